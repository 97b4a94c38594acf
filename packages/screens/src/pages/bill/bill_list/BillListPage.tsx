import * as React from 'react';
import { useGetBillListQuery, useGetPaymentContractsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { type PaymentContract, chinaDate, formatAmount, isPayable, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { BillCard, Chips } from '@screens/features/bills/billParts';

const LINKS = [
  { title: '全部账单', url: pageLink('pages/bill/bill_all/index'), testId: 'bill-all-link' },
  { title: '我的订单', url: pageLink('pages/order/list/index'), testId: 'order-list-link' },
  { title: '自助缴费', url: pageLink('pages/bill/create_bill/index'), testId: 'create-bill-link' },
  { title: '缴费指引', url: pageLink('pages/bill/bill_guide/index'), testId: 'bill-guide-link' },
  { title: '银行卡', url: pageLink('pages/bill/bill_bank_add/index'), testId: 'bank-card-link' },
] as const;

/** Settled bills the page shows (newest first); the rest are one tap away in 全部账单 (a long tenancy has hundreds). */
const SETTLED_SHOWN = 10;

/**
 * The contract chips: the leases with money to pay (payment/user/contract), each with what it owes; the lease the page
 * was opened for stays among them when it owes nothing.
 */
function contractChoices(owing: readonly PaymentContract[], current: { id: string; no: string } | null): { value: string; label: string }[] {
  const choices = owing.map((contract) => ({ value: contract.contractId, label: `${contract.contractNo} · ¥${formatAmount(contract.unpaidAmount)}` }));
  if (current !== null && !owing.some((contract) => contract.contractId === current.id)) choices.push({ value: current.id, label: current.no });
  return choices;
}

/**
 * 我的账单: what is owed first (overdue, then by due date, each with its due line), then the latest settled; one lease's
 * bills when several owe money (payment/user/contract) or the page came from a contract (contractId). The total owed
 * heads the page.
 */
function BillListPage({ params }: PageProps<'pages/bill/bill_list/index'>) {
  const [contractId, setContractId] = React.useState(params.contractId);
  const owing = useGetPaymentContractsQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = useGetBillListQuery(contractId === undefined ? {} : { contractId }, { refetchOnMountOrArgChange: true });
  const today = chinaDate(clock.now());
  const bills = list.data?.bills ?? [];
  const shownContract = contractId === undefined ? undefined : bills.find((bill) => bill.contractId === contractId);
  const contracts = contractChoices(owing.data ?? [], shownContract === undefined ? null : { id: shownContract.contractId, no: shownContract.contractNo });
  const owed = bills.filter((bill) => isPayable(bill.status));
  const settled = bills.filter((bill) => !isPayable(bill.status));

  return (
    <Page>
      <View className="ak-body">
        <View className="bl-summary" data-testid="bill-summary">
          <Text className="bl-summary-label">待缴金额（元）</Text>
          <Text className="bl-summary-amount">{list.data === undefined ? '--' : formatAmount(list.data.unpaidAmount)}</Text>
          <Text className="bl-summary-note">{list.data === undefined ? ' ' : list.data.unpaidCount === 0 ? '账单已全部结清' : `共${list.data.unpaidCount}笔待支付，请在到期日前缴纳`}</Text>
        </View>
        <View className="bl-links">
          {LINKS.map((link) => (
            <View key={link.testId} className="bl-link" role="link" data-testid={link.testId} onTap={() => void navigation.navigateTo(link.url)}>
              <Text>{link.title}</Text>
            </View>
          ))}
        </View>
        {contracts.length > 1 && (
          <Chips
            name="contract"
            choices={[{ value: undefined, label: '全部合同' }, ...contracts]}
            value={contractId}
            onChange={setContractId}
          />
        )}
        {list.data === undefined ? (
          <StateView status={list.isError ? 'error' : 'loading'} text={list.isError ? '账单加载失败' : undefined} error={list.error} onRetry={() => void list.refetch()} />
        ) : bills.length === 0 ? (
          <StateView status="empty" text="暂无账单，签约后的租金、押金和水电费账单会显示在这里" />
        ) : (
          <>
            <Text className="bl-section">{`待支付（${owed.length}）`}</Text>
            {owed.length === 0 ? <StateView status="empty" text="没有待支付的账单" /> : owed.map((bill) => <BillCard key={bill.id} bill={bill} today={today} />)}
            {settled.length > 0 && <Text className="bl-section">已结清及其他</Text>}
            {settled.slice(0, SETTLED_SHOWN).map((bill) => (
              <BillCard key={bill.id} bill={bill} today={today} />
            ))}
            {settled.length > SETTLED_SHOWN && (
              <View className="ak-list-footer ak-list-footer--action" role="link" data-testid="bill-list-more" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_all/index'))}>
                <Text>{`查看全部${settled.length}张已结清账单`}</Text>
              </View>
            )}
          </>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_list/index', BillListPage);
