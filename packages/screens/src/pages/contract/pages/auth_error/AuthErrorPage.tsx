import * as React from 'react';
import { useGetContractDetailQuery, useGetPersonInfoQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { InfoRow, ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';

/**
 * 认证失败: the tenant's verified identity is not the contract's tenant (check-contract-cret). Shows both, masked, and
 * the ways out: the contract is signed by its tenant's own verified account, or the manager corrects the contract; the
 * verified identity itself is not typed over (the real-name page shows it).
 */
function AuthErrorPage({ params: { contractId } }: PageProps<'pages/contract/pages/auth_error/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const person = useGetPersonInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  const paper = pageLink('pages/contract/pages/view_contract_paper/index', { contractId });
  const onFile = person.data ?? null;

  return (
    <Page>
      <ResultHead title="实名信息不一致" text="您的实名信息与合同承租人不一致，暂时无法签署" tone="info" />
      <View className="ak-body">
        <Card title="核对信息">
          <InfoRow label="合同承租人" value={`${contract.tenantName}${contract.idNumberMasked ? `（${contract.idNumberMasked}）` : ''}`} testId="auth-error-contract" />
          <InfoRow label="您的实名信息" value={onFile === null || !onFile.verified ? '未实名认证' : `${onFile.name}（${onFile.idNumberMasked}）`} testId="auth-error-person" />
        </Card>
        <Card title="怎么办">
          <View>
            <Text className="sg-reason">1. 合同须由承租人本人签署：请使用承租人本人实名认证的账号登录后签约。</Text>
          </View>
          <View>
            <Text className="sg-reason">2. 若合同上的承租人姓名或证件号码有误，请联系管家修改合同后再签署。</Text>
          </View>
          <View>
            <Text className="sg-reason">3. 若您的实名信息有误，请联系客服更正。</Text>
          </View>
        </Card>
        <View className="bk-actions">
          <Button testId="auth-error-identity" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_authentication/index', { redirectUrl: paper }))}>
            查看我的实名信息
          </Button>
          <Button kind="default" testId="auth-error-back" onTap={() => void navigation.redirectTo(paper)}>
            返回合同
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/auth_error/index', AuthErrorPage);
