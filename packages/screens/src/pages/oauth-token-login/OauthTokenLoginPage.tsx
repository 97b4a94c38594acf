import * as React from 'react';
import { Text, View } from 'remax/one';
import { useOauthTokenLoginMutation } from '@aster/core-api';
import { LOGIN_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { afterLoginUrl, leaveLoginPage, withoutToken } from '../../hooks/loginRedirect';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import './OauthTokenLoginPage.css';

/**
 * Token login from a third party (spec: OAuth token login): the token parameter goes to login/access-token,
 * the answer logs the tenant in (core-api's listener), then the page is replaced by the redirect target, so
 * the URL holding the token leaves the history. The token is never logged nor put in a URL of ours.
 */
function OauthTokenLoginPage({ params }: PageProps<'pages/oauth-token-login/index'>) {
  const [tokenLogin, state] = useOauthTokenLoginMutation();
  const { token, redirectUrl } = params;

  const run = React.useCallback(async () => {
    if (token === undefined) return;
    try {
      await tokenLogin({ token }).unwrap();
      void leaveLoginPage(withoutToken(afterLoginUrl(redirectUrl)));
    } catch {
      // The client has shown the server's message; the page offers phone login instead.
    }
  }, [token, redirectUrl, tokenLogin]);

  React.useEffect(() => {
    void run();
  }, [run]);

  const phoneLogin = () => {
    const target = afterLoginUrl(redirectUrl);
    void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: withoutToken(target) }));
  };

  if (token === undefined || state.isError) {
    return (
      <Page>
        <View className="oauth-box">
          <StateView status="error" text={token === undefined ? '登录链接无效，缺少授权信息' : '授权登录失败，登录凭证可能已失效'} />
          <Text className="oauth-hint">您可以使用手机号验证码登录</Text>
          <Button onTap={phoneLogin}>手机号登录</Button>
          {token !== undefined && (
            <Button kind="default" onTap={() => void run()}>
              重试
            </Button>
          )}
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <View className="oauth-box">
        <StateView status="loading" text={state.isSuccess ? '登录成功，正在跳转…' : '正在授权登录…'} />
      </View>
    </Page>
  );
}

export default definePage('pages/oauth-token-login/index', OauthTokenLoginPage);
