import * as React from 'react';
import {
  useAppSelector,
  useCheckPhoneMutation,
  useGetCaptchaImageQuery,
  useLazyGetUserInfoQuery,
  useSendCodeMutation,
  useSendLoginCodeMutation,
  useUpdatePhoneMutation,
} from '@aster/core-api';
import { Text, View } from 'remax/one';
import { CaptchaAnswerSchema, PhoneChangeSchema, maskPhone, selectCompanyId, selectUser } from '@aster/core-domain';
import { z } from 'zod';
import { CaptchaInput } from '@screens/features/user/CaptchaInput';
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

const messages = {
  captchaLoading: '图形验证码加载中，请稍候',
  captchaRefreshed: '图形验证码已刷新，请重新输入',
} as const;

/**
 * What "确认更换" checks: core-domain's phone change (new phone, SMS code). The captcha is a field of the page but a
 * rule of "获取验证码" only (CaptchaAnswerSchema, when the new phone has not passed one yet).
 */
const PhoneChangeFormSchema = PhoneChangeSchema.pick({ newPhone: true, code: true }).extend({ captcha: z.string() });

/**
 * Phone change: the new phone is checked (check-phone), gets an SMS code once the picture captcha is passed
 * (verify-send-code; a resend to the same phone needs none), and update-phone switches to it.
 */
function ChangePhonePage() {
  const user = useAppSelector(selectUser);
  const companyId = useAppSelector(selectCompanyId);
  // A picture of its own: one cached for another page (login_by_phone) may be spent already.
  const captchaImage = useGetCaptchaImageQuery(undefined, { refetchOnMountOrArgChange: true });
  const [checkPhone, checking] = useCheckPhoneMutation();
  const [sendCaptchaCode, sendingFirst] = useSendLoginCodeMutation();
  const [sendCode, sending] = useSendCodeMutation();
  const [updatePhone] = useUpdatePhoneMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const countdown = useCountdown();

  const oldPhone = user?.mobile ?? '';
  const form = useForm(PhoneChangeFormSchema, {
    initial: { newPhone: '', captcha: '', code: '' },
    submit: ({ newPhone, code }) => updatePhone({ oldPhone, newPhone, code }).unwrap(),
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

  const { values } = form;
  // The phone that last passed the captcha: a resend to it needs no new captcha (server rule).
  const [verifiedPhone, setVerifiedPhone] = React.useState<string | null>(null);
  const needsCaptcha = verifiedPhone !== values.newPhone;

  const busy = checking.isLoading || sendingFirst.isLoading || sending.isLoading || form.sending;
  // Without a current phone there is nothing to change from (the server asks for the old one).
  const sendOff = countdown.remaining > 0 || busy || oldPhone === '';

  const refreshCaptcha = () => {
    form.set({ captcha: '' });
    void captchaImage.refetch();
  };

  /** The captcha's message for "获取验证码", when one is needed: core-domain's rule, or the picture still loading. */
  const captchaProblem = (): string | undefined => {
    if (!needsCaptcha) return undefined;
    const answer = CaptchaAnswerSchema.safeParse(values.captcha);
    if (!answer.success) return answer.error.issues[0]?.message;
    return captchaImage.data === undefined ? messages.captchaLoading : undefined;
  };

  const onSendCode = async () => {
    if (sendOff) return;
    const phoneOk = form.check(['newPhone']);
    const captcha = captchaProblem();
    if (captcha !== undefined) form.show({ errors: { captcha } });
    if (!phoneOk || captcha !== undefined) return;
    const newPhone = values.newPhone;
    let captchaSpent = false;
    try {
      // The server refuses a taken or unchanged number before any captcha or code is spent on it.
      await checkPhone({ oldPhone, newPhone }).unwrap();
      if (needsCaptcha && captchaImage.data !== undefined) {
        captchaSpent = true;
        await sendCaptchaCode({ mobile: newPhone, captcha: values.captcha.trim(), captchaId: captchaImage.data.captchaId, companyId }).unwrap();
        setVerifiedPhone(newPhone);
      } else {
        await sendCode({ mobile: newPhone, companyId }).unwrap();
      }
      countdown.start(SMS_COUNTDOWN_SECONDS);
      ui.toast('验证码已发送', 'success');
    } catch (error) {
      if (captchaSpent) {
        // The server spends a captcha on every check: a new picture, and only its answer is asked again.
        refreshCaptcha();
        form.show({ errors: { captcha: messages.captchaRefreshed } });
      }
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
          value={values.newPhone}
          onChange={(newPhone) => form.set({ newPhone })}
          error={form.errors.newPhone}
          testId="change-phone-new"
          placeholder="请输入新手机号"
          label="新手机号"
          leading={<Text className="user-form-label">新手机号</Text>}
        />

        {needsCaptcha && (
          <CaptchaInput
            value={values.captcha}
            onChange={(captcha) => form.set({ captcha })}
            error={form.errors.captcha}
            image={captchaImage.data}
            loadFailed={captchaImage.isError}
            onRefresh={refreshCaptcha}
            testId="change-phone-captcha"
            leading={<Text className="user-form-label">图形验证码</Text>}
          />
        )}

        <SmsCodeInput
          value={values.code}
          onChange={(code) => form.set({ code })}
          error={form.errors.code}
          testId="change-phone-code"
          leading={<Text className="user-form-label">验证码</Text>}
          sendText={checking.isLoading || sendingFirst.isLoading || sending.isLoading ? '发送中…' : sendLabel}
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
