import * as React from 'react';
import { useAppSelector, useGetPreferencesQuery, useGetUserInfoQuery } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { PREFERENCE_CITY_ID, isAuthenticated, maskName, maskPhone, pageLink, selectCompanyId, selectUser } from '@aster/core-domain';
import { definePage } from '../../app/definePage';
import { SubsidyDialog } from '../../features/talent/SubsidyDialog';
import { isBuiltPage } from '../../hooks/builtPages';
import { useServedEntries } from '../../hooks/useFeatureEnabled';
import { navigation } from '../../platform/navigation';
import { Card } from '../../ui/Card';
import { Cell } from '../../ui/Cell';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { TabBar } from '../../ui/TabBar';
import { useCustomerService } from '../../features/settings/customerService';
import { groupedEntries, preferredEntries, visibleEntries } from './mineEntries';
import './MinePage.css';

/** The personal centre: who is logged in and their entries (settings holds logout and account log-out). */
function MinePage() {
  const user = useAppSelector(selectUser);
  // Refreshes the session's user (core-api's listener copies the answer into the session).
  const userInfo = useGetUserInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const companyId = useAppSelector(selectCompanyId);
  // The company's switches (spec section 9: the preference lookup's city is always 107).
  const preferences = useGetPreferencesQuery({ cityId: PREFERENCE_CITY_ID, companyId });
  // Entries whose page needs an extension the backend does not serve (a spec-only backend) hide themselves.
  const preferred = React.useMemo(() => preferredEntries(visibleEntries(isBuiltPage), preferences.data), [preferences.data]);
  const entries = useServedEntries(preferred, (entry) => entry.url);
  const groups = groupedEntries(entries);
  const accountEntries = groups.find((group) => group.key === 'account')?.entries ?? [];
  const customerService = useCustomerService();

  const name = user?.userName ? maskName(user.userName) : '租客';
  const verified = isAuthenticated(user);

  return (
    <Page withTabBar>
      <View className="mine-header">
        {user?.photo ? (
          <Image className="mine-avatar" src={user.photo} mode="aspectFill" />
        ) : (
          <View className="mine-avatar mine-avatar--empty">
            {/* The last character: the one a masked name always shows. */}
            <Text>{name.charAt(name.length - 1)}</Text>
          </View>
        )}
        <View className="mine-identity">
          <Text className="mine-name">{user === null && userInfo.isFetching ? '加载中…' : name}</Text>
          <Text className="mine-phone">{user?.mobile ? maskPhone(user.mobile) : '未绑定手机号'}</Text>
          <Text className={`mine-badge ${verified ? 'mine-badge--on' : ''}`}>{verified ? '已实名认证' : '未实名认证'}</Text>
        </View>
      </View>

      <View className="ak-body mine-body">
        {userInfo.isError && user === null && (
          <Card>
            <StateView status="error" text="个人信息加载失败" error={userInfo.error} onRetry={() => void userInfo.refetch()} />
          </Card>
        )}
        {groups
          .filter((group) => group.key !== 'account')
          .map((group) => (
            <Card key={group.key} title={group.title} flush>
              <View data-testid={`mine-group-${group.key}`}>
                {group.entries.map((entry) => (
                  <Cell key={entry.url} title={entry.title} testId={`mine-entry-${entry.key}`} onTap={() => void navigation.navigateTo(entry.url)} />
                ))}
              </View>
            </Card>
          ))}
        {/* The account's own rows (always there) lead its group. */}
        <Card title="账号与设置" flush>
          <View data-testid="mine-group-account">
            <Cell
              title="实名认证"
              value={verified ? '已认证' : '未认证'}
              testId="mine-real-name"
              onTap={() => void navigation.navigateTo(pageLink('pages/user/user_authentication/index'))}
            />
            <Cell title="账号安全" testId="mine-safety" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_safety/index'))} />
            <Cell title="联系客服" testId="mine-customer-service" onTap={() => void customerService.contact()} />
            {accountEntries.map((entry) => (
              <Cell key={entry.url} title={entry.title} testId={`mine-entry-${entry.key}`} onTap={() => void navigation.navigateTo(entry.url)} />
            ))}
          </View>
        </Card>
      </View>
      <TabBar current="mine" />
      {user !== null && <SubsidyDialog />}
    </Page>
  );
}

export default definePage('pages/mine/index', MinePage);
