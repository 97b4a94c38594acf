import * as React from 'react';
import { useGetCheckoutAgreementQuery, useGetCheckoutListQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { formatDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';

/** 退租文件: the documents of the lease's checkout: the agreement (signed or to sign), the settlement, the contract itself. */
function CheckoutFilesPage({ params: { contractId } }: PageProps<'pages/contract/pages/checkout_view_files/index'>) {
  const list = useGetCheckoutListQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const application = list.data?.find((each) => each.status !== 'closed');
  const agreement = useGetCheckoutAgreementQuery({ id: contractId }, { skip: application === undefined, refetchOnMountOrArgChange: true });
  if (list.data === undefined) return <QueryStatePage query={list} failedText="退租文件加载失败" />;
  if (application === undefined) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="暂无退租文件，申请退租后可在此查看" />
        </View>
      </Page>
    );
  }
  const signed = agreement.data?.signed === true;
  return (
    <Page>
      <View className="bk-body">
        <Card flush>
          <Cell
            title="房屋租赁退租协议"
            value={agreement.data === undefined ? '' : signed ? `已签署 ${formatDate(agreement.data.signedAt ?? null, 'yyyy-MM-dd')}` : '待签署'}
            testId="checkout-file-agreement"
            onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkout_sign_contract_preview/index', { contractId }))}
          />
          <Cell
            title="退租结算单"
            value={application.status === 'settled' ? '已结算' : '待结算'}
            testId="checkout-file-settlement"
            onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent_detail/index', { contractId }))}
          />
          {hasScreen('pages/contract/pages/contract_detail/index') && (
            <Cell title="租赁合同" value={application.contractNo} testId="checkout-file-contract" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_detail/index', { contractId }))} />
          )}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/checkout_view_files/index', CheckoutFilesPage);
