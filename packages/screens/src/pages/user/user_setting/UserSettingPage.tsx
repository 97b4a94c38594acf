import * as React from 'react';
import { useAppSelector, useGetUserInfoQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { maskPhone, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { setLargeText, useLargeText } from '@screens/ui/largeText';
import { Page } from '@screens/ui/Page';
import { SwitchCell } from '@screens/ui/SwitchCell';
import { useAccountExit } from './useAccountExit';
import './UserSettingPage.css';

/** Settings: the profile, the phone number, the large-text mode, account log-out (user_cancel's steps) and logout. */
function UserSettingPage() {
  const user = useAppSelector(selectUser);
  // Keeps the session's user fresh while settings is open (edits below invalidate it).
  useGetUserInfoQuery();
  const exit = useAccountExit();
  const largeText = useLargeText();

  return (
    <Page>
      <View className="ak-body">
        <Card flush>
          <Cell title="个人资料" value={user?.userName ?? ''} testId="settings-profile" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_data_edit/index'))} />
          <Cell
            title="修改手机号"
            value={user?.mobile ? maskPhone(user.mobile) : '未绑定'}
            testId="settings-phone"
            onTap={() => void navigation.navigateTo(pageLink('pages/change_phone/index'))}
          />
        </Card>
        <Card flush>
          <SwitchCell title="长辈模式" note="更大的字和按钮，更清楚的颜色" on={largeText} onChange={setLargeText} testId="settings-large-text" />
        </Card>
        <Card flush>
          <Cell title="注销账号" testId="settings-account-log-out" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_cancel/tips'))} />
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

export default definePage('pages/user/user_setting/index', UserSettingPage);
