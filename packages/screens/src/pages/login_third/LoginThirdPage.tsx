import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '../../app/definePage';
import { useMiniProgramLogin } from '../../features/identity/miniProgramLogin';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import './LoginThirdPage.css';

/**
 * Third-party login choice: one-tap login with the mini-program's account (wx.login / my.getAuthCode through
 * the login port), or phone login. In a browser there is no such account: the page says so.
 */
function LoginThirdPage({ params }: PageProps<'pages/login_third/index'>) {
  const { account, busy, logIn, phoneLogin } = useMiniProgramLogin(params.redirectUrl, '登录成功');
  const [failed, setFailed] = React.useState(false);
  const platform = account?.name ?? null;

  const oneTap = async () => {
    if (busy) return;
    setFailed(false);
    setFailed(!(await logIn()));
  };

  return (
    <Page>
      <View className="third-head">
        <View className="third-logo">
          <Text>寓</Text>
        </View>
        <Text className="third-title">登录 Aster 租房</Text>
        <Text className="third-subtitle">登录后可查看合同、缴纳账单、预约看房</Text>
      </View>
      <View className="third-actions">
        {platform !== null ? (
          <>
            <Button disabled={busy} onTap={() => void oneTap()}>
              {busy ? '登录中…' : `${platform}一键登录`}
            </Button>
            {failed && (
              <FieldError className="third-error">
                {`${platform}登录失败，该${platform}账号可能尚未绑定手机号，请使用手机号登录`}
              </FieldError>
            )}
            <Button kind="default" onTap={phoneLogin}>
              手机号登录
            </Button>
          </>
        ) : (
          <>
            <Text className="third-note">
              微信、支付宝一键登录仅在 Aster 租房小程序中可用。在浏览器中，请使用手机号和短信验证码登录。
            </Text>
            <Button onTap={phoneLogin}>手机号登录</Button>
          </>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/login_third/index', LoginThirdPage);
