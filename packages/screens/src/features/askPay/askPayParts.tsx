import * as React from 'react';
import { Text, View } from 'remax/one';
import { type AskPayProblem, AskPayProblemSchema, BILL_KIND_TEXT, type PayableBill, formatAmount, pageLink } from '@aster/core-domain';
import { houseActions } from '@screens/platform/houseActions';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Card } from '@screens/ui/Card';
import { InfoRow } from '@screens/features/booking/bookingParts';
import './askPay.css';

/** The problem a refused request names (ASK_PAY_PAID -> 'paid'), when it is one of the link's or code's. */
export function askPayProblemOf(error: unknown): AskPayProblem | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const match = /^ASK_PAY_([A-Z_]+)$/.exec(String(error.code));
  const parsed = AskPayProblemSchema.safeParse(match?.[1]?.toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** To 代付失败 with its reason; the page left is not one to come back to. */
export function showAskPayFailed(reason: AskPayProblem): void {
  void navigation.redirectTo(pageLink('pages/ask_pay/ask_pay_failed/index', { reason }));
}

export const copyText = (text: string) =>
  void houseActions
    .copyText(text)
    .then(() => ui.toast('复制成功', 'success'))
    .catch(() => ui.toast('复制失败，请长按文字手动复制'));

/** A bill as its payer sees it: whose (masked), which house, the lines and what is due now. */
export function PayableBillCard({ bill, testId }: { bill: PayableBill; testId: string }) {
  return (
    <>
      <View className="ap-head" data-testid={testId}>
        <Text className="ap-head-who">{`${bill.tenantName} 的${BILL_KIND_TEXT[bill.kind]}账单`}</Text>
        <Text className="ap-head-amount" data-testid={`${testId}-amount`}>{`¥${formatAmount(bill.amount)}`}</Text>
        <Text className="ap-head-title">{bill.title}</Text>
      </View>
      <Card title="账单明细">
        {bill.items.map((item) => (
          <InfoRow key={item.name} label={item.name} value={`¥${formatAmount(item.amount)}`} />
        ))}
        <InfoRow label="应付金额" value={`¥${formatAmount(bill.amount)}`} strong />
      </Card>
      <Card title="账单信息">
        <InfoRow label="房源" value={bill.houseTitle} testId={`${testId}-house`} />
        <InfoRow label="租客" value={bill.tenantName} testId={`${testId}-tenant`} />
        <InfoRow label="账期" value={`${bill.periodStart} 至 ${bill.periodEnd}`} />
        <InfoRow label="应付日" value={bill.dueDate} />
      </Card>
    </>
  );
}
