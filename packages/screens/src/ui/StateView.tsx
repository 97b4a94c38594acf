import * as React from 'react';
import { Text, View } from 'remax/one';
import { NOT_ENABLED_TEXT, isNotEnabled } from '@screens/hooks/failureText';
import { Button } from './Button';
import { Icon } from './icon/Icon';
import './kit.css';

export type LoadStatus = 'loading' | 'empty' | 'error';

export interface StateViewProps {
  status: LoadStatus;
  /** Defaults: "加载中…", "暂无数据", "加载失败，请检查网络后重试". */
  text?: string;
  /** The error state offers a retry when given. */
  onRetry?: () => void;
  /**
   * The request's error, when the screen has it: a feature the backend does not serve (NOT_ENABLED) is shown as a
   * calm notice, "运营方暂未开通此功能", with no retry.
   */
  error?: unknown;
}

const DEFAULT_TEXT: Record<LoadStatus, string> = {
  loading: '加载中…',
  empty: '暂无数据',
  error: '加载失败，请检查网络后重试',
};

/** The loading, empty and error states every list shows. */
export function StateView({ status, text, onRetry, error }: StateViewProps) {
  if (status === 'error' && isNotEnabled(error)) return <NotEnabledNotice />;
  return (
    <View className="ak-state" role={status === 'error' ? 'alert' : 'status'}>
      {status === 'loading' ? (
        <View className="ak-spinner" />
      ) : (
        <View className={`ak-state-icon ${status === 'error' ? 'ak-state-icon--error' : ''}`}>
          <Icon name={status === 'error' ? 'circle-alert' : 'inbox'} size="large" />
        </View>
      )}
      <Text className="ak-state-text">{text ?? DEFAULT_TEXT[status]}</Text>
      {status === 'error' && onRetry !== undefined && (
        <View className="ak-state-action">
          <Button kind="default" size="small" onTap={onRetry}>
            重新加载
          </Button>
        </View>
      )}
    </View>
  );
}

/** In place of a feature the operator's backend does not serve: a notice, no error look, no retry. */
export function NotEnabledNotice({ text }: { text?: string }) {
  return (
    <View className="ak-state" role="status" data-testid="not-enabled">
      <View className="ak-state-icon">
        <Icon name="info" size="large" />
      </View>
      <Text className="ak-state-text">{text ?? NOT_ENABLED_TEXT}</Text>
    </View>
  );
}

/** What a list screen needs from an RTK Query result. */
export interface ListQuery<T> {
  data?: readonly T[] | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryListProps<T> {
  query: ListQuery<T>;
  emptyText: string;
  errorText?: string;
  children: (items: readonly T[]) => React.ReactNode;
}

/** Renders a list query: loading, error with retry, empty, or the items. */
export function QueryList<T>({ query, emptyText, errorText, children }: QueryListProps<T>) {
  if (query.isError && query.data === undefined) {
    return <StateView status="error" text={errorText} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <StateView status="loading" />;
  if (query.data.length === 0) return <StateView status="empty" text={emptyText} />;
  return <>{children(query.data)}</>;
}
