import * as React from 'react';
import { LoginClientType, useAppDispatch, useLazyGetUserInfoQuery, useMiniProgramLoginMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { LOGIN_PAGE, loggedIn, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { afterLoginUrl, leaveLoginPage } from '../../hooks/loginRedirect';
import { clientPlatform } from '../../platform/clientPlatform';
import { loginCode } from '../../platform/loginCode';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import './LoginThirdPage.css';


/** Spec: /common/v2/login loginScene 1 is the mini-program's own login (7 is a scene this page does not have). */
const LOGIN_SCENE = 1;

/** The mini-program account this build can log in with; none in a browser. */
const oneTapAccount =
  loginCode === null
    ? null
    : clientPlatform === 'weapp'
      ? { port: loginCode, clientType: LoginClientType.weapp, name: '微信' }
      : clientPlatform === 'aliapp'
        ? { port: loginCode, clientType: LoginClientType.aliapp, name: '支付宝' }
        : null;

/**
 * Third-party login choice: one-tap login with the mini-program's account (wx.login / my.getAuthCode through
 * the login port), or phone login. In a browser there is no such account: the page says so.
 */
function LoginThirdPage({ params }: PageProps<'pages/login_third/index'>) {
  const dispatch = useAppDispatch();
  const [miniProgramLogin, state] = useMiniProgramLoginMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const [failed, setFailed] = React.useState(false);
  const target = afterLoginUrl(params.redirectUrl);
  const platform = oneTapAccount?.name ?? null;

  const oneTap = async () => {
    if (oneTapAccount === null || state.isLoading) return;
    setFailed(false);
    try {
      const openIdCode = await oneTapAccount.port.getCode();
      const result = await miniProgramLogin({ openIdCode, clientType: oneTapAccount.clientType, loginScene: LOGIN_SCENE }).unwrap();
      dispatch(loggedIn({ token: result.token, userId: result.userId, openId: result.openId ?? null }));
      await refreshUser().unwrap().catch(() => undefined);
      ui.toast('登录成功', 'success');
      void leaveLoginPage(target);
    } catch {
      // The call is silent (it is also the auto-login): this page says what went wrong.
      setFailed(true);
    }
  };

  const phoneLogin = () => void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: target }));

  return (
    <Page>
      <View className="third-head">
        <View className="third-logo">
          <Text>寓</Text>
        </View>
        <Text className="third-title">登录 Aster 租房</Text>
        <Text className="third-subtitle">登录后可查看合同、缴纳账单、预约看房</Text>
      </View>
      <View className="third-actions">
        {platform !== null ? (
          <>
            <Button disabled={state.isLoading} onTap={() => void oneTap()}>
              {state.isLoading ? '登录中…' : `${platform}一键登录`}
            </Button>
            {failed && (
              <FieldError className="third-error">
                {`${platform}登录失败，该${platform}账号可能尚未绑定手机号，请使用手机号登录`}
              </FieldError>
            )}
            <Button kind="default" onTap={phoneLogin}>
              手机号登录
            </Button>
          </>
        ) : (
          <>
            <Text className="third-note">
              微信、支付宝一键登录仅在 Aster 租房小程序中可用。在浏览器中，请使用手机号和短信验证码登录。
            </Text>
            <Button onTap={phoneLogin}>手机号登录</Button>
          </>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/login_third/index', LoginThirdPage);
