import { useAccountLogOutMutation, useLogoutMutation } from '@aster/core-api';
import { HOME_PAGE } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { ACCOUNT_LOG_OUT_CONFIRM, LOGOUT_CONFIRM } from './accountExit';

/** Logout and account log-out, each after its confirmation; both end on the home page as a guest. */
export function useAccountExit() {
  const [logout, loggingOut] = useLogoutMutation();
  const [accountLogOut, loggingOff] = useAccountLogOutMutation();
  const busy = loggingOut.isLoading || loggingOff.isLoading;

  const leave = () => void navigation.reLaunch(`/${HOME_PAGE}`);

  const onLogout = async () => {
    if (busy) return;
    if (!(await ui.showModal(LOGOUT_CONFIRM))) return;
    try {
      await logout().unwrap();
      ui.toast('已退出登录', 'success');
      leave();
    } catch {
      // The client has shown why; the tenant stays logged in and may try again.
    }
  };

  const onAccountLogOut = async () => {
    if (busy) return;
    if (!(await ui.showModal(ACCOUNT_LOG_OUT_CONFIRM))) return;
    try {
      await accountLogOut().unwrap();
      ui.toast('账号已注销', 'success');
      leave();
    } catch {
      // Shown by the client (e.g. a business rule forbids it now); nothing changed.
    }
  };

  return { busy, loggingOut: loggingOut.isLoading, onLogout, onAccountLogOut };
}
