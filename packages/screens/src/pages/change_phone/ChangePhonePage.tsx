import * as React from 'react';
import {
  useAppSelector,
  useCheckPhoneMutation,
  useLazyGetUserInfoQuery,
  useSendCodeMutation,
  useUpdatePhoneMutation,
} from '@aster/core-api';
import { Text, View } from 'remax/one';
import { PhoneChangeSchema, maskPhone, selectCompanyId, selectUser } from '@aster/core-domain';
import { failureText } from '../../hooks/failureText';
import { useCountdown } from '../../hooks/useCountdown';
import { useForm } from '../../hooks/useForm';
import { definePage } from '../../app/definePage';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import { PhoneInput, SmsCodeInput } from '../../ui/PhoneFields';
import { SMS_COUNTDOWN_SECONDS } from '../../ui/phoneFieldRules';
import '../../features/user/userForms.css';

const PhoneChangeFormSchema = PhoneChangeSchema.pick({ newPhone: true, code: true });

/** Phone change: the new phone is checked (check-phone), gets an SMS code, and update-phone switches to it. */
function ChangePhonePage() {
  const user = useAppSelector(selectUser);
  const companyId = useAppSelector(selectCompanyId);
  const [checkPhone, checking] = useCheckPhoneMutation();
  const [sendCode, sending] = useSendCodeMutation();
  const [updatePhone] = useUpdatePhoneMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const countdown = useCountdown();

  const oldPhone = user?.mobile ?? '';
  const form = useForm(PhoneChangeFormSchema, {
    initial: { newPhone: '', code: '' },
    submit: (change) => updatePhone({ oldPhone, ...change }).unwrap(),
    onSuccess: () => {
      // Changed: a failed refresh does not undo it (the page that opens next loads the user again).
      void refreshUser()
        .unwrap()
        .catch(() => undefined)
        .then(() => {
          ui.toast('手机号已更换', 'success');
          void navigation.navigateBack();
        });
    },
  });

  const busy = checking.isLoading || sending.isLoading || form.sending;
  // Without a current phone there is nothing to change from (the server asks for the old one).
  const sendOff = countdown.remaining > 0 || busy || oldPhone === '';

  const onSendCode = async () => {
    if (sendOff || !form.check(['newPhone'])) return;
    try {
      // The server refuses a taken or unchanged number before any code is spent on it.
      await checkPhone({ oldPhone, newPhone: form.values.newPhone }).unwrap();
      await sendCode({ mobile: form.values.newPhone, companyId }).unwrap();
      countdown.start(SMS_COUNTDOWN_SECONDS);
      ui.toast('验证码已发送', 'success');
    } catch (error) {
      form.show({ failure: failureText(error) });
    }
  };

  const sendLabel = countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : '获取验证码';

  return (
    <Page>
      <View className="user-form">
        <View className="ak-field">
          <Text className="user-form-label">当前手机号</Text>
          <Text className="user-form-current" data-testid="change-phone-current">
            {oldPhone !== '' ? maskPhone(oldPhone) : '未绑定'}
          </Text>
        </View>

        <PhoneInput
          value={form.values.newPhone}
          onChange={(newPhone) => form.set({ newPhone })}
          error={form.errors.newPhone}
          testId="change-phone-new"
          placeholder="请输入新手机号"
          label="新手机号"
          leading={<Text className="user-form-label">新手机号</Text>}
        />

        <SmsCodeInput
          value={form.values.code}
          onChange={(code) => form.set({ code })}
          error={form.errors.code}
          testId="change-phone-code"
          leading={<Text className="user-form-label">验证码</Text>}
          sendText={checking.isLoading || sending.isLoading ? '发送中…' : sendLabel}
          sendDisabled={sendOff}
          sendTestId="change-phone-send-code"
          onSend={() => void onSendCode()}
        />

        {form.failure !== null && <FieldError>{form.failure}</FieldError>}

        <View className="user-form-submit">
          <Button disabled={busy || oldPhone === ''} testId="change-phone-submit" onTap={() => void (oldPhone !== '' && form.submit())}>
            {form.sending ? '提交中…' : '确认更换'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/change_phone/index', ChangePhonePage);
