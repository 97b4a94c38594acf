import * as React from 'react';
import { useAppSelector, useEndSessionMutation, useGetSessionsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatDate, maskPhone, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { deviceLabel } from '@screens/features/identity/realName';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

const SIGN_OUT_CONFIRM = { title: '退出该设备', content: '该设备将退出登录，再次使用需重新登录。确定退出吗？', showCancel: true, confirmText: '退出' } as const;

/** Account security: the phone (with its change), the devices signed in (others can be signed out) and account log-out. */
function UserSafetyPage() {
  const user = useAppSelector(selectUser);
  const sessions = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();

  const signOut = async (id: string) => {
    if (ending.isLoading || !(await ui.showModal(SIGN_OUT_CONFIRM))) return;
    try {
      await endSession({ id }).unwrap();
      ui.toast('已退出该设备', 'success');
    } catch {
      // The client has shown why; the list stays as it was.
    }
  };

  return (
    <Page>
      <View className="ak-body">
        <Card flush>
          <Cell
            title="手机号"
            value={user?.mobile ? maskPhone(user.mobile) : '未绑定'}
            testId="safety-phone"
            onTap={() => void navigation.navigateTo(pageLink('pages/change_phone/index'))}
          />
        </Card>
        <Card title="登录设备">
          {sessions.isError ? (
            <StateView status="error" text="登录设备加载失败" error={sessions.error} onRetry={() => void sessions.refetch()} />
          ) : sessions.data === undefined ? (
            <StateView status="loading" />
          ) : (
            sessions.data.map((session) => (
              <View key={session.id} className="id-row" data-testid={`safety-session-${session.current ? 'current' : 'other'}`}>
                <View>
                  <Text>{deviceLabel(session.platform)}</Text>
                  {session.current ? <Text className="id-tag">本机</Text> : null}
                  <Text className="id-list-item">{`登录于 ${formatDate(session.createdAt, 'yyyy-MM-dd HH:mm')}`}</Text>
                  {session.lastSeenAt ? <Text className="id-list-item">{`最近使用 ${formatDate(session.lastSeenAt, 'yyyy-MM-dd HH:mm')}`}</Text> : null}
                  <Text className="id-list-item">{`有效期至 ${formatDate(session.expiresAt, 'yyyy-MM-dd')}`}</Text>
                </View>
                {session.current ? null : (
                  <Button kind="default" size="small" disabled={ending.isLoading} testId={`safety-sign-out-${session.id}`} onTap={() => void signOut(session.id)}>
                    退出
                  </Button>
                )}
              </View>
            ))
          )}
        </Card>
        <Card flush>
          <Cell title="注销账号" testId="safety-cancel" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_cancel/tips'))} />
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_safety/index', UserSafetyPage);
