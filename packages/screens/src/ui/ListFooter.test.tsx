import * as React from 'react';
import TestRenderer, { act, type ReactTestInstance } from 'react-test-renderer';
import { ListFooter, type ListFooterProps } from './ListFooter';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));
jest.mock('./kit.css', () => ({}));

function footer(props: Partial<ListFooterProps>) {
  const onMore = jest.fn();
  const renderer = TestRenderer.create(
    <ListFooter hasMore={false} loading={false} failed={false} loadOn="scroll" testId="footer" onMore={onMore} {...props} />,
  );
  const node = renderer.root.find((candidate) => candidate.props['data-testid'] === 'footer');
  const text = (instance: ReactTestInstance): string =>
    instance.children.map((child) => (typeof child === 'string' ? child : text(child))).join('');
  return { onMore, text: text(node), tap: () =>
      act(async () => {
        node.props.onTap?.();
      }), tappable: typeof node.props.onTap === 'function' };
}

describe('ListFooter', () => {
  it('tells a scrolled list what comes next, and takes no tap but a retry', async () => {
    expect(footer({ hasMore: true }).text).toBe('上拉加载更多');
    expect(footer({ hasMore: true, loading: true }).text).toBe('加载中…');
    expect(footer({ hasMore: false }).text).toBe('没有更多了');
    expect(footer({ hasMore: true }).tappable).toBe(false);

    const failed = footer({ hasMore: true, failed: true });
    expect(failed.text).toBe('加载失败，点击重试');
    await failed.tap();
    expect(failed.onMore).toHaveBeenCalledTimes(1);
  });

  it('is a 加载更多 button under a list that loads on tap, until the end', async () => {
    const more = footer({ hasMore: true, loadOn: 'tap' });
    expect(more.text).toBe('加载更多');
    await more.tap();
    expect(more.onMore).toHaveBeenCalledTimes(1);
    expect(footer({ hasMore: true, loading: true, loadOn: 'tap' }).tappable).toBe(false);
    const end = footer({ hasMore: false, loadOn: 'tap' });
    expect(end.text).toBe('没有更多了');
    expect(end.tappable).toBe(false);
  });
});
