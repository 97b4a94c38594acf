import * as React from 'react';
import { useGetCompanyAuthByIdQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';

/** The outcome of a company authentication of the tenant's own: approved (or cancelled), its details masked. */
function CompanyAuthResultPage({ params }: PageProps<'pages/user/company_authentication/result'>) {
  const auth = useGetCompanyAuthByIdQuery({ id: params.id });
  if (auth.isError) {
    return (
      <Page>
        <StateView status="error" text={failureText(auth.error) ?? '企业认证信息加载失败'} error={auth.error} onRetry={() => void auth.refetch()} />
      </Page>
    );
  }
  if (auth.data === undefined) {
    return (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  const { data } = auth;
  const approved = data.status === 'approved';
  return (
    <Page>
      <View className="id-panel" data-testid="company-result-panel">
        <Text className={`id-panel-title ${approved ? 'id-verified' : ''}`}>{approved ? '企业认证成功' : '企业认证已取消'}</Text>
        <Text className="id-panel-text">{approved ? (data.role === 'owner' ? '您可以邀请同事加入本企业认证。' : '您已通过同事的邀请加入本企业认证。') : '如需继续使用企业服务，请重新认证。'}</Text>
        <View className="id-row">
          <Text>企业名称</Text>
          <Text className="id-row-value">{data.companyName}</Text>
        </View>
        <View className="id-row">
          <Text>统一社会信用代码</Text>
          <Text className="id-row-value">{data.creditCode}</Text>
        </View>
        <View className="id-row">
          <Text>法定代表人</Text>
          <Text className="id-row-value">{data.legalPerson}</Text>
        </View>
        <View className="id-row">
          <Text>认证时间</Text>
          <Text className="id-row-value">{formatDate(data.createdAt, 'yyyy-MM-dd HH:mm')}</Text>
        </View>
      </View>
      <View className="id-actions">
        {approved && data.shareCode !== null ? (
          <Button testId="company-result-invite" onTap={() => void navigation.navigateTo(pageLink('pages/user/company_authentication/share', { code: data.shareCode ?? '' }))}>
            邀请同事加入
          </Button>
        ) : null}
        <Button kind="default" onTap={() => void navigation.redirectTo(pageLink('pages/user/company_authentication/index'))}>
          返回企业认证
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/user/company_authentication/result', CompanyAuthResultPage);
