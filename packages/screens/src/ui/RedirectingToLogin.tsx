import * as React from 'react';
import { Page } from './Page';
import { StateView } from './StateView';

/** What a login-only page shows a guest for the moment before its wrapper (app/definePage) takes them to login. */
export function RedirectingToLogin({ withTabBar = false, children }: { withTabBar?: boolean; children?: React.ReactNode }) {
  return (
    <Page withTabBar={withTabBar}>
      <StateView status="loading" text="正在前往登录…" />
      {children}
    </Page>
  );
}
