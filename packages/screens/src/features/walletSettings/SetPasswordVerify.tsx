import * as React from 'react';
import { Text, View } from 'remax/one';
import { useCheckWalletResetCodeMutation, useSendWalletResetCodeMutation } from '@aster/core-api';
import { WalletSmsCheckSchema } from '@aster/core-domain';
import { useSmsCodeSender } from '@screens/hooks/useSmsCodeSender';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { SmsCodeInput } from '@screens/ui/PhoneFields';
import { WALLET_LINKS } from './links';
import { holdResetTicket } from './resetTicket';
import './walletSettings.css';

/**
 * 验证身份 (set_pwd_verify): a code to the account's own phone (the server picks the number and answers it masked),
 * checked by the server, whose ticket allows setting the password once within 10 minutes (the first one too). The ticket stays in memory
 * (resetTicket.ts) and this page gives way to set_pwd_steps (redirectTo: going back from there skips this page).
 */
export function SetPasswordVerify() {
  const [sendCode] = useSendWalletResetCodeMutation();
  const [checkCode, checked] = useCheckWalletResetCodeMutation();
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

  const { sendText, sendOff, sentTo, onSend } = useSmsCodeSender(
    () => sendCode().unwrap(),
    (failure) => form.show({ failure }),
  );

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
