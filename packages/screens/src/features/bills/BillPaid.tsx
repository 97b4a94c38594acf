import * as React from 'react';
import { useGetBillDetailQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { type Bill, formatAmount, pageLink } from '@aster/core-domain';
import { useRefetchOnReturn } from '@screens/hooks/useRefetchOnReturn';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { InfoRow, ResultHead } from '@screens/features/booking/bookingParts';

/**
 * The bill a pay page is about, asked again each time the page shows: going back after paying (the result page
 * replaced the cashier, the pages before it stay in the history) lands here with the bill already paid.
 */
export function useBillOnShow(id: string) {
  const query = useGetBillDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  useRefetchOnReturn(query.refetch);
  return query;
}

/** A pay page's bill that needs no more paying: paid (or settled another way), said instead of a cashier. */
export function billSettled(bill: Pick<Bill, 'status'>): boolean {
  return bill.status === 'paid' || bill.status === 'refunded' || bill.status === 'closed';
}

/**
 * What a pay page shows for a bill already paid: that it is paid, when, and the way on (the bill itself, by a
 * redirect so back does not come here again). Never a second 支付 button.
 */
export function BillPaid({ bill }: { bill: Pick<Bill, 'id' | 'title' | 'amount' | 'status' | 'paidAt'> }) {
  return (
    <View className="bk-body" data-testid="bill-paid">
      <ResultHead
        title={bill.status === 'paid' ? '该账单已支付' : '该账单无需支付'}
        text={bill.status === 'paid' ? '无需重复支付，支付记录可在“我的订单”中查看' : '账单已结清，无需再支付'}
        tone={bill.status === 'paid' ? 'success' : 'info'}
      />
      <Card>
        <InfoRow label="账单" value={bill.title} />
        <InfoRow label="金额" value={`¥${formatAmount(bill.amount)}`} />
        {bill.paidAt !== null && bill.paidAt !== undefined && bill.paidAt !== '' && <InfoRow label="支付日期" value={bill.paidAt.slice(0, 10)} />}
      </Card>
      <Button testId="bill-paid-view" onTap={() => void navigation.redirectTo(pageLink('pages/bill/bill_detail/index', { id: bill.id }))}>
        查看账单
      </Button>
    </View>
  );
}
