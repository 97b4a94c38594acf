import * as React from 'react';
import {
  LoginClientType,
  useAlipayAuthLoginMutation,
  useAppDispatch,
  useAppSelector,
  useGetMiniProgramSessionMutation,
  useLazyGetUserInfoQuery,
  useMiniProgramLoginMutation,
} from '@aster/core-api';
import { LOGIN_PAGE, loggedIn, pageLink, selectCompanyId } from '@aster/core-domain';
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

/** login/auth-and-login's refusal: the mini-program account is bound to another phone's account. */
export function isOpenIdTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'OPENID_TAKEN';
}

/**
 * The mini-program's login code as login/auth-and-login takes it: jsCode on WeChat, authCode on Alipay; nothing in a
 * browser, or when the platform gives no code (the phone login then goes without binding).
 */
export async function miniProgramCodeFields(): Promise<{ jsCode: string } | { authCode: string } | null> {
  if (miniProgramAccount === null) return null;
  try {
    const code = await miniProgramAccount.port.getCode();
    return miniProgramAccount.clientType === LoginClientType.weapp ? { jsCode: code } : { authCode: code };
  } catch {
    return null;
  }
}

/**
 * auth-alipay: the Alipay auth code traded for a session by alipay-auth/authToken (core-api's listeners store it and
 * refresh the user), then the page left for its target. Resolves false when it failed (the client has shown why).
 */
export function useAlipayAuthLogin(redirectUrl: string | undefined, successText: string) {
  const [alipayAuthLogin, state] = useAlipayAuthLoginMutation();
  const target = afterLoginUrl(redirectUrl);
  const inAlipay = miniProgramAccount?.clientType === LoginClientType.aliapp;

  const logIn = React.useCallback(async (): Promise<boolean> => {
    if (miniProgramAccount === null || !inAlipay) return false;
    try {
      const authCode = await miniProgramAccount.port.getCode();
      await alipayAuthLogin({ authCode }).unwrap();
      ui.toast(successText, 'success');
      void leaveLoginPage(target);
      return true;
    } catch {
      return false;
    }
  }, [alipayAuthLogin, inAlipay, successText, target]);

  return { inAlipay, busy: state.isLoading, logIn };
}

/** What login_third knows of this WeChat account before the tap: the phone it opens (masked), or none bound yet. */
export type WechatAccountState = { status: 'unknown' } | { status: 'bound'; mobile: string } | { status: 'unbound' };

/**
 * WeChat's session-key step (login/third-part/mini-program-session-key): asked once as the page opens, with a code of
 * its own, so the page can say which account the one-tap login opens. Nothing outside WeChat, nor when it fails.
 */
export function useWechatAccount(): WechatAccountState {
  const companyId = useAppSelector(selectCompanyId);
  const [askSession] = useGetMiniProgramSessionMutation();
  const [state, setState] = React.useState<WechatAccountState>({ status: 'unknown' });
  React.useEffect(() => {
    if (miniProgramAccount === null || miniProgramAccount.clientType !== LoginClientType.weapp) return;
    const account = miniProgramAccount;
    let live = true;
    void (async () => {
      try {
        const jsCode = await account.port.getCode();
        const session = await askSession({ jsCode, companyId }).unwrap();
        if (live) setState(session.mobile ? { status: 'bound', mobile: session.mobile } : { status: 'unbound' });
      } catch {
        // Unknown: the page offers both ways as before.
      }
    })();
    return () => {
      live = false;
    };
  }, [askSession, companyId]);
  return state;
}
