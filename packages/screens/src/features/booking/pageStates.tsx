import * as React from 'react';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';

interface Refetchable {
  isError: boolean;
  refetch: () => unknown;
}

/** The state of a query with no data yet: loading, or failed with a retry. */
export function QueryState({ query, failedText }: { query: Refetchable; failedText: string }) {
  return <StateView status={query.isError ? 'error' : 'loading'} text={query.isError ? failedText : undefined} onRetry={() => void query.refetch()} />;
}

/** QueryState as the whole page. */
export function QueryStatePage(props: { query: Refetchable; failedText: string }) {
  return (
    <Page>
      <QueryState {...props} />
    </Page>
  );
}
