import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useMiniProgramLogin } from '@screens/features/identity/miniProgramLogin';
import { AgreementCheckbox } from '@screens/features/user/AgreementCheckbox';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

/**
 * The login landing: one-tap login with the mini-program's account where there is one, or phone login; both only
 * after the agreement is ticked (the phone page asks again). The redirect target is kept, and only a page of this
 * app (afterLoginUrl), never an address outside it.
 */
function LoginPage({ params }: PageProps<'pages/login/index'>) {
  const { account: oneTap, busy, logIn, phoneLogin: toPhoneLogin } = useMiniProgramLogin(params.redirectUrl, '登录成功');
  const [agreed, setAgreed] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);

  const oneTapLogin = async () => {
    if (oneTap === null || busy) return;
    if (!agreed) {
      setProblem(AGREEMENT_REQUIRED);
      return;
    }
    setProblem(null);
    if (!(await logIn())) setProblem(`${oneTap.name}登录失败，请使用手机号登录`);
  };

  const phoneLogin = () => {
    if (!agreed) {
      setProblem(AGREEMENT_REQUIRED);
      return;
    }
    toPhoneLogin();
  };

  return (
    <Page>
      <View className="id-panel" data-testid="login-landing">
        <Text className="id-panel-title">登录 Aster 租房</Text>
        <Text className="id-panel-text">登录后可预约看房、签约租房、缴纳账单和使用智能门锁</Text>
      </View>
      <View className="id-actions">
        {oneTap !== null ? (
          <Button disabled={busy} testId="login-one-tap" onTap={() => void oneTapLogin()}>
            {busy ? '登录中…' : `${oneTap.name}一键登录`}
          </Button>
        ) : null}
        <Button kind={oneTap !== null ? 'default' : 'primary'} testId="login-phone" onTap={phoneLogin}>
          手机号登录
        </Button>
        <AgreementCheckbox checked={agreed} testId="login-landing-agree" onChange={(value) => { setAgreed(value); setProblem(null); }} />
        {problem !== null && <FieldError>{problem}</FieldError>}
        {oneTap === null ? <Text className="id-panel-text">微信、支付宝一键登录仅在 Aster 租房小程序中可用。</Text> : null}
      </View>
    </Page>
  );
}

export default definePage('pages/login/index', LoginPage);
