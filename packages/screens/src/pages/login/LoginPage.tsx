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
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/** Spec: /common/v2/login loginScene 1 is the mini-program's own login. */
const LOGIN_SCENE = 1;
const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

const oneTap =
  loginCode === null
    ? null
    : clientPlatform === 'weapp'
      ? { port: loginCode, clientType: LoginClientType.weapp, name: '微信' }
      : clientPlatform === 'aliapp'
        ? { port: loginCode, clientType: LoginClientType.aliapp, name: '支付宝' }
        : null;

/**
 * The login landing: one-tap login with the mini-program's account where there is one, or phone login; both only
 * after the agreement is ticked (the phone page asks again). The redirect target is kept, and only a page of this
 * app (afterLoginUrl), never an address outside it.
 */
function LoginPage({ params }: PageProps<'pages/login/index'>) {
  const dispatch = useAppDispatch();
  const [miniProgramLogin, state] = useMiniProgramLoginMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const [agreed, setAgreed] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const target = afterLoginUrl(params.redirectUrl);

  const oneTapLogin = async () => {
    if (oneTap === null || state.isLoading) return;
    if (!agreed) {
      setProblem(AGREEMENT_REQUIRED);
      return;
    }
    setProblem(null);
    try {
      const openIdCode = await oneTap.port.getCode();
      const result = await miniProgramLogin({ openIdCode, clientType: oneTap.clientType, loginScene: LOGIN_SCENE }).unwrap();
      dispatch(loggedIn({ token: result.token, userId: result.userId, openId: result.openId ?? null }));
      await refreshUser().unwrap().catch(() => undefined);
      ui.toast('登录成功', 'success');
      void leaveLoginPage(target);
    } catch {
      // The call is silent (it is also the auto-login): the page says what to do instead.
      setProblem(`${oneTap.name}登录失败，请使用手机号登录`);
    }
  };

  const phoneLogin = () => {
    if (!agreed) {
      setProblem(AGREEMENT_REQUIRED);
      return;
    }
    void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: target }));
  };

  return (
    <Page>
      <View className="id-panel" data-testid="login-landing">
        <Text className="id-panel-title">登录 Aster 租房</Text>
        <Text className="id-panel-text">登录后可预约看房、签约租房、缴纳账单和使用智能门锁</Text>
      </View>
      <View className="id-actions">
        {oneTap !== null ? (
          <Button disabled={state.isLoading} testId="login-one-tap" onTap={() => void oneTapLogin()}>
            {state.isLoading ? '登录中…' : `${oneTap.name}一键登录`}
          </Button>
        ) : null}
        <Button kind={oneTap !== null ? 'default' : 'primary'} testId="login-phone" onTap={phoneLogin}>
          手机号登录
        </Button>
        <Checkbox checked={agreed} label="我已阅读并同意《用户协议》和《隐私政策》" testId="login-landing-agree" onChange={(value) => { setAgreed(value); setProblem(null); }}>
          <Text>我已阅读并同意</Text>
          <Text className="ak-link">《用户协议》</Text>
          <Text>和</Text>
          <Text className="ak-link">《隐私政策》</Text>
        </Checkbox>
        {problem !== null && <FieldError>{problem}</FieldError>}
        {oneTap === null ? <Text className="id-panel-text">微信、支付宝一键登录仅在 Aster 租房小程序中可用。</Text> : null}
      </View>
    </Page>
  );
}

export default definePage('pages/login/index', LoginPage);
