import * as React from 'react';
import { type LockDetail, type MeterListItem, useGetBillListQuery, useGetContractListQuery, useGetLocksQuery, useGetMetersQuery, useGetWorkOrdersQuery } from '@aster/core-api';
import { type Bill, type ContractStatus, type WorkOrderStatus, chinaDate, daysBetween, isPayable, pageLink } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { useFeatureEnabled } from '../../hooks/useFeatureEnabled';
import { clock } from '../../platform/clock';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Cell } from '../../ui/Cell';
import { yuanText } from '../../ui/houseFacts';
import { devicePageUrl, hasGateway, lockPageUrl } from '../device/lockModels';
import { RemoteOpenStatus } from '../device/RemoteOpenStatus';
import { useRemoteOpen } from '../device/useRemoteOpen';
import './tenantHome.css';

/** Leases the tenant lives in: the door, the rent, the meters and the repairs are theirs. */
const LIVED_IN: readonly ContractStatus[] = ['renting', 'checkout_applied'];

/** Work orders still waiting for someone: not done, rated or cancelled. */
const OPEN_WORK_ORDER: readonly WorkOrderStatus[] = ['submitted', 'accepted', 'assigned', 'visiting'];

/** The next bill to pay: the earliest due of those payable (overdue ones are the earliest), as the bill centre lists it. */
export function nextBillDue(bills: readonly Bill[]): Bill | undefined {
  return bills.filter((bill) => isPayable(bill.status)).sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))[0];
}

/** The lock the home page opens: the one the lock page opens without a lockId (LockPage), so both agree. */
export function homeLock(locks: readonly LockDetail[]): LockDetail | undefined {
  return locks.find((lock) => lock.model === 'device_lock') ?? locks[0];
}

const go = (url: string) => void navigation.navigateTo(url);

/** Opens the door in one tap where the lock has a gateway; a Bluetooth-only lock opens on its own page, beside the door. */
function Door({ lock }: { lock: LockDetail }) {
  const remote = useRemoteOpen(lock.id);
  return (
    <View className="th-door">
      <View className="th-door-text" role="link" onTap={() => go(lockPageUrl(lock))}>
        <Text className="th-door-name">{lock.name}</Text>
        <Text className="th-door-note">{`${lock.houseTitle} · ${lock.roomName}`}</Text>
      </View>
      {hasGateway(lock) ? (
        <Button size="small" testId="home-door-open" disabled={remote.state.phase === 'opening'} onTap={() => void remote.start()}>
          一键开门
        </Button>
      ) : (
        <Button size="small" testId="home-door-page" onTap={() => go(lockPageUrl(lock))}>
          蓝牙开门
        </Button>
      )}
      <View className="th-door-status">
        <RemoteOpenStatus state={remote.state} />
      </View>
    </View>
  );
}

/** When the next bill is due, short: the bill centre's card says the same in more words. */
function dueText(bill: Bill, today: string): string {
  const late = daysBetween(bill.dueDate, today);
  return late > 0 ? `已逾期${late}天` : late === 0 ? '今天到期' : `${bill.dueDate}到期`;
}

function meterValue(meter: MeterListItem): string {
  return `余额 ¥${yuanText(meter.balance)}`;
}

/**
 * The tenant's home (issue 46): for a tenant living in a lease, the door in one tap, the next rent due (the bill
 * centre's own figure: the bill list's amount, billStanding's total with the late fee to the day), what each meter
 * holds and the repairs still open, each a tap from its page. Anyone else (no lived-in lease) sees nothing here.
 * `refreshes` counts the home page's pull-downs: each asks again.
 */
export function TenantHome({ refreshes }: { refreshes: number }) {
  const contracts = useGetContractListQuery({}, { refetchOnMountOrArgChange: true });
  const livedIn = (contracts.data ?? []).filter((contract) => LIVED_IN.includes(contract.status));
  const skip = livedIn.length === 0;
  // The bill list and the repairs are extensions: a backend known not to serve them (spec only) gets no row for them.
  const billsServed = useFeatureEnabled('bill') !== false;
  const repairsServed = useFeatureEnabled('workOrder') !== false;
  const locks = useGetLocksQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const bills = useGetBillListQuery({}, { skip: skip || !billsServed, refetchOnMountOrArgChange: true });
  const meters = useGetMetersQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const repairs = useGetWorkOrdersQuery({ kind: 'repair' }, { skip: skip || !repairsServed, refetchOnMountOrArgChange: true });

  const refetchAll = React.useRef<() => void>(() => undefined);
  refetchAll.current = () => {
    void contracts.refetch();
    if (skip) return;
    void Promise.allSettled([locks.refetch(), meters.refetch(), ...(billsServed ? [bills.refetch()] : []), ...(repairsServed ? [repairs.refetch()] : [])]);
  };
  React.useEffect(() => {
    if (refreshes > 0) refetchAll.current();
  }, [refreshes]);

  const first = livedIn[0];
  if (first === undefined) return null;
  const lock = locks.data === undefined ? undefined : homeLock(locks.data);
  const next = bills.data === undefined ? undefined : nextBillDue(bills.data.bills);
  const openRepairs = repairs.data?.filter((order) => OPEN_WORK_ORDER.includes(order.status)).length;
  const today = chinaDate(clock.now());

  return (
    <View data-testid="tenant-home">
      <Card title="我的家" extra={first.house.title}>
        {lock !== undefined && <Door lock={lock} />}
        {locks.data !== undefined && lock === undefined && <Text className="th-note">暂无可用的门锁</Text>}
      </Card>
      {(billsServed || repairsServed || (meters.data ?? []).length > 0) && (
        <Card flush>
          {billsServed && (
            <Cell
              title="待缴账单"
              value={
                bills.data === undefined
                  ? bills.isError
                    ? '加载失败'
                    : '…'
                  : next === undefined
                    ? '账单已全部结清'
                    : `¥${yuanText(next.amount)} · ${dueText(next, today)}`
              }
              onTap={() => go(pageLink('pages/bill/bill_list/index'))}
              testId="tenant-home-bills"
            />
          )}
          {(meters.data ?? []).map((meter) => (
            <Cell key={meter.id} title={meter.name} value={meterValue(meter)} onTap={() => go(devicePageUrl(meter))} testId={`tenant-home-meter-${meter.id}`} />
          ))}
          {repairsServed && (
            <Cell
              title="报修进行中"
              value={openRepairs === undefined ? (repairs.isError ? '加载失败' : '…') : `${openRepairs}单`}
              onTap={() => go(pageLink('pages/service/pages/repair/list'))}
              testId="tenant-home-repairs"
            />
          )}
        </Card>
      )}
    </View>
  );
}
