import * as React from 'react';
import {
  useAppSelector,
  useGetCaptchaImageQuery,
  useLoginByPhoneInMiniProgramMutation,
  useLoginByPhoneMutation,
  useSendCodeMutation,
  useSendLoginCodeMutation,
} from '@aster/core-api';
import { Text, View } from 'remax/one';
import { CaptchaAnswerSchema, pageLink, selectCompanyId } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { builtPageUrl } from '../../hooks/builtPages';
import { afterLoginUrl, leaveLoginPage } from '../../hooks/loginRedirect';
import { useCountdown } from '../../hooks/useCountdown';
import { useForm } from '../../hooks/useForm';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { AgreementCheckbox } from '@screens/features/user/AgreementCheckbox';
import { CaptchaInput } from '@screens/features/user/CaptchaInput';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import { PhoneInput, SmsCodeInput } from '../../ui/PhoneFields';
import { SMS_COUNTDOWN_SECONDS } from '../../ui/phoneFieldRules';
import { useSmsProof } from '@screens/features/user/useSmsProof';
import { isOpenIdTaken, miniProgramCodeFields } from '@screens/features/identity/miniProgramLogin';
import { LoginFormSchema, loginCodeFailure, messages } from './loginForm';
import './LoginByPhonePage.css';

/**
 * Phone login: SMS code with a 60 s countdown, agreement, login. The picture captcha shows only once the server asks
 * for it (CAPTCHA_REQUIRED: its step-up after suspicious use); on H5 a logged-out request carries a proof of work.
 */
function LoginByPhonePage({ params }: PageProps<'pages/login_by_phone/index'>) {
  const companyId = useAppSelector(selectCompanyId);
  // The server's step-up: from its CAPTCHA_REQUIRED on, each code this page asks for goes with the picture captcha.
  const [captchaAsked, setCaptchaAsked] = React.useState(false);
  const captchaImage = useGetCaptchaImageQuery(undefined, { skip: !captchaAsked });
  const [sendLoginCode, sending] = useSendLoginCodeMutation();
  const [resendCode, resending] = useSendCodeMutation();
  const [login] = useLoginByPhoneMutation();
  const [loginInMiniProgram] = useLoginByPhoneInMiniProgramMutation();
  const smsProof = useSmsProof();
  const countdown = useCountdown();

  const form = useForm(LoginFormSchema, {
    initial: { mobile: '', captcha: '', code: '', agreed: false },
    // The session (loggedIn) and the user refresh follow from the answer: core-api's auth listeners. In a
    // mini-program the login binds its WeChat/Alipay account to the phone's (login/auth-and-login), so the next
    // login is one tap; in a browser, or without a code from the platform, plain phone login.
    submit: async ({ mobile, code }) => {
      const binding = await miniProgramCodeFields();
      if (binding === null) return login({ mobile, code, companyId }).unwrap();
      try {
        return await loginInMiniProgram({ mobile, code, companyId, ...binding }).unwrap();
      } catch (error) {
        // This WeChat/Alipay account belongs to another phone's account: log in by phone alone (the code is unspent).
        if (!isOpenIdTaken(error)) throw error;
        return login({ mobile, code, companyId }).unwrap();
      }
    },
    // An account whose log-out waits its cooling-off period opens on user_cancel: when it goes, and 撤销注销.
    onSuccess: (result) => {
      ui.toast('登录成功', 'success');
      void leaveLoginPage(result.accountCancel ? pageLink('pages/user/user_cancel/index') : afterLoginUrl(params.redirectUrl));
    },
  });
  const { values } = form;
  // The phone a code was last sent to: a resend to it within the code's life goes through send-code (server rule).
  const [sentToPhone, setSentToPhone] = React.useState<string | null>(null);

  const refreshCaptcha = () => {
    form.set({ captcha: '' });
    void captchaImage.refetch();
  };

  const busy = sending.isLoading || resending.isLoading || smsProof.solving || form.sending;

  /** The captcha's message for "获取验证码", once asked for: core-domain's rule, or the picture still loading. */
  const captchaProblem = (): string | undefined => {
    if (!captchaAsked) return undefined;
    const answer = CaptchaAnswerSchema.safeParse(values.captcha);
    if (!answer.success) return answer.error.issues[0]?.message;
    return captchaImage.data === undefined ? messages.captchaLoading : undefined;
  };

  const onSendCode = async () => {
    if (countdown.remaining > 0 || busy) return;
    const phoneOk = form.check(['mobile']);
    const captcha = captchaProblem();
    if (captcha !== undefined) form.show({ errors: { captcha } });
    if (!phoneOk || captcha !== undefined) return;
    const withCaptcha = captchaAsked && captchaImage.data !== undefined ? { captcha: values.captcha.trim(), captchaId: captchaImage.data.captchaId } : null;
    try {
      const proof = await smsProof.prove();
      if (withCaptcha === null && sentToPhone === values.mobile) {
        await resendCode({ mobile: values.mobile, companyId, ...proof }).unwrap();
      } else {
        await sendLoginCode({ mobile: values.mobile, companyId, ...proof, ...withCaptcha }).unwrap();
      }
      setSentToPhone(values.mobile);
      countdown.start(SMS_COUNTDOWN_SECONDS);
      ui.toast('验证码已发送', 'success');
    } catch (error) {
      const next = loginCodeFailure(error, withCaptcha !== null);
      if (next.askCaptcha) setCaptchaAsked(true);
      // The server spends a captcha on every check: a new picture, and only its answer is asked again.
      if (next.newPicture) refreshCaptcha();
      if (next.captchaMessage !== undefined) form.show({ errors: { captcha: next.captchaMessage } });
      form.show({ failure: next.failure });
    }
  };

  const sendLabel = countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : sentToPhone === null ? '获取验证码' : '重新获取';
  const otherLogin = builtPageUrl(pageLink('pages/login_third/index'));

  return (
    <Page>
      <View className="login-head">
        <Text className="login-title">手机号登录</Text>
        <Text className="login-subtitle">未注册的手机号验证后将自动创建账号</Text>
      </View>

      <View className="login-form">
        <PhoneInput
          value={values.mobile}
          onChange={(mobile) => form.set({ mobile })}
          error={form.errors.mobile}
          testId="login-phone"
          placeholder="请输入手机号"
          label="手机号"
          leading={<Text className="login-prefix">+86</Text>}
        />

        {captchaAsked && (
          <CaptchaInput
            value={values.captcha}
            onChange={(captcha) => form.set({ captcha })}
            error={form.errors.captcha}
            image={captchaImage.data}
            loadFailed={captchaImage.isError}
            onRefresh={refreshCaptcha}
            testId="login-captcha"
          />
        )}

        <SmsCodeInput
          value={values.code}
          onChange={(code) => form.set({ code })}
          error={form.errors.code}
          testId="login-code"
          sendText={sending.isLoading || resending.isLoading || smsProof.solving ? '发送中…' : sendLabel}
          sendDisabled={countdown.remaining > 0 || busy}
          sendTestId="login-send-code"
          onSend={() => void onSendCode()}
        />

        {form.failure !== null && (
          <FieldError className="login-form-error">{form.failure}</FieldError>
        )}

        <View className="login-submit">
          <Button disabled={busy} testId="login-submit" onTap={() => void form.submit()}>
            {form.sending ? '登录中…' : '登录'}
          </Button>
        </View>

        <AgreementCheckbox checked={values.agreed} testId="login-agree" onChange={(agreed) => form.set({ agreed })} />
        {form.errors.agreed && <FieldError>{form.errors.agreed}</FieldError>}
      </View>

      {otherLogin !== null && (
        <View className="login-other" role="button" onTap={() => void navigation.navigateTo(otherLogin)}>
          <Text>其他登录方式</Text>
        </View>
      )}
    </Page>
  );
}

export default definePage('pages/login_by_phone/index', LoginByPhonePage);
