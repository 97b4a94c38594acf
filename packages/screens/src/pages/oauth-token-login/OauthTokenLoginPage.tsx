import * as React from 'react';
import { Text, View } from 'remax/one';
import { useAppDispatch, useAppSelector, useLogoutMutation, useOauthTokenLoginMutation } from '@aster/core-api';
import { LOGIN_PAGE, loggedOut, maskPhone, pageLink, selectIsLoggedIn, selectUser } from '@aster/core-domain';
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
 * A tenant already logged in is asked first (login CSRF: a link made by someone else would silently put the
 * tenant in that person's account); switching logs the current account out before the token is used.
 */
function OauthTokenLoginPage({ params }: PageProps<'pages/oauth-token-login/index'>) {
  const [tokenLogin, state] = useOauthTokenLoginMutation();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const { token, redirectUrl } = params;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  // Decided when the page opens: logging out while asking must not skip the question.
  const [asking, setAsking] = React.useState(() => loggedIn && token !== undefined);

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
    if (!asking) void run();
  }, [run, asking]);

  const stay = () => void leaveLoginPage(withoutToken(afterLoginUrl(redirectUrl)));
  const switchAccount = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The server session is left to expire; this app forgets it either way.
    }
    dispatch(loggedOut());
    setAsking(false);
  };

  const phoneLogin = () => {
    const target = afterLoginUrl(redirectUrl);
    void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: withoutToken(target) }));
  };

  if (asking) {
    const current = user?.mobile ? maskPhone(user.mobile) : (user?.userName ?? '');
    return (
      <Page>
        <View className="oauth-box">
          <Text className="oauth-title">{current === '' ? '您已登录' : `您已登录账号 ${current}`}</Text>
          <Text className="oauth-hint">此链接将登录另一个账号，切换后当前账号会退出登录。如果链接不是您本人打开的，请保持当前账号。</Text>
          <Button onTap={() => void switchAccount()}>切换账号</Button>
          <Button kind="default" onTap={stay}>
            保持当前账号
          </Button>
        </View>
      </Page>
    );
  }
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
