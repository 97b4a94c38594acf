import * as React from 'react';
import { SettingType, useAppSelector, useGetUserInfoQuery, useLazyGetUserInfoQuery, useUpdateUserInfoMutation } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { constellations, maskPhone, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { realNameLabel } from '@screens/features/identity/realName';
import { OptionChips } from '@screens/features/settings/OptionChips';
import { type SettingOption, useSettingOptions } from '@screens/features/settings/settingOptions';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/** The constellations of spec section 3 while the operator's list (settings/list-by-type 1) loads or fails. */
const CONSTELLATION_FALLBACK: readonly SettingOption[] = constellations.map((entry) => ({ code: String(entry.id), label: entry.name }));
/** Only ids 0-12 (what the profile can hold). */
const constellationCode = (code: string) => /^\d{1,2}$/.test(code) && Number(code) <= 12;

/** 星座: the operator's list as chips; a tap saves it (POST user-setting/user-info) and refreshes the session's user. */
function ConstellationCard({ current }: { current: number | null | undefined }) {
  const options = useSettingOptions(SettingType.constellation, CONSTELLATION_FALLBACK, constellationCode);
  const [updateUserInfo, saving] = useUpdateUserInfoMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const pick = async (constellation: number) => {
    if (saving.isLoading || constellation === current) return;
    try {
      await updateUserInfo({ constellation }).unwrap();
      await refreshUser()
        .unwrap()
        .catch(() => undefined);
      ui.toast('保存成功', 'success');
    } catch (error) {
      // The client has shown the server's message; a refusal on this side says why too.
      if (failureText(error) === null) ui.toast('保存失败，请稍后再试');
    }
  };
  return (
    <Card title="星座">
      <OptionChips options={options} chosen={(option) => Number(option.code) === current} onPick={(option) => void pick(Number(option.code))} label="星座" testId="edit-constellation" look="id" />
    </Card>
  );
}

/** 个人资料: who the tenant is to the app (photo, nickname, phone, real name, constellation), each row opening its own edit. */
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
        <ConstellationCard current={user?.constellation} />
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_edit/index', UserEditPage);
