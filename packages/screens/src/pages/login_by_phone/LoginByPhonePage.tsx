import * as React from 'react';
import {
  useAppSelector,
  useGetCaptchaImageQuery,
  useLoginByPhoneMutation,
  useSendCodeMutation,
  useSendLoginCodeMutation,
} from '@aster/core-api';
import { Image, Input, Text, View } from 'remax/one';
import { pageLink, selectCompanyId } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { builtPageUrl } from '../../hooks/builtPages';
import { failureText } from '../../hooks/failureText';
import { afterLoginUrl, leaveLoginPage } from '../../hooks/loginRedirect';
import { useCountdown } from '../../hooks/useCountdown';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import { PhoneInput, SmsCodeInput } from '../../ui/PhoneFields';
import { SMS_COUNTDOWN_SECONDS } from '../../ui/phoneFieldRules';
import {
  loginErrors,
  messages,
  sendCodeErrors,
  type LoginFormErrors,
  type LoginFormValues,
} from './loginForm';
import './LoginByPhonePage.css';

/** Phone login: picture captcha, SMS code with a 60 s countdown, agreement, login. */
function LoginByPhonePage({ params }: PageProps<'pages/login_by_phone/index'>) {
  const companyId = useAppSelector(selectCompanyId);
  const captchaImage = useGetCaptchaImageQuery();
  const [sendLoginCode, sending] = useSendLoginCodeMutation();
  const [resendCode, resending] = useSendCodeMutation();
  const [login, loggingIn] = useLoginByPhoneMutation();
  const countdown = useCountdown();

  const [values, setValues] = React.useState<LoginFormValues>({ phone: '', captcha: '', code: '', agreed: false });
  const [errors, setErrors] = React.useState<LoginFormErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  // The phone that last passed the captcha: a resend to it needs no new captcha (server rule).
  const [verifiedPhone, setVerifiedPhone] = React.useState<string | null>(null);

  const update = (patch: Partial<LoginFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch) as (keyof LoginFormValues)[]) delete next[key];
      return next;
    });
    setFormError(null);
  };

  const refreshCaptcha = () => {
    update({ captcha: '' });
    void captchaImage.refetch();
  };

  const needsCaptcha = verifiedPhone !== values.phone;
  const busy = sending.isLoading || resending.isLoading || loggingIn.isLoading;

  const onSendCode = async () => {
    if (countdown.remaining > 0 || busy) return;
    const found = sendCodeErrors(values, needsCaptcha);
    if (needsCaptcha && found.captcha === undefined && captchaImage.data === undefined) found.captcha = messages.captchaLoading;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (needsCaptcha && captchaImage.data !== undefined) {
        await sendLoginCode({ mobile: values.phone, captcha: values.captcha.trim(), captchaId: captchaImage.data.captchaId, companyId }).unwrap();
        setVerifiedPhone(values.phone);
      } else {
        await resendCode({ mobile: values.phone, companyId }).unwrap();
      }
      countdown.start(SMS_COUNTDOWN_SECONDS);
      ui.toast('验证码已发送', 'success');
    } catch (error) {
      setFormError(failureText(error));
      if (needsCaptcha) {
        // The server spends a captcha on every check: a new picture, and only its answer is asked again.
        void captchaImage.refetch();
        setValues((previous) => ({ ...previous, captcha: '' }));
        setErrors({ captcha: messages.captchaRefreshed });
      }
    }
  };

  const onLogin = async () => {
    if (busy) return;
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      // The session (loggedIn) and the user refresh follow from the answer: core-api's auth listeners.
      await login({ mobile: values.phone, code: values.code.trim(), companyId }).unwrap();
      ui.toast('登录成功', 'success');
      void leaveLoginPage(afterLoginUrl(params.redirectUrl));
    } catch (error) {
      setFormError(failureText(error));
    }
  };

  const sendLabel = countdown.remaining > 0 ? `${countdown.remaining}秒后重发` : verifiedPhone === null ? '获取验证码' : '重新获取';
  const otherLogin = builtPageUrl(pageLink('pages/login_third/index'));

  return (
    <Page>
      <View className="login-head">
        <Text className="login-title">手机号登录</Text>
        <Text className="login-subtitle">未注册的手机号验证后将自动创建账号</Text>
      </View>

      <View className="login-form">
        <PhoneInput
          value={values.phone}
          onChange={(phone) => update({ phone })}
          error={errors.phone}
          testId="login-phone"
          placeholder="请输入手机号"
          label="手机号"
          leading={<Text className="login-prefix">+86</Text>}
        />

        {needsCaptcha && (
          <>
            <View className={`ak-field ${errors.captcha ? 'ak-field--error' : ''}`}>
              <Input
                className="ak-field-input ak-input"
                value={values.captcha}
                maxLength={8}
                placeholder="请输入图形验证码"
                aria-label="图形验证码"
                data-testid="login-captcha"
                onInput={(event) => update({ captcha: String(event.target.value ?? '').trim() })}
              />
              <View
                className="login-captcha"
                role="button"
                aria-label="看不清？换一张"
                data-testid="login-captcha-image"
                // Not a secret (the app sends it back with the answer); tests read the answer by it in dev mode.
                data-captcha-id={captchaImage.data?.captchaId}
                onTap={refreshCaptcha}
              >
                {captchaImage.data !== undefined ? (
                  <Image className="login-captcha-image" src={captchaImage.data.image} mode="aspectFit" />
                ) : (
                  <Text className="login-captcha-text">{captchaImage.isError ? '加载失败，点击重试' : '加载中…'}</Text>
                )}
              </View>
            </View>
            {errors.captcha && <FieldError>{errors.captcha}</FieldError>}
          </>
        )}

        <SmsCodeInput
          value={values.code}
          onChange={(code) => update({ code })}
          error={errors.code}
          testId="login-code"
          sendText={sending.isLoading || resending.isLoading ? '发送中…' : sendLabel}
          sendDisabled={countdown.remaining > 0 || busy}
          sendTestId="login-send-code"
          onSend={() => void onSendCode()}
        />

        {formError !== null && (
          <FieldError className="login-form-error">{formError}</FieldError>
        )}

        <View className="login-submit">
          <Button disabled={busy} testId="login-submit" onTap={() => void onLogin()}>
            {loggingIn.isLoading ? '登录中…' : '登录'}
          </Button>
        </View>

        <Checkbox checked={values.agreed} testId="login-agree" onChange={(agreed) => update({ agreed })}>
          <Text>我已阅读并同意</Text>
          <Text className="ak-link">《用户协议》</Text>
          <Text>和</Text>
          <Text className="ak-link">《隐私政策》</Text>
        </Checkbox>
        {errors.agreed && <FieldError>{errors.agreed}</FieldError>}
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
