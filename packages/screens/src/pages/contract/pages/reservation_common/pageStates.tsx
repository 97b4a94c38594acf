import * as React from 'react';
import { Page } from '../../../../ui/Page';
import { RedirectingToLogin } from '../../../../ui/RedirectingToLogin';
import { StateView } from '../../../../ui/StateView';

/**
 * What a booking page shows before its own content: the way to login, or its link's params were bad.
 * null: go on. Plain function (no hooks), so a page calls it after all its hooks.
 */
export function guardedPage(loggedIn: boolean, paramsValid: boolean, badParamsText: string): React.ReactElement | null {
  if (!loggedIn) return <RedirectingToLogin />;
  if (!paramsValid) {
    return (
      <Page>
        <StateView status="empty" text={badParamsText} />
      </Page>
    );
  }
  return null;
}

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
