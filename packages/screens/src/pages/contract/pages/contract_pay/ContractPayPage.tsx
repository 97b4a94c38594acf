import * as React from 'react';
import { useGetContractDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useRefetchOnReturn } from '@screens/hooks/useRefetchOnReturn';
import { navigation } from '@screens/platform/navigation';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, HouseBrief, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { FirstPaymentLines } from '@screens/features/signing/signingParts';
import { signStep } from '@screens/features/signing/signingFlow';

/**
 * 合同支付: the first bill of a signed contract (deposit and the first rent period, less the reservation's 定金),
 * paid through the pay module; bill_result asks the server what was paid. Paid: the way to the move-in (checkin_list).
 */
function ContractPayPage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_pay/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  // Back here after paying: the first bill is asked again, so a paid one shows 已支付 and no second 立即支付.
  useRefetchOnReturn(detail.refetch);
  const payment = usePayment();
  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  const step = signStep(contract.status);
  const first = contract.firstPayment;
  const orderNo = first?.orderNo;
  const payable = step === 'pay' && first !== null && first !== undefined && typeof orderNo === 'string' && !first.paid;

  return (
    <Page>
      <View className="bk-body">
        <Card>
          <HouseBrief coverUrl={contract.house.coverUrl} title={contract.house.title} meta={`合同编号 ${contract.contractNo}`} rent={contract.rent} testId="pay-house" />
        </Card>
        {first && (
          <Card title="首期账单">
            <FirstPaymentLines payment={first} />
            <InfoRow label="账单状态" value={first.paid ? '已支付' : step === 'pay' ? '待支付' : '签约后生成'} testId="pay-state" />
          </Card>
        )}
        {step === 'prefill' || step === 'verify' ? (
          <Card>
            <StateView status="empty" text="请先签署合同，签署后生成首期账单" />
            <Button onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/view_contract_paper/index', { contractId }))}>去签约</Button>
          </Card>
        ) : null}
        {step === 'signed' && (
          <Card title="办理入住">
            <Text className="bk-hint">{`首期款项已结清。请于${contract.startDate}起到店或联系管家办理入住交割，核对物品与水电读数。`}</Text>
            <Button testId="pay-check-in" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkin_list/index', { contractId }))}>
              查看入住清单
            </Button>
          </Card>
        )}
        {step === 'void' && <StateView status="empty" text="该合同已作废，无需支付" />}
      </View>
      {payable && (
        <ActionBar amountLabel="应付" amount={String(first.amount)}>
          <Button
            disabled={payment.paying}
            testId="pay-submit"
            onTap={() => void payment.pay({ orderNo, amount: first.amount }, { resultTitle: '首期租金及押金' })}
          >
            {payment.paying ? '支付中…' : '立即支付'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_pay/index', ContractPayPage);
