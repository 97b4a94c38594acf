import * as React from 'react';
import { useGetBillCouponsQuery, usePayBillMutation } from '@aster/core-api';
import { formatAmount, parseYuanToFen, PAY_WAY_TEXT } from '@aster/core-domain';
import { View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { failureText } from '@screens/hooks/failureText';
import { fenText } from '@screens/features/wallet/walletText';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { BillPaid, billSettled, useBillOnShow } from '@screens/features/bills/BillPaid';

/**
 * 支付详情: the bill, the amount and the way, confirmed by one tap: the server makes today's order for the bill (the
 * amount is the server's, late fee included), then the pay module opens the shell's sheet and bill_result asks the
 * server what was paid. A tap while one is under way does nothing. With the coupon chosen on 选择支付方式 (`coupon`)
 * the order is made with it (the server takes the discount off and holds the coupon until the order is paid); a
 * refusal of the coupon is said here and the tenant goes back to choose again.
 */
function BillPayDetailPage({ params: { id, way, coupon: couponId } }: PageProps<'pages/bill/bill_pay_detail/index'>) {
  const query = useBillOnShow(id);
  const coupons = useGetBillCouponsQuery({ id }, { refetchOnMountOrArgChange: true, skip: couponId === undefined });
  const [refusal, setRefusal] = React.useState<string>();
  const [payBill, ordering] = usePayBillMutation();
  const payment = usePayment();
  const busy = ordering.isLoading || payment.paying;
  const bill = query.data;
  if (bill === undefined) return <QueryStatePage query={query} failedText="账单加载失败" />;
  // Back here after paying (the cashier's page stays in the history under the result): paid, not a second 确认支付.
  if (billSettled(bill) && !busy) {
    return (
      <Page>
        <BillPaid bill={bill} />
      </Page>
    );
  }
  const coupon = couponId === undefined ? undefined : coupons.data?.find((choice) => choice.coupon.id === couponId && choice.problem === null);
  const dueText = coupon === undefined ? `¥${formatAmount(bill.amount)}` : fenText(Number(parseYuanToFen(String(bill.amount)) ?? 0) - coupon.discountFen);

  const confirm = async () => {
    if (busy) return;
    setRefusal(undefined);
    // The request layer shows the server's refusal (paid meanwhile, another way...): the tenant stays here.
    const order = await payBill(couponId === undefined ? { id, way } : { id, way, couponId })
      .unwrap()
      .catch((error: unknown) => {
        if (errorCodeOf(error)?.startsWith('COUPON_') === true) {
          setRefusal(`${failureText(error) ?? '优惠券不可用'}，请返回重新选择优惠券`);
          void coupons.refetch();
        }
        return null;
      });
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
          {coupon !== undefined && <InfoRow label="账单金额" value={`¥${formatAmount(bill.amount)}`} />}
          {coupon !== undefined && <InfoRow label={`优惠券（${coupon.coupon.title}）`} value={`-${fenText(coupon.discountFen)}`} testId="pay-detail-coupon" />}
          <InfoRow label="支付金额" value={dueText} strong testId="pay-detail-amount" />
        </Card>
        {refusal !== undefined && <FieldError>{refusal}</FieldError>}
      </View>
      <ActionBar amountLabel="应付" amount={dueText.slice(1)}>
        <Button disabled={busy || !bill.payable} testId="pay-detail-confirm" onTap={() => void confirm()}>
          {busy ? '支付中…' : bill.payable ? '确认支付' : '账单无需支付'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/bill/bill_pay_detail/index', BillPayDetailPage);
