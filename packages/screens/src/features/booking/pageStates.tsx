import * as React from 'react';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';

interface Refetchable {
  isError: boolean;
  /** The request's error: NOT_ENABLED (an extension the backend does not serve) shows a calm notice. */
  error?: unknown;
  refetch: () => unknown;
}

/** The state of a query with no data yet: loading, or failed with a retry. */
export function QueryState({ query, failedText }: { query: Refetchable; failedText: string }) {
  return <StateView status={query.isError ? 'error' : 'loading'} text={query.isError ? failedText : undefined} error={query.error} onRetry={() => void query.refetch()} />;
}

/** QueryState as the whole page. */
export function QueryStatePage(props: { query: Refetchable; failedText: string }) {
  return (
    <Page>
      <QueryState {...props} />
    </Page>
  );
}
