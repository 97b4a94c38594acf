import * as React from 'react';
import { useGetCheckoutListQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { yuanText } from '@screens/ui/houseFacts';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { ProgressSteps, RefundLines } from '@screens/features/leaseEnding/leaseParts';
import { checkoutProgress } from '@screens/features/leaseEnding/leaseRules';
import { StatusHead } from '@screens/ui/StatusHead';

/** 退租进度: the lease's latest checkout (open or settled), its steps with their dates, the settled lines and the money. */
function UnRentDetailPage({ params: { contractId } }: PageProps<'pages/contract/pages/un_rent_detail/index'>) {
  const list = useGetCheckoutListQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const payment = usePayment();
  if (list.data === undefined) return <QueryStatePage query={list} failedText="退租进度加载失败" />;
  const application = list.data.find((each) => each.status !== 'closed');
  if (application === undefined) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="该合同暂无退租申请" />
        </View>
      </Page>
    );
  }
  const money = application.money;
  const owed = money?.direction === 'collect' && (money.balancePaidAt === null || money.balancePaidAt === undefined) ? money.balanceOrder : null;

  return (
    <Page>
      <StatusHead status={application.statusText} note={application.houseTitle} testId="un-rent-detail-status" />
      <View className="bk-body ak-overlap">
        <Card title="退租进度">
          <ProgressSteps steps={checkoutProgress(application)} testId="un-rent-detail-steps" />
        </Card>
        {application.status === 'settled' && application.lines !== null && application.lines !== undefined && (
          <RefundLines lines={application.lines} netFen={Math.round(Number(application.netAmount ?? 0) * 100)} account={money?.refundAccount} title="结算明细" />
        )}
        <Card title="退租信息">
          <InfoRow label="合同编号" value={application.contractNo} />
          <InfoRow label="退租日期" value={application.expectCheckoutDate} />
        </Card>
        <Card flush>
          <Cell
            title="退租文件"
            testId="un-rent-detail-files"
            onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkout_view_files/index', { contractId }))}
          />
          {application.status === 'applied' && (
            <Cell title="退款明细" testId="un-rent-detail-preview" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent/index', { contractId }))} />
          )}
        </Card>
      </View>
      {owed !== null && owed !== undefined && (
        <ActionBar amountLabel="待补交" amount={yuanText(owed.amount)}>
          <Button testId="un-rent-detail-pay" disabled={payment.paying} onTap={() => void payment.pay(owed, { resultTitle: '退租结算补交' })}>
            {payment.paying ? '支付中…' : '去支付'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/un_rent_detail/index', UnRentDetailPage);
