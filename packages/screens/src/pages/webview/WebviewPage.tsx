import * as React from 'react';
import { Text, View, WebView } from 'remax/one';
import { useGetDomainsQuery } from '@aster/core-api';
import { HOME_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { useWebviewTarget } from '../../features/user/webHandoff';
import { allowedWebviewUrl } from '../../hooks/webLinks';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import './WebviewPage.css';

/**
 * An in-app web page. Only pages of the operator's own domains (settings/domain) open here; any other URL,
 * whoever put it in the parameters, gets an explanation instead.
 */
function WebviewPage({ params }: PageProps<'pages/webview/index'>) {
  const domains = useGetDomainsQuery();
  const url = allowedWebviewUrl(params.url, domains.data);
  // A page of the app's own H5 opens as the tenant (a one-time token of login/auth-token, never the session's).
  const target = useWebviewTarget(url, domains.data);

  const back = () => {
    if (navigation.pageDepth() > 1) void navigation.navigateBack();
    else void navigation.reLaunch(pageLink(HOME_PAGE));
  };

  if (url !== null) {
    return target.status === 'ready' ? (
      <WebView src={target.src} />
    ) : (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  if (params.url !== undefined && domains.data === undefined) {
    return (
      <Page>
        {domains.isError ? (
          <StateView status="error" text="页面信息加载失败" error={domains.error} onRetry={() => void domains.refetch()} />
        ) : (
          <StateView status="loading" />
        )}
      </Page>
    );
  }
  return (
    <Page>
      <View className="webview-box" role="alert">
        <Text className="webview-title">无法打开该页面</Text>
        <Text className="webview-text">
          {params.url === undefined
            ? '链接中没有要打开的页面地址。'
            : '为了您的账号和资金安全，应用内只能打开本平台的页面，该链接不在其中。'}
        </Text>
        <Button onTap={back}>返回</Button>
      </View>
    </Page>
  );
}

export default definePage('pages/webview/index', WebviewPage);
