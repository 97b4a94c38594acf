import * as React from 'react';
import { useGetContractSuccessQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { HouseBrief, InfoRow, ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { FirstPaymentLines } from '@screens/features/signing/signingParts';
import { signStep } from '@screens/features/signing/signingFlow';

/** 签约成功 (contract/contract-success): what was signed, the first bill to pay next, the steps after, and the signed contract's PDF. */
function ContractSuccessPage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_success/index'>) {
  const success = useGetContractSuccessQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const contract = success.data;
  if (contract === undefined) return <QueryStatePage query={success} failedText="合同加载失败" />;
  const toPay = signStep(contract.status) === 'pay';
  const payment = contract.firstPayment;

  return (
    <Page>
      <ResultHead
        title="签约成功"
        text={toPay ? '合同已签署，请尽快支付首期款项，支付后即可入住' : '合同已签署，首期款项已结清'}
        tone="success"
      />
      <View className="ak-body">
        <Card>
          <HouseBrief coverUrl={contract.house.coverUrl} title={contract.house.title} meta={contract.house.storeName} rent={contract.rent} testId="success-house" />
        </Card>
        <Card title="合同信息">
          <InfoRow label="合同编号" value={contract.contractNo} testId="success-contract-no" />
          <InfoRow label="租期" value={`${contract.startDate} 至 ${contract.endDate}`} />
          <InfoRow label="付款方式" value={contract.paymentCycleText} />
          <InfoRow label="合同状态" value={contract.statusText} testId="success-status" />
        </Card>
        {payment && (
          <Card title={payment.paid ? '首期款项（已支付）' : '首期款项'}>
            <FirstPaymentLines payment={payment} />
          </Card>
        )}
        <Card title="接下来">
          <View className="bk-steps">
            {contract.nextSteps.map((step, index) => (
              <View key={step} className="bk-step">
                <Text className="bk-step-index">{index + 1}</Text>
                <Text className="bk-step-text">{step}</Text>
              </View>
            ))}
          </View>
        </Card>
        <View className="bk-actions">
          {toPay && (
            <Button testId="success-pay" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_pay/index', { contractId }))}>
              {`支付首期款 ¥${payment?.amount ?? ''}`}
            </Button>
          )}
          {contract.pdfUrl && (
            <Button
              kind="default"
              testId="success-pdf"
              onTap={() => void navigation.navigateTo(pageLink('pages/show_pdf/index', { url: contract.pdfUrl ?? '', title: `租赁合同 ${contract.contractNo}` }))}
            >
              查看电子合同
            </Button>
          )}
          <Button kind="default" testId="success-commitment" onTap={() => void navigation.navigateTo(pageLink('pages/service/pages/commitment-book/index', { contractId }))}>
            签署租住承诺书
          </Button>
          <Button kind="default" testId="success-insurance" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_choose_insurance/index', { contractId }))}>
            选购租房保险
          </Button>
          <Button kind="default" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_detail/index', { contractId }))}>
            查看合同详情
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_success/index', ContractSuccessPage);
