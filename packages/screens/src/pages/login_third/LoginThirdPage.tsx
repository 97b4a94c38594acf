import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '../../app/definePage';
import { useMiniProgramLogin, useWechatAccount } from '../../features/identity/miniProgramLogin';
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
  // In WeChat: which account the one-tap login opens (mini-program-session-key), said before the tap.
  const wechat = useWechatAccount();
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
            {wechat.status === 'bound' && (
              <Text className="third-note" data-testid="third-account">{`将登录手机号为 ${wechat.mobile} 的账号`}</Text>
            )}
            {wechat.status === 'unbound' && (
              <Text className="third-note" data-testid="third-account">该微信尚未绑定手机号：用手机号登录后将自动绑定，之后可一键登录</Text>
            )}
            <Button kind={wechat.status === 'unbound' ? 'default' : 'primary'} disabled={busy} testId="third-one-tap" onTap={() => void oneTap()}>
              {busy ? '登录中…' : `${platform}一键登录`}
            </Button>
            {failed && (
              <FieldError className="third-error">
                {`${platform}登录失败，该${platform}账号可能尚未绑定手机号，请使用手机号登录`}
              </FieldError>
            )}
            <Button kind={wechat.status === 'unbound' ? 'primary' : 'default'} testId="third-phone" onTap={phoneLogin}>
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
