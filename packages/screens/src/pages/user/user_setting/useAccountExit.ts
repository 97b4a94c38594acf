import { useLogoutMutation } from '@aster/core-api';
import { HOME_PAGE } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { LOGOUT_CONFIRM } from './accountExit';

/**
 * Logout after its confirmation, ending on the home page as a guest. (Account log-out is user_cancel's: an SMS code
 * and a cooling-off period, issue 46.)
 */
export function useAccountExit() {
  const [logout, loggingOut] = useLogoutMutation();
  const busy = loggingOut.isLoading;

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

  return { busy, loggingOut: loggingOut.isLoading, onLogout };
}
