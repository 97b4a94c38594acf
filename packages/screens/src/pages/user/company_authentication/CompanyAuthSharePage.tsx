import * as React from 'react';
import { useGetCompanyAuthQuery, useGetCompanyShareQuery, useJoinCompanyAuthMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { failureText } from '@screens/hooks/failureText';
import { houseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { shareLink } from '@screens/platform/shareLink';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

/**
 * The share link of a company authentication. Its owner copies the link to send to colleagues; a colleague who
 * opens it (logging in first) sees the company and joins it.
 */
function CompanyAuthSharePage({ params }: PageProps<'pages/user/company_authentication/share'>) {
  const preview = useGetCompanyShareQuery({ code: params.code });
  const mine = useGetCompanyAuthQuery();
  const [join, joining] = useJoinCompanyAuthMutation();
  const [problem, setProblem] = React.useState<string | null>(null);
  const link = shareLink.linkTo(pageLink('pages/user/company_authentication/share', { code: params.code }));
  const isOwner = mine.data?.shareCode === params.code;

  const onJoin = async () => {
    setProblem(null);
    try {
      const auth = await join({ id: params.code }).unwrap();
      ui.toast('已加入企业认证', 'success');
      void navigation.redirectTo(pageLink('pages/user/company_authentication/result', { id: String(auth.id) }));
    } catch (error) {
      setProblem(failureText(error) ?? '加入失败，请稍后再试');
    }
  };
  const onCopy = async () => {
    try {
      await houseActions.copyText(link);
      ui.toast('复制成功', 'success');
    } catch {
      setProblem('复制失败，请长按链接手动复制');
    }
  };

  if (preview.isError) {
    return (
      <Page>
        <StateView status="error" text={failureText(preview.error) ?? '邀请信息加载失败'} error={preview.error} onRetry={() => void preview.refetch()} />
      </Page>
    );
  }
  if (preview.data === undefined || mine.data === undefined) {
    return (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  return (
    <Page>
      <View className="id-panel" data-testid="company-share">
        <Text className="id-panel-title">{preview.data.companyName}</Text>
        <Text className="id-panel-text">{`统一社会信用代码 ${preview.data.creditCode}`}</Text>
        {isOwner ? (
          <>
            <Text className="id-panel-text">将以下链接发给同事，同事打开并登录后即可加入本企业认证：</Text>
            <Text className="id-list-item id-link" selectable data-testid="company-share-link">
              {link}
            </Text>
          </>
        ) : (
          <Text className="id-panel-text">{preview.data.joined ? '您已加入该企业认证。' : '您的同事邀请您加入该企业认证，加入后可使用企业租房服务。'}</Text>
        )}
        {problem !== null && <FieldError>{problem}</FieldError>}
      </View>
      <View className="id-actions">
        {isOwner ? (
          <Button testId="company-share-copy" onTap={() => void onCopy()}>
            复制邀请链接
          </Button>
        ) : preview.data.joined ? null : (
          <Button disabled={joining.isLoading} testId="company-share-join" onTap={() => void onJoin()}>
            加入企业认证
          </Button>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/user/company_authentication/share', CompanyAuthSharePage);
