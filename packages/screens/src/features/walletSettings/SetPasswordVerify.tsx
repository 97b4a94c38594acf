import * as React from 'react';
import { Text, View } from 'remax/one';
import { useCheckWalletResetCodeMutation, useSendWalletResetCodeMutation } from '@aster/core-api';
import { WalletSmsCheckSchema } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { useCountdown } from '@screens/hooks/useCountdown';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { SmsCodeInput } from '@screens/ui/PhoneFields';
import { SMS_COUNTDOWN_SECONDS } from '@screens/ui/phoneFieldRules';
import { WALLET_LINKS } from './links';
import { holdResetTicket } from './resetTicket';
import './walletSettings.css';

/**
 * 验证身份 (set_pwd_verify): a code to the account's own phone (the server picks the number and answers it masked),
 * checked by the server, whose ticket allows setting the password once within 10 minutes (the first one too). The ticket stays in memory
 * (resetTicket.ts) and this page gives way to set_pwd_steps (redirectTo: going back from there skips this page).
 */
export function SetPasswordVerify() {
  const [sendCode, sending] = useSendWalletResetCodeMutation();
  const [checkCode, checked] = useCheckWalletResetCodeMutation();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const form = useForm(WalletSmsCheckSchema, {
    initial: { code: '' },
    submit: (values) => checkCode(values).unwrap(),
    onSuccess: (ticket) => {
      holdResetTicket(ticket);
      // Not left in the store's mutation results either: resetTicket.ts is its one place.
      checked.reset();
      void navigation.redirectTo(WALLET_LINKS.steps);
    },
    failureFallback: '验证失败，请稍后再试',
  });

  const sendOff = countdown.remaining > 0 || sending.isLoading;
  const onSend = async () => {
    if (sendOff) return;
    try {
      const sent = await sendCode().unwrap();
      setSentTo(sent.mobileMasked);
      countdown.start(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      form.show({ failure: failureText(error) ?? '验证码发送失败，请稍后再试' });
    }
  };
  const sendText = sending.isLoading ? '发送中…' : countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : sentTo === null ? '获取验证码' : '重新获取';

  return (
    <Page>
      <View className="ak-body">
        <Card title="验证手机号">
          <Text className="ws-text">为了您的资金安全，设置、修改或找回支付密码前需验证账户绑定的手机号。</Text>
          <SmsCodeInput
            value={form.values.code}
            onChange={(code) => form.set({ code })}
            error={form.errors.code}
            testId="ws-verify-code"
            leading={<Text className="ws-field-label">验证码</Text>}
            sendText={sendText}
            sendDisabled={sendOff}
            sendTestId="ws-verify-send"
            onSend={() => void onSend()}
          />
          {sentTo !== null && (
            <Text className="ws-note" data-testid="ws-verify-sent">
              {`验证码已发送至${sentTo}`}
            </Text>
          )}
          {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        </Card>
        <Button testId="ws-verify-next" disabled={form.sending} onTap={() => void form.submit()}>
          {form.sending ? '验证中…' : '下一步'}
        </Button>
      </View>
    </Page>
  );
}
