import * as React from 'react';
import { useAppSelector, useGetOauthAppInfoQuery, useGrantOauthCodeMutation } from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { LOGIN_PAGE, pageLink, selectIsLoggedIn } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { oauthHandBack } from '@screens/platform/oauthHandBack';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

/**
 * A partner application asks the tenant to authorise it (OAuth): its name and logo (oauth2/app-info), what it gets,
 * and 同意授权, which issues a one-time code (oauth2/auth-code, logged in) handed back to the application at the
 * address the server registered for it. A guest logs in first and comes back here.
 */
function OauthThirdPage({ params }: PageProps<'pages/oauth-third/index'>) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const app = useGetOauthAppInfoQuery({ appId: params.appId });
  const [grant, granting] = useGrantOauthCodeMutation();
  const [problem, setProblem] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);

  const onGrant = async () => {
    if (!loggedIn) {
      void navigation.navigateTo(pageLink(LOGIN_PAGE, { redirectUrl: pageLink('pages/oauth-third/index', { appId: params.appId }) }));
      return;
    }
    setProblem(null);
    try {
      const code = await grant({ appId: params.appId }).unwrap();
      const handed = await oauthHandBack.handBack({ redirectUrl: code.redirectUrl ?? null, authCode: code.authCode });
      setDone(true);
      if (!handed) setProblem('已授权，请返回原应用继续');
    } catch (error) {
      setProblem(failureText(error) ?? '授权失败，请稍后再试');
    }
  };

  if (app.isError) {
    return (
      <Page>
        <StateView status="error" text={failureText(app.error) ?? '应用信息加载失败'} error={app.error} onRetry={() => void app.refetch()} />
      </Page>
    );
  }
  if (app.data === undefined) {
    return (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  return (
    <Page>
      <View className="id-panel" data-testid="oauth-third">
        {app.data.logoUrl ? <Image src={app.data.logoUrl} style={{ width: '96px', height: '96px' }} aria-hidden="true" wechat-aria-hidden="true" ali-aria-hidden="true" /> : null}
        <Text className="id-panel-title">{`${app.data.appName} 申请使用您的 Aster 账号登录`}</Text>
        <Text className="id-list-item">· 获取您的账号标识，用于在该应用中识别您</Text>
        <Text className="id-list-item">· 不会获取您的手机号、证件号码和合同信息</Text>
        {problem !== null && <FieldError>{problem}</FieldError>}
      </View>
      <View className="id-actions">
        <Button disabled={granting.isLoading || done} testId="oauth-third-grant" onTap={() => void onGrant()}>
          {done ? '已授权' : loggedIn ? '同意授权' : '登录后授权'}
        </Button>
        <Button kind="default" testId="oauth-third-refuse" onTap={() => void navigation.navigateBack()}>
          拒绝
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/oauth-third/index', OauthThirdPage);
