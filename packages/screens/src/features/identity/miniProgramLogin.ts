import * as React from 'react';
import { LoginClientType, useAppDispatch, useLazyGetUserInfoQuery, useMiniProgramLoginMutation } from '@aster/core-api';
import { LOGIN_PAGE, loggedIn, pageLink } from '@aster/core-domain';
import { afterLoginUrl, leaveLoginPage } from '../../hooks/loginRedirect';
import { clientPlatform } from '../../platform/clientPlatform';
import { loginCode } from '../../platform/loginCode';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';

/** Spec: /common/v2/login loginScene 1 is the mini-program's own login. */
const LOGIN_SCENE = 1;

/** The mini-program account this build logs in with (wx.login / my.getAuthCode through the login port); none in a browser. */
export const miniProgramAccount =
  loginCode === null
    ? null
    : clientPlatform === 'weapp'
      ? { port: loginCode, clientType: LoginClientType.weapp, name: '微信' }
      : clientPlatform === 'aliapp'
        ? { port: loginCode, clientType: LoginClientType.aliapp, name: '支付宝' }
        : null;

/**
 * Logging in with the mini-program's account from a login page (login, login_third, auth-alipay): the code from the
 * login port traded for a session by /common/v2/login, the user refreshed, and the page left for its redirect target,
 * only ever a page of this app (afterLoginUrl). `logIn` resolves false when it failed: the call is silent (it is also
 * the auto-login), so the page says what to do instead. `phoneLogin` goes to phone login with the same target.
 */
export function useMiniProgramLogin(redirectUrl: string | undefined, successText: string) {
  const dispatch = useAppDispatch();
  const [miniProgramLogin, state] = useMiniProgramLoginMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const target = afterLoginUrl(redirectUrl);

  const logIn = React.useCallback(async (): Promise<boolean> => {
    if (miniProgramAccount === null) return false;
    try {
      const openIdCode = await miniProgramAccount.port.getCode();
      const result = await miniProgramLogin({ openIdCode, clientType: miniProgramAccount.clientType, loginScene: LOGIN_SCENE }).unwrap();
      dispatch(loggedIn({ token: result.token, userId: result.userId, openId: result.openId ?? null }));
      await refreshUser().unwrap().catch(() => undefined);
      ui.toast(successText, 'success');
      void leaveLoginPage(target);
      return true;
    } catch {
      return false;
    }
  }, [dispatch, miniProgramLogin, refreshUser, successText, target]);

  const phoneLogin = React.useCallback(() => void navigation.redirectTo(pageLink(LOGIN_PAGE, { redirectUrl: target })), [target]);

  return { account: miniProgramAccount, busy: state.isLoading, logIn, phoneLogin };
}
