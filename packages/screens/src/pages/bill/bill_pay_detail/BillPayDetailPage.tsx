import * as React from 'react';
import { useGetBillDetailQuery, usePayBillMutation } from '@aster/core-api';
import { formatAmount, PAY_WAY_TEXT } from '@aster/core-domain';
import { View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';

/**
 * 支付详情: the bill, the amount and the way, confirmed by one tap: the server makes today's order for the bill (the
 * amount is the server's, late fee included), then the pay module opens the shell's sheet and bill_result asks the
 * server what was paid. A tap while one is under way does nothing.
 */
function BillPayDetailPage({ params: { id, way } }: PageProps<'pages/bill/bill_pay_detail/index'>) {
  const query = useGetBillDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const [payBill, ordering] = usePayBillMutation();
  const payment = usePayment();
  const busy = ordering.isLoading || payment.paying;
  const bill = query.data;
  if (bill === undefined) return <QueryStatePage query={query} failedText="账单加载失败" />;

  const confirm = async () => {
    if (busy) return;
    // The request layer shows the server's refusal (paid meanwhile, another way...): the tenant stays here.
    const order = await payBill({ id, way }).unwrap().catch(() => null);
    if (order !== null) await payment.pay(order, { resultTitle: bill.title });
  };

  return (
    <Page>
      <View className="bk-body">
        <Card title="支付信息">
          <InfoRow label="账单" value={bill.title} />
          <InfoRow label="合同编号" value={bill.contractNo} />
          <InfoRow label="账期" value={`${bill.periodStart} 至 ${bill.periodEnd}`} />
          <InfoRow label="支付方式" value={PAY_WAY_TEXT[way]} testId="pay-detail-way" />
          <InfoRow label="支付金额" value={`¥${formatAmount(bill.amount)}`} strong testId="pay-detail-amount" />
        </Card>
      </View>
      <ActionBar amountLabel="应付" amount={formatAmount(bill.amount)}>
        <Button disabled={busy || !bill.payable} testId="pay-detail-confirm" onTap={() => void confirm()}>
          {busy ? '支付中…' : bill.payable ? '确认支付' : '账单无需支付'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/bill/bill_pay_detail/index', BillPayDetailPage);
