import * as React from 'react';
import {
  useAccountLogOutMutation,
  useGetAccountCancelCheckQuery,
  useGetUserInfoQuery,
  useRevokeAccountCancelMutation,
  useSendAccountCancelCodeMutation,
} from '@aster/core-api';
import { Text, View } from 'remax/one';
import { AccountCancelApplySchema, accountCancelPendingText, loginUrlFor, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { failureText } from '@screens/hooks/failureText';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { useSmsCodeSender } from '@screens/hooks/useSmsCodeSender';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { SmsCodeInput } from '@screens/ui/PhoneFields';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

const FINAL_CONFIRM = {
  title: '确认注销账号',
  content: '提交后进入注销冷静期，期间可随时撤销；期满后账号信息将被永久删除且无法恢复。确定提交注销申请吗？',
  showCancel: true,
  confirmText: '提交申请',
} as const;

/** The server's "暂时无法注销账号：a；b" as its title and one line per thing to settle. */
function refusalLines(message: string): string[] {
  const [, reasons = message] = message.split('：', 2);
  return reasons.split('；').filter((line) => line !== '');
}

/**
 * Account log-out (issue 46): first what stands in the way (each lease not over, each contract's unpaid bills, named
 * by the server, in a panel that stays), then an SMS code to the account's phone, an explicit acknowledgement and a
 * last confirmation. That asks for the log-out: the account goes after the server's cooling-off period, and until
 * then this page says when (注销申请已提交，将于YYYY-MM-DD注销) and offers 撤销注销. A refusal of the last step
 * (something came due meanwhile) is shown as the same kind of panel, never a passing toast.
 */
function UserCancelPage() {
  const check = useGetAccountCancelCheckQuery();
  const user = useGetUserInfoQuery();
  const [accountLogOut] = useAccountLogOutMutation();
  const [sendCode] = useSendAccountCancelCodeMutation();
  const [revoke, revoking] = useRevokeAccountCancelMutation();
  const [understood, setUnderstood] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const form = useForm(AccountCancelApplySchema, {
    initial: { code: '' },
    submit: async (values) => {
      try {
        return await accountLogOut(values).unwrap();
      } catch (error) {
        // Something came due since the check: the panel of what to settle, and the check asked again.
        if (errorCodeOf(error) === 'ACCOUNT_CANCEL_BLOCKED') {
          setRefusal(failureText(error) ?? '');
          void check.refetch();
        }
        throw error;
      }
    },
    onSuccess: () => {
      form.reset({ code: '' });
      ui.toast('注销申请已提交', 'success');
    },
    failureFallback: '提交失败，请稍后再试',
  });

  const { sendText, sendOff, sentTo, onSend, forget: forgetSentCode } = useSmsCodeSender(
    () => sendCode().unwrap(),
    (failure) => form.show({ failure }),
  );

  const onApply = async () => {
    if (!understood) {
      form.show({ failure: '请先勾选并确认已了解注销后果' });
      return;
    }
    if (form.sending || !form.check() || !(await ui.showModal(FINAL_CONFIRM))) return;
    setRefusal(null);
    await form.submit();
  };

  const onRevoke = async () => {
    if (revoking.isLoading) return;
    try {
      await revoke().unwrap();
      setUnderstood(false);
      forgetSentCode();
      ui.toast('已撤销注销申请', 'success');
    } catch {
      // The client has said why; the request stands and the button stays.
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
  const { pending } = check.data;
  if (pending !== null) {
    return (
      <Page>
        <View className="id-panel" data-testid="cancel-pending">
          <Text className="id-panel-title">{accountCancelPendingText(pending)}</Text>
          <Text className="id-panel-text">冷静期内账号可正常使用，您可以随时撤销注销申请。到期后个人资料、实名认证信息和登录记录将被删除且无法恢复。</Text>
        </View>
        <View className="id-actions">
          <Button disabled={revoking.isLoading} testId="cancel-revoke" onTap={() => void onRevoke()}>
            {revoking.isLoading ? '撤销中…' : '撤销注销'}
          </Button>
        </View>
      </Page>
    );
  }
  if (!check.data.allowed || refusal !== null) {
    const blockers = check.data.allowed ? refusalLines(refusal ?? '').map((text) => ({ kind: 'refused', text })) : check.data.blockers;
    return (
      <Page>
        <View className="id-panel" data-testid="cancel-blocked">
          <Text className="id-panel-title">暂时无法注销账号</Text>
          <Text className="id-panel-text">请先处理以下事项，完成后再申请注销：</Text>
          {blockers.map((blocker) => (
            <Text key={blocker.text} className="id-blocker" data-testid={`cancel-blocker-${blocker.kind}`}>
              {blocker.text}
            </Text>
          ))}
        </View>
      </Page>
    );
  }
  // An account made by a platform login alone has no phone to send the code to: it binds one first (phone login in a
  // mini-program binds the platform account to the phone) and comes back here.
  if (user.data !== undefined && !user.data.mobile) {
    return (
      <Page>
        <View className="id-panel" data-testid="cancel-no-phone">
          <Text className="id-panel-title">请先绑定手机号</Text>
          <Text className="id-panel-text">为确认是您本人操作，注销账号需验证账户绑定的手机号。您的账号尚未绑定手机号，绑定后即可申请注销。</Text>
        </View>
        <View className="id-actions">
          <Button
            testId="cancel-bind-phone"
            onTap={() => void navigation.navigateTo(loginUrlFor(pageLink('pages/user/user_cancel/index')))}
          >
            绑定手机号
          </Button>
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">注销账号</Text>
        <Text className="id-panel-text">
          您的账号当前没有未结束的租约和未缴清的账单，可以申请注销。为确认是您本人操作，需验证账户绑定的手机号。提交后进入注销冷静期，期间可随时撤销。
        </Text>
        <SmsCodeInput
          value={form.values.code ?? ''}
          onChange={(code) => form.set({ code })}
          error={form.errors.code}
          testId="cancel-code"
          leading={<Text className="id-field-label">验证码</Text>}
          sendText={sendText}
          sendDisabled={sendOff}
          sendTestId="cancel-send"
          onSend={() => void onSend()}
        />
        {sentTo !== null && (
          <Text className="id-panel-text" data-testid="cancel-sent">
            {`验证码已发送至${sentTo}`}
          </Text>
        )}
        <Checkbox checked={understood} label="我已了解注销后果，并确认注销" testId="cancel-understood" onChange={setUnderstood}>
          <Text>我已了解注销后果，并确认注销</Text>
        </Checkbox>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>
      <View className="id-actions">
        <Button kind="danger" disabled={form.sending} testId="cancel-confirm" onTap={() => void onApply()}>
          {form.sending ? '提交中…' : '申请注销'}
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_cancel/index', UserCancelPage);
