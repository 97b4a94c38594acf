import * as React from 'react';
import { useAppSelector, useGetUserInfoQuery } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { maskPhone, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { realNameLabel } from '@screens/features/identity/realName';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/** 个人资料: who the tenant is to the app (photo, nickname, phone, real name), each row opening its own edit. */
function UserEditPage() {
  const user = useAppSelector(selectUser);
  useGetUserInfoQuery();
  const go = (url: string) => () => void navigation.navigateTo(url);
  return (
    <Page>
      <View className="id-panel">
        <View className="id-row">
          <Text>头像</Text>
          {user?.photo ? <Image src={user.photo} style={{ width: '80px', height: '80px', borderRadius: '40px' }} aria-hidden="true" wechat-aria-hidden="true" ali-aria-hidden="true" /> : <Text className="id-row-value">未设置</Text>}
        </View>
      </View>
      <View className="ak-body">
        <Card flush>
          <Cell title="昵称" value={user?.userName ?? ''} testId="edit-name" onTap={go(pageLink('pages/user/user_data_edit/index'))} />
          <Cell title="手机号" value={user?.mobile ? maskPhone(user.mobile) : '未绑定'} testId="edit-phone" onTap={go(pageLink('pages/change_phone/index'))} />
          <Cell title="实名认证" value={realNameLabel(user)} testId="edit-real-name" onTap={go(pageLink('pages/user/user_authentication/index'))} />
          <Cell title="企业认证" testId="edit-company" onTap={go(pageLink('pages/user/company_authentication/index'))} />
          <Cell title="账号安全" testId="edit-safety" onTap={go(pageLink('pages/user/user_safety/index'))} />
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_edit/index', UserEditPage);
