import * as React from 'react';
import { useQuery } from 'remax';
import { useAppSelector } from '@aster/core-api';
import { HOME_PAGE, type PageParams, type PagePath, type Route, loginUrlFor, pageLink, routeOf, selectIsLoggedIn } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { Button } from '../ui/Button';
import { Page } from '../ui/Page';
import { RedirectingToLogin } from '../ui/RedirectingToLogin';
import { StateView } from '../ui/StateView';
import { TabBar, tabOf } from '../ui/TabBar';
import { useSystemFontSize } from '../platform/systemFontSize';
import { openPage } from './pageOpening';

/** What every screen receives: its route's parameters, parsed by the route table's schema. */
export interface PageProps<P extends PagePath> {
  params: PageParams<P>;
}

export const PAGE_TEXT = {
  crashed: '页面出了点问题，请重试',
  back: '返回',
  home: '回到首页',
} as const;

/**
 * The one wrapper of every screen, from its route-table row: the login guard (a guest goes to the login page
 * with this page as redirectUrl, and nothing private renders), the parameters parsed by the route's schema (a
 * bad link shows the route's message), and an error boundary with a retry, so a render error never blanks
 * the app. A screen module's default export is `definePage('<its page path>', Screen)`; the app generator finds
 * the screens by these calls (packages/screens/build/README.md).
 */
export function definePage<P extends PagePath>(path: P, Screen: React.ComponentType<PageProps<P>>): React.ComponentType {
  const route = routeOf(path) as Route & { path: P };
  const tab = tabOf(path);

  /**
   * On H5 the router keeps one mounted instance per page path (hidden while others show) and hands it the newest
   * page's query: a hidden page keeps the params it opened with (house_detail under store/detail?id=s12 would
   * otherwise ask for house "s12"), and the page opens afresh when its own path comes back with another query
   * (账单详情 of an instalment opened from 分期原账单 above the split bill's 账单详情). On the mini-programs every
   * opening is an instance of its own, so the key never changes there.
   */
  function DefinedPage() {
    const query = useQuery() as Record<string, unknown>;
    const queryKey = JSON.stringify(query);
    const [openedWith, setOpenedWith] = React.useState(queryKey);
    if (queryKey !== openedWith && isCurrentPage(path)) setOpenedWith(queryKey);
    return <OpenedPage key={openedWith} />;
  }

  function OpenedPage() {
    const query = useQuery() as Record<string, unknown>;
    const [opening] = React.useState(() => openPage(route, query));
    const loggedIn = useAppSelector(selectIsLoggedIn);
    const mustLogIn = route.needsLogin && !loggedIn;
    useSystemFontSize();

    // Checked when the page opens: a later logout on the page leaves by its own navigation (or the 401 rule).
    React.useEffect(() => {
      if (mustLogIn) void navigation.redirectTo(loginUrlFor(opening.url));
    }, []); // once, on open

    if (mustLogIn) {
      return tab === undefined ? (
        <RedirectingToLogin />
      ) : (
        <RedirectingToLogin withTabBar>
          <TabBar current={tab} />
        </RedirectingToLogin>
      );
    }
    if (opening.params === null) return <BadLinkPage text={route.badParamsText} />;
    return (
      <ScreenBoundary>
        <Screen params={opening.params} />
      </ScreenBoundary>
    );
  }
  DefinedPage.displayName = `Page(${path})`;
  return DefinedPage;
}

/** Whether the page showing now is `path` (its query aside). */
function isCurrentPage(path: PagePath): boolean {
  const current = navigation.currentPage();
  return current !== null && current.split('?', 1)[0] === `/${path}`;
}

function leave(): void {
  if (navigation.pageDepth() > 1) void navigation.navigateBack();
  else void navigation.reLaunch(pageLink(HOME_PAGE));
}

function BadLinkPage({ text }: { text: string }) {
  return (
    <Page>
      <StateView status="error" text={text} />
      <Button kind="default" testId="bad-link-leave" onTap={leave}>
        {navigation.pageDepth() > 1 ? PAGE_TEXT.back : PAGE_TEXT.home}
      </Button>
    </Page>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a render error of the screen: the page offers a retry (a fresh render) instead of going blank. */
export class ScreenBoundary extends React.Component<{ children: React.ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page>
        <StateView status="error" text={PAGE_TEXT.crashed} onRetry={() => this.setState({ failed: false })} />
      </Page>
    );
  }
}
