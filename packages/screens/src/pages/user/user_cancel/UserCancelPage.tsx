import * as React from 'react';
import { useAccountLogOutMutation, useGetAccountCancelCheckQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOME_PAGE } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

const FINAL_CONFIRM = {
  title: '确认注销账号',
  content: '注销后账号信息将被永久删除且无法恢复，确定注销吗？',
  showCancel: true,
  confirmText: '确认注销',
} as const;

/**
 * Account log-out: first what stands in the way (each lease not over, each contract's unpaid bills, named by the
 * server), then an explicit acknowledgement and a last confirmation. Done: the tenant is a guest on the home page.
 */
function UserCancelPage() {
  const check = useGetAccountCancelCheckQuery();
  const [accountLogOut, cancelling] = useAccountLogOutMutation();
  const [understood, setUnderstood] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);

  const onCancel = async () => {
    if (!understood) {
      setFailure('请先勾选并确认已了解注销后果');
      return;
    }
    if (cancelling.isLoading || !(await ui.showModal(FINAL_CONFIRM))) return;
    setFailure(null);
    try {
      await accountLogOut().unwrap();
      ui.toast('账号已注销', 'success');
      void navigation.reLaunch(`/${HOME_PAGE}`);
    } catch (error) {
      setFailure(failureText(error) ?? '注销失败，请稍后再试');
      void check.refetch();
    }
  };

  if (check.isError) {
    return (
      <Page>
        <StateView status="error" text="注销条件检查失败" error={check.error} onRetry={() => void check.refetch()} />
      </Page>
    );
  }
  if (check.data === undefined) {
    return (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  if (!check.data.allowed) {
    return (
      <Page>
        <View className="id-panel" data-testid="cancel-blocked">
          <Text className="id-panel-title">暂时无法注销账号</Text>
          <Text className="id-panel-text">请先处理以下事项，完成后再申请注销：</Text>
          {check.data.blockers.map((blocker) => (
            <Text key={blocker.text} className="id-blocker" data-testid={`cancel-blocker-${blocker.kind}`}>
              {blocker.text}
            </Text>
          ))}
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">注销账号</Text>
        <Text className="id-panel-text">您的账号当前没有未结束的租约和未缴清的账单，可以注销。注销后个人资料、实名认证信息和登录记录将被删除且无法恢复。</Text>
        <Checkbox checked={understood} label="我已了解注销后果，并确认注销" testId="cancel-understood" onChange={setUnderstood}>
          <Text>我已了解注销后果，并确认注销</Text>
        </Checkbox>
        {failure !== null && <FieldError>{failure}</FieldError>}
      </View>
      <View className="id-actions">
        <Button kind="danger" disabled={cancelling.isLoading} testId="cancel-confirm" onTap={() => void onCancel()}>
          {cancelling.isLoading ? '注销中…' : '注销账号'}
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_cancel/index', UserCancelPage);
