import * as React from 'react';
import { useAppSelector, useGetUserInfoQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { maskPhone, selectUser } from '@aster/core-domain';
import { useRequireLogin } from '../../../hooks/useRequireLogin';
import { navigation } from '../../../platform/navigation';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Cell } from '../../../ui/Cell';
import { Page } from '../../../ui/Page';
import { RedirectingToLogin } from '../../../ui/RedirectingToLogin';
import { CHANGE_PHONE_PAGE, PROFILE_EDIT_PAGE, SETTINGS_PAGE } from '../userPages';
import { useAccountExit } from './useAccountExit';
import './UserSettingPage.css';

/** Settings: the profile, the phone number, account log-out and logout. */
export default function UserSettingPage() {
  const loggedIn = useRequireLogin(SETTINGS_PAGE);
  const user = useAppSelector(selectUser);
  // Keeps the session's user fresh while settings is open (edits below invalidate it).
  useGetUserInfoQuery(undefined, { skip: !loggedIn });
  const exit = useAccountExit();

  if (!loggedIn) {
    return <RedirectingToLogin />;
  }

  return (
    <Page>
      <View className="ak-body">
        <Card flush>
          <Cell title="个人资料" value={user?.userName ?? ''} testId="settings-profile" onTap={() => void navigation.navigateTo(`/${PROFILE_EDIT_PAGE}`)} />
          <Cell
            title="修改手机号"
            value={user?.mobile ? maskPhone(user.mobile) : '未绑定'}
            testId="settings-phone"
            onTap={() => void navigation.navigateTo(`/${CHANGE_PHONE_PAGE}`)}
          />
        </Card>
        <Card flush>
          <Cell title="注销账号" testId="settings-account-log-out" onTap={() => void exit.onAccountLogOut()} />
        </Card>
        <View className="settings-logout">
          <Button kind="danger" disabled={exit.busy} testId="settings-logout" onTap={() => void exit.onLogout()}>
            {exit.loggingOut ? '正在退出…' : '退出登录'}
          </Button>
        </View>
      </View>
    </Page>
  );
}
