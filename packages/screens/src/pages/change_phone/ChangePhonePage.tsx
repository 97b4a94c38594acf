import * as React from 'react';
import {
  useAppSelector,
  useCheckPhoneMutation,
  useLazyGetUserInfoQuery,
  useSendCodeMutation,
  useUpdatePhoneMutation,
} from '@aster/core-api';
import { Text, View } from 'remax/one';
import { maskPhone, selectCompanyId, selectUser } from '@aster/core-domain';
import { failureText } from '../../hooks/failureText';
import { useCountdown } from '../../hooks/useCountdown';
import { definePage } from '../../app/definePage';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import { PhoneInput, SmsCodeInput } from '../../ui/PhoneFields';
import { SMS_COUNTDOWN_SECONDS } from '../../ui/phoneFieldRules';
import { type PhoneChangeErrors, type PhoneChangeValues, changePhoneErrors, sendChangeCodeErrors } from './phoneChangeForm';
import '../user/userForms.css';

/** Phone change: the new phone is checked (check-phone), gets an SMS code, and update-phone switches to it. */
function ChangePhonePage() {
  const user = useAppSelector(selectUser);
  const companyId = useAppSelector(selectCompanyId);
  const [checkPhone, checking] = useCheckPhoneMutation();
  const [sendCode, sending] = useSendCodeMutation();
  const [updatePhone, updating] = useUpdatePhoneMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const countdown = useCountdown();

  const [values, setValues] = React.useState<PhoneChangeValues>({ newPhone: '', code: '' });
  const [errors, setErrors] = React.useState<PhoneChangeErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);

  const oldPhone = user?.mobile ?? '';
  const busy = checking.isLoading || sending.isLoading || updating.isLoading;
  // Without a current phone there is nothing to change from (the server asks for the old one).
  const sendOff = countdown.remaining > 0 || busy || oldPhone === '';

  const update = (patch: Partial<PhoneChangeValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch) as (keyof PhoneChangeValues)[]) delete next[key];
      return next;
    });
    setFormError(null);
  };

  const onSendCode = async () => {
    if (sendOff) return;
    const found = sendChangeCodeErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // The server refuses a taken or unchanged number before any code is spent on it.
      await checkPhone({ oldPhone, newPhone: values.newPhone }).unwrap();
      await sendCode({ mobile: values.newPhone, companyId }).unwrap();
      countdown.start(SMS_COUNTDOWN_SECONDS);
      ui.toast('验证码已发送', 'success');
    } catch (error) {
      setFormError(failureText(error));
    }
  };

  const onSubmit = async () => {
    if (busy || oldPhone === '') return;
    const found = changePhoneErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updatePhone({ oldPhone, newPhone: values.newPhone, code: values.code.trim() }).unwrap();
    } catch (error) {
      setFormError(failureText(error));
      return;
    }
    // Changed: a failed refresh does not undo it (the page that opens next loads the user again).
    await refreshUser().unwrap().catch(() => undefined);
    ui.toast('手机号已更换', 'success');
    void navigation.navigateBack();
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
          value={values.newPhone}
          onChange={(newPhone) => update({ newPhone })}
          error={errors.newPhone}
          testId="change-phone-new"
          placeholder="请输入新手机号"
          label="新手机号"
          leading={<Text className="user-form-label">新手机号</Text>}
        />

        <SmsCodeInput
          value={values.code}
          onChange={(code) => update({ code })}
          error={errors.code}
          testId="change-phone-code"
          leading={<Text className="user-form-label">验证码</Text>}
          sendText={checking.isLoading || sending.isLoading ? '发送中…' : sendLabel}
          sendDisabled={sendOff}
          sendTestId="change-phone-send-code"
          onSend={() => void onSendCode()}
        />

        {formError !== null && <FieldError>{formError}</FieldError>}

        <View className="user-form-submit">
          <Button disabled={busy || oldPhone === ''} testId="change-phone-submit" onTap={() => void onSubmit()}>
            {updating.isLoading ? '提交中…' : '确认更换'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/change_phone/index', ChangePhonePage);
