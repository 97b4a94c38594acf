import * as React from 'react';
import { useGetBillListQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { BILL_KIND_TEXT, type ContractBillKind, chinaDate } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { BillCard, Chips } from '@screens/features/bills/billParts';
import { ListFooter } from '@screens/ui/ListFooter';

/** The months a tenant picks from: the 12 newest months any bill falls due in. */
const MONTH_CHOICES = 12;
const KINDS = Object.keys(BILL_KIND_TEXT) as ContractBillKind[];

/** Bills drawn per page of the list (加载更多 adds as many). */
const PAGE_SIZE = 20;

/** 全部账单: every bill of every lease, filtered by contract, kind and the month it falls due in (the server filters). */
function BillAllPage() {
  const [contractId, setContractId] = React.useState<string>();
  const [kind, setKind] = React.useState<ContractBillKind>();
  const [month, setMonth] = React.useState<string>();
  const everything = useGetBillListQuery({}, { refetchOnMountOrArgChange: true });
  const filtered = useGetBillListQuery({ ...(contractId && { contractId }), ...(kind && { kind }), ...(month && { month }) }, { refetchOnMountOrArgChange: true });
  const today = chinaDate(clock.now());
  const bills = everything.data?.bills ?? [];
  const contracts = [...new Map(bills.map((bill) => [bill.contractId, bill.contractNo])).entries()].map(([id, no]) => ({ value: id, label: no }));
  const months = [...new Set(bills.map((bill) => bill.dueDate.slice(0, 7)))].sort().reverse().slice(0, MONTH_CHOICES);
  // A page of cards at a time: hundreds of bills drawn at once would be one setData of most of a megabyte.
  const [shown, setShown] = React.useState(PAGE_SIZE);
  React.useEffect(() => setShown(PAGE_SIZE), [contractId, kind, month]);
  const found = filtered.data?.bills ?? [];

  return (
    <Page>
      <View className="ak-body">
        <Chips name="contract" choices={[{ value: undefined, label: '全部合同' }, ...contracts]} value={contractId} onChange={setContractId} />
        <Chips name="kind" choices={[{ value: undefined, label: '全部类型' }, ...KINDS.map((value) => ({ value: value as ContractBillKind | undefined, label: BILL_KIND_TEXT[value] }))]} value={kind} onChange={(value) => setKind(value)} />
        <Chips name="month" choices={[{ value: undefined, label: '全部月份' }, ...months.map((value) => ({ value, label: value }))]} value={month} onChange={setMonth} />
        {filtered.data === undefined ? (
          <StateView status={filtered.isError ? 'error' : 'loading'} text={filtered.isError ? '账单加载失败' : undefined} error={filtered.error} onRetry={() => void filtered.refetch()} />
        ) : filtered.data.bills.length === 0 ? (
          <StateView status="empty" text="没有符合条件的账单" />
        ) : (
          <>
            {found.slice(0, shown).map((bill) => (
              <BillCard key={bill.id} bill={bill} today={today} />
            ))}
            <ListFooter hasMore={found.length > shown} loading={false} failed={false} loadOn="tap" onMore={() => setShown(shown + PAGE_SIZE)} testId="bill-all-more" />
          </>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_all/index', BillAllPage);
