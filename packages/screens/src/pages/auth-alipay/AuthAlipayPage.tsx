import * as React from 'react';
import { LoginClientType, useAppDispatch, useLazyGetUserInfoQuery, useMiniProgramLoginMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { LOGIN_PAGE, loggedIn, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { afterLoginUrl, leaveLoginPage } from '@screens/hooks/loginRedirect';
import { clientPlatform } from '@screens/platform/clientPlatform';
import { loginCode } from '@screens/platform/loginCode';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/** Spec: /common/v2/login loginScene 1 is the mini-program's own login. */
const LOGIN_SCENE = 1;

/**
 * Alipay authorisation: the tenant taps, my.getAuthCode (the login port) gives the auth code and /common/v2/login
 * (clientType 5) trades it for a session, as the silent auto-login does. Outside Alipay there is no auth code: the
 * page says so and offers phone login.
 */
function AuthAlipayPage({ params }: PageProps<'pages/auth-alipay/index'>) {
  const dispatch = useAppDispatch();
  const [miniProgramLogin, state] = useMiniProgramLoginMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const [failed, setFailed] = React.useState(false);
  const target = afterLoginUrl(params.redirectUrl);
  const inAlipay = clientPlatform === 'aliapp' && loginCode !== null;

  const authorise = async () => {
    if (loginCode === null || state.isLoading) return;
    setFailed(false);
    try {
      const openIdCode = await loginCode.getCode();
      const result = await miniProgramLogin({ openIdCode, clientType: LoginClientType.aliapp, loginScene: LOGIN_SCENE }).unwrap();
      dispatch(loggedIn({ token: result.token, userId: result.userId, openId: result.openId ?? null }));
      await refreshUser().unwrap().catch(() => undefined);
      ui.toast('授权成功', 'success');
      void leaveLoginPage(target);
    } catch {
      setFailed(true);
    }
  };
  const phoneLogin = () => void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: target }));

  return (
    <Page>
      <View className="id-panel" data-testid="auth-alipay">
        <Text className="id-panel-title">支付宝授权登录</Text>
        <Text className="id-panel-text">
          {inAlipay ? '授权后将使用您的支付宝账号登录 Aster 租房，我们仅获取用于识别账号的信息。' : '支付宝授权仅在支付宝小程序中可用，请使用手机号登录。'}
        </Text>
      </View>
      <View className="id-actions">
        {inAlipay ? (
          <Button disabled={state.isLoading} testId="auth-alipay-go" onTap={() => void authorise()}>
            {state.isLoading ? '授权中…' : '同意授权并登录'}
          </Button>
        ) : null}
        {failed && <FieldError>支付宝授权失败，请重试或使用手机号登录</FieldError>}
        <Button kind={inAlipay ? 'default' : 'primary'} testId="auth-alipay-phone" onTap={phoneLogin}>
          手机号登录
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/auth-alipay/index', AuthAlipayPage);
