import * as React from 'react';
import { Text, View } from 'remax/one';
import { useAppDispatch, useAppSelector, useHandoffAccountMutation, useLogoutMutation, useOauthTokenLoginMutation } from '@aster/core-api';
import { LOGIN_PAGE, loggedOut, maskPhone, pageLink, selectIsLoggedIn, selectUser } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { afterLoginUrl, leaveLoginPage, withoutToken } from '../../hooks/loginRedirect';
import { handoffFragment } from '../../platform/handoffFragment';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import './OauthTokenLoginPage.css';

/**
 * Token login from a third party (spec: OAuth token login): the page first shows whose account the link opens
 * (masked, without spending the token), and only the visitor's tap sends the token to login/access-token; the answer
 * logs the tenant in (core-api's listener), then the page is replaced by the redirect target, so the URL holding the
 * token leaves the history. The token is never logged nor put in a URL of ours.
 * Login CSRF: a link someone else made would otherwise put the visitor in that person's account, where they might
 * enter their own ID or bank card. A tenant already logged in is told that switching logs the current account out.
 */
function OauthTokenLoginPage({ params }: PageProps<'pages/oauth-token-login/index'>) {
  const [lookUp, looked] = useHandoffAccountMutation();
  const [tokenLogin, state] = useOauthTokenLoginMutation();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const { redirectUrl } = params;
  // The mini-program's web-view hands its tenant over in the fragment (features/user/webHandoff.ts), read once.
  const [fragmentToken] = React.useState(() => (params.token === undefined ? handoffFragment.take() : undefined));
  const token = params.token ?? fragmentToken;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  // Decided when the page opens: logging out while asking must not change the question.
  const [wasLoggedIn] = React.useState(loggedIn);
  const [confirmed, setConfirmed] = React.useState(false);

  const look = React.useCallback(() => {
    if (token !== undefined) void lookUp({ token });
  }, [token, lookUp]);
  React.useEffect(look, [look]);

  const run = React.useCallback(async () => {
    if (token === undefined) return;
    try {
      await tokenLogin({ token }).unwrap();
      void leaveLoginPage(withoutToken(afterLoginUrl(redirectUrl)));
    } catch {
      // The client has shown the server's message; the page offers phone login instead.
    }
  }, [token, redirectUrl, tokenLogin]);

  const stay = () => void leaveLoginPage(withoutToken(afterLoginUrl(redirectUrl)));
  const confirm = async () => {
    if (wasLoggedIn) {
      try {
        await logout().unwrap();
      } catch {
        // The server session is left to expire; this app forgets it either way.
      }
      dispatch(loggedOut());
    }
    setConfirmed(true);
    await run();
  };

  const phoneLogin = () => {
    const target = afterLoginUrl(redirectUrl);
    void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: withoutToken(target) }));
  };

  if (token === undefined || looked.isError || state.isError) {
    return (
      <Page>
        <View className="oauth-box">
          <StateView status="error" text={token === undefined ? '登录链接无效，缺少授权信息' : '授权登录失败，登录凭证可能已失效'} />
          <Text className="oauth-hint">您可以使用手机号验证码登录</Text>
          <Button onTap={phoneLogin}>手机号登录</Button>
          {token !== undefined && (
            <Button kind="default" onTap={() => void (state.isError ? run() : look())}>
              重试
            </Button>
          )}
        </View>
      </Page>
    );
  }
  const account = looked.data;
  if (account !== undefined && !confirmed) {
    const target = account.mobile ?? account.userName;
    const current = user?.mobile ? maskPhone(user.mobile) : (user?.userName ?? '');
    return (
      <Page>
        <View className="oauth-box">
          {wasLoggedIn ? (
            <>
              <Text className="oauth-title">{current === '' ? '您已登录' : `您已登录账号 ${current}`}</Text>
              <Text className="oauth-hint">{`此链接将登录另一个账号 ${target}，切换后当前账号会退出登录。如果链接不是您本人打开的，请保持当前账号。`}</Text>
              <Button testId="oauth-confirm" onTap={() => void confirm()}>
                切换账号
              </Button>
              <Button kind="default" onTap={stay}>
                保持当前账号
              </Button>
            </>
          ) : (
            <>
              <Text className="oauth-title">{`即将登录账号 ${target}`}</Text>
              <Text className="oauth-hint">请确认这是您本人的账号。如果链接是别人发给您的，请不要登录，以免您的身份证、银行卡等信息填入他人账号。</Text>
              <Button testId="oauth-confirm" onTap={() => void confirm()}>
                确认登录
              </Button>
              <Button kind="default" onTap={phoneLogin}>
                不是我的账号，使用手机号登录
              </Button>
            </>
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
