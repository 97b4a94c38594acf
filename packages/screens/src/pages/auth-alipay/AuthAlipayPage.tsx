import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useAlipayAuthLogin, useMiniProgramLogin } from '@screens/features/identity/miniProgramLogin';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/**
 * Alipay authorisation: the tenant taps, my.getAuthCode (the login port) gives the auth code and
 * alipay-auth/authToken (bizType login) trades it for a session. Outside Alipay there is no auth code: the page says
 * so and offers phone login.
 */
function AuthAlipayPage({ params }: PageProps<'pages/auth-alipay/index'>) {
  const { phoneLogin } = useMiniProgramLogin(params.redirectUrl, '授权成功');
  const { inAlipay, busy, logIn } = useAlipayAuthLogin(params.redirectUrl, '授权成功');
  const [failed, setFailed] = React.useState(false);

  const authorise = async () => {
    if (!inAlipay || busy) return;
    setFailed(false);
    setFailed(!(await logIn()));
  };

  return (
    <Page>
      <View className="id-panel" data-testid="auth-alipay">
        <Text className="id-panel-title">支付宝授权登录</Text>
        <Text className="id-panel-text">
          {inAlipay ? '授权后将使用您的支付宝账号登录 Aster 租房，我们仅获取用于识别账号的信息。' : '支付宝授权仅在支付宝小程序中可用，请使用手机号登录。'}
        </Text>
      </View>
      <View className="id-actions">
        {inAlipay ? (
          <Button disabled={busy} testId="auth-alipay-go" onTap={() => void authorise()}>
            {busy ? '授权中…' : '同意授权并登录'}
          </Button>
        ) : null}
        {failed && <FieldError>支付宝授权失败，请重试或使用手机号登录</FieldError>}
        <Button kind={inAlipay ? 'default' : 'primary'} testId="auth-alipay-phone" onTap={phoneLogin}>
          手机号登录
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/auth-alipay/index', AuthAlipayPage);
