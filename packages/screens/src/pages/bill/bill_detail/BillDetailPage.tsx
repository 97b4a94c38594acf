import * as React from 'react';
import { useGetBillDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { BILL_STATUS_TEXT, chinaDate, formatAmount, isPayable, pageLink, type BillDetail, type BillPaidWay } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CHANNEL_TEXT, dueLine } from '@screens/features/bills/billParts';
import { BillAskPayCard } from '@screens/features/askPay/BillAskPayCard';

/**
 * 账单详情: the bill's lines (rent and its period, deposit, utilities, a late fee as of today), when it is due, what
 * paid it (when, how, the order), and what the tenant can do: pay it, or pay the contract's first payment where the
 * bill belongs to it; split a large rent bill (申请分期), or open the split an instalment belongs to (分期原账单).
 */
const TRANSFER_STATUS_TEXT = { submitted: '确认中', confirmed: '已确认', rejected: '未通过' } as const;

function BillDetailPage({ params: { id } }: PageProps<'pages/bill/bill_detail/index'>) {
  const query = useGetBillDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const bill = query.data;
  if (bill === undefined) return <QueryStatePage query={query} failedText="账单加载失败" />;
  const today = chinaDate(clock.now());
  const payment = bill.payment;

  return (
    <Page>
      <StatusHead status={BILL_STATUS_TEXT[bill.status]} note={dueLine(bill, today)} testId="bill-detail-status" />
      <View className="ak-body ak-overlap">
        <Card title={bill.title}>
          {bill.items.map((item) => (
            <InfoRow key={item.name} label={item.name} value={signedYuan(item.amount)} />
          ))}
          {/* Paid: what was paid (less the coupon), the figure of the payment record and the invoice. */}
          <InfoRow
            label={payment ? '实付金额' : '应付金额'}
            value={`¥${formatAmount(payment ? payment.amount : bill.amount)}`}
            strong
            testId="bill-detail-amount"
          />
        </Card>
        <Card title="账单信息">
          <InfoRow label="合同编号" value={bill.contractNo} />
          <InfoRow label="房源" value={bill.houseTitle} />
          <InfoRow label="账期" value={`${bill.periodStart} 至 ${bill.periodEnd}`} />
          <InfoRow label="应付日" value={bill.dueDate} />
          {Number(bill.lateFee) > 0 && bill.status === 'overdue' && <Text className="bk-hint">逾期超过3天按未付租金每日0.05%收取滞纳金，最高不超过租金的10%。</Text>}
        </Card>
        {payment && (
          <Card title="支付记录">
            <InfoRow label="支付时间" value={payment.paidAt.replace('T', ' ').slice(0, 16)} />
            <InfoRow label="支付方式" value={paidWayText(payment)} testId="bill-detail-channel" />
            <InfoRow label="支付金额" value={`¥${formatAmount(payment.amount)}`} testId="bill-detail-paid" />
            {payment.orderNo ? (
              <View role="link" data-testid="bill-detail-order" onTap={() => void navigation.navigateTo(pageLink('pages/order/detail/index', { orderNo: payment.orderNo ?? '' }))}>
                <InfoRow label="订单编号" value={payment.orderNo} arrow />
              </View>
            ) : null}
          </Card>
        )}
        <BillAskPayCard bill={bill} />
        {bill.transfer && (
          <Card title="银行转账">
            <View role="link" data-testid="bill-detail-transfer" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_by_transfer/stepThree', { id: bill.id }))}>
              <InfoRow label="转账状态" value={TRANSFER_STATUS_TEXT[bill.transfer.status]} arrow />
            </View>
            <InfoRow label="转账金额" value={`¥${formatAmount(bill.transfer.amount)}`} />
            {bill.transfer.status === 'rejected' && bill.transfer.rejectReason !== null && <Text className="bk-hint">{bill.transfer.rejectReason}</Text>}
          </Card>
        )}
        {bill.splitOf != null && (
          <Card>
            <View role="link" data-testid="bill-detail-split-origin" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_split_origin/index', { id: bill.splitOf ?? bill.id }))}>
              <InfoRow label={bill.status === 'split' ? '分期账单' : '分期原账单'} value="查看" arrow />
            </View>
          </Card>
        )}
        {bill.splittable === true && (
          <Card>
            <Text className="bk-hint">账单金额较大？可申请分期，按月分期支付。</Text>
            <Button kind="default" testId="bill-detail-split" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_split_apply/index', { id: bill.id }))}>
              申请分期
            </Button>
          </Card>
        )}
        {bill.notPayableReason && (
          <Card>
            <Text className="bk-hint" data-testid="bill-detail-reason">{bill.notPayableReason}</Text>
            {bill.paidOnContractPage === true && (
              <Button kind="default" testId="bill-detail-contract-pay" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_pay/index', { contractId: bill.contractId }))}>
                去合同支付页
              </Button>
            )}
          </Card>
        )}
      </View>
      {bill.payable && isPayable(bill.status) && (
        <ActionBar amountLabel="应付" amount={formatAmount(bill.amount)}>
          <Button testId="bill-detail-pay" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_way/index', { id: bill.id }))}>
            去支付
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

/** A bill line's amount, a coupon's as a deduction: -¥10.00. */
function signedYuan(amount: string | number): string {
  const text = formatAmount(amount);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

const PAID_WAY_TEXT: Readonly<Record<BillPaidWay, string>> = { order: '线上支付', balance: '余额支付', transfer: '银行转账', ask_pay: '他人代付' };

/** How the bill was paid: the order's channel, or the way the server recorded (balance, transfer, someone asked). */
function paidWayText(payment: NonNullable<BillDetail['payment']>): string {
  if (payment.channel) return payment.way === 'ask_pay' ? `他人代付（${CHANNEL_TEXT[payment.channel]}）` : CHANNEL_TEXT[payment.channel];
  return payment.way ? PAID_WAY_TEXT[payment.way] : '已支付';
}

export default definePage('pages/bill/bill_detail/index', BillDetailPage);
