import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

export interface ListFooterProps {
  /** Another page of the list is on the server. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try at the next page failed: tapping the footer tries again. */
  failed: boolean;
  /** Asks for the next page. */
  onMore: () => void;
  /**
   * 'scroll': the page asks for the next page when the footer scrolls into view (give it `id` to watch);
   * 'tap': the footer is a 加载更多 button.
   */
  loadOn: 'scroll' | 'tap';
  id?: string;
  testId?: string;
}

/** The end of a paged list: loading the next page, a retry after a failure, more to load, or the end. */
export function ListFooter({ hasMore, loading, failed, onMore, loadOn, id, testId }: ListFooterProps) {
  const tappable = failed || (hasMore && !loading && loadOn === 'tap');
  const text = failed ? '加载失败，点击重试' : loading ? '加载中…' : !hasMore ? '没有更多了' : loadOn === 'tap' ? '加载更多' : '上拉加载更多';
  return tappable ? (
    <View id={id} className={`ak-list-footer ak-list-footer--action ${failed ? 'ak-list-footer--retry' : ''}`} role="button" data-testid={testId} onTap={onMore}>
      <Text>{text}</Text>
    </View>
  ) : (
    <View id={id} className="ak-list-footer" data-testid={testId}>
      <Text>{text}</Text>
    </View>
  );
}
