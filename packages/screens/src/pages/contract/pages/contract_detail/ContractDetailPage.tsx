import * as React from 'react';
import { useBindContractMutation, useCheckContractPhoneQuery, useGetLeaseDetailQuery, useGetLockByContractQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { isContractActive, isContractFinal, isPayable, pageLink, type ContractDetail, type ContractStatus } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen, isBuiltPage } from '@screens/hooks/builtPages';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { yuanText } from '@screens/ui/houseFacts';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, HouseBrief, InfoRow, StatusTag } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { BillStatusTag } from '@screens/features/bills/billParts';
import { lockPageUrl } from '@screens/features/device/lockModels';
import { ContractMembers } from '@screens/features/lease/ContractMembers';
import '@screens/features/lease/lease.css';
import { leaseActions, leaseTagTone, showsHandover, takesRefundAccount } from '@screens/features/lease/leaseRules';

type ContractIdParams = PageProps<'pages/contract/pages/contract_detail/index'>['params'];

/** The lock opens for the tenant who lives there: from move-in until the flat is handed back. */
const LOCK_STATUSES: ReadonlySet<ContractStatus> = new Set(['renting', 'checkout_applied']);

/**
 * 合同详情: the house, the term, rent and payment cycle, deposit, the co-occupants (users/user-info, added and changed
 * with users/member-info), the room's lock (getLockByContract), the bills, the entries of the lease (room, check-in
 * handover, text, change record, refund account, insurance) and the actions its status allows, each opening the page
 * of that step. A contract not (yet) the caller's:
 * one made for their phone offers binding; one made for another phone goes to phone_different.
 */
function ContractDetailPage({ params: { contractId } }: PageProps<'pages/contract/pages/contract_detail/index'>) {
  const detail = useGetLeaseDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const notMine = detail.data === undefined && errorCodeOf(detail.error) === 'CONTRACT_NOT_FOUND';
  const phone = useCheckContractPhoneQuery({ id: contractId }, { skip: !notMine });

  React.useEffect(() => {
    if (phone.data !== undefined && !phone.data.bound && !phone.data.phoneMatches) {
      void navigation.redirectTo(pageLink('pages/contract/pages/phone_different/index', { contractId }));
    }
  }, [phone.data, contractId]);

  const contract = detail.data;
  if (contract === undefined) {
    if (notMine && phone.data !== undefined && !phone.data.bound && phone.data.phoneMatches) return <BindContract contractId={contractId} onBound={() => void detail.refetch()} />;
    if (notMine && (phone.isError || phone.data !== undefined)) {
      return (
        <Page>
          <StateView status="empty" text="合同不存在或已失效" />
        </Page>
      );
    }
    return <QueryStatePage query={notMine ? phone : detail} failedText="合同加载失败" />;
  }
  return <ContractView contract={contract} />;
}

function BindContract({ contractId, onBound }: ContractIdParams & { onBound: () => void }) {
  const [bind, binding] = useBindContractMutation();
  return (
    <Page>
      <View className="bk-body">
        <StateView status="empty" text="该合同由管家按您的手机号创建，绑定后即可查看和签约" />
        <Button
          disabled={binding.isLoading}
          testId="contract-detail-bind"
          onTap={() =>
            void bind({ id: contractId })
              .unwrap()
              .then(() => {
                ui.toast('绑定成功', 'success');
                onBound();
              })
              .catch(() => undefined)
          }
        >
          绑定合同
        </Button>
      </View>
    </Page>
  );
}

function ContractView({ contract }: { contract: ContractDetail }) {
  const contractId = contract.id;
  const go = (url: string) => void navigation.navigateTo(url);
  const actions = leaseActions(contract.status, contractId).filter((action) => isBuiltPage(action.url));
  const insurance = isContractActive(contract.status) && hasScreen('pages/contract/pages/contract_choose_insurance/index');
  const livesThere = LOCK_STATUSES.has(contract.status);
  const lock = useGetLockByContractQuery({ contractId }, { skip: !livesThere, refetchOnMountOrArgChange: true });
  const lockData = livesThere ? lock.data : undefined;

  return (
    <Page>
      <View className="bk-body">
        <Card>
          <View className="bk-list-head">
            <Text className="bk-list-note">合同编号 {contract.contractNo}</Text>
            <StatusTag tone={leaseTagTone(contract.status)} testId="contract-detail-status">
              {contract.statusText}
            </StatusTag>
          </View>
          <View role="button" onTap={() => go(pageLink('pages/contract/pages/room_info/index', { contractId }))}>
            <HouseBrief coverUrl={contract.house.coverUrl} title={contract.house.title} meta={`${contract.house.storeName} · ${contract.house.address}`} rent={contract.rent} testId="contract-detail-house" />
          </View>
        </Card>
        <Card title="租约信息">
          <InfoRow label="租期" value={`${contract.startDate} 至 ${contract.endDate}（${contract.leaseMonths}个月）`} testId="contract-detail-term" />
          <InfoRow label="月租金" value={`¥${yuanText(contract.rent)}`} strong />
          <InfoRow label="付款方式" value={contract.paymentCycle.text} testId="contract-detail-cycle" />
          <InfoRow label="押金" value={`¥${yuanText(contract.deposit)}`} testId="contract-detail-deposit" />
          <InfoRow label="承租人" value={contract.tenantName} />
          {contract.idNumberMasked && <InfoRow label="证件号码" value={contract.idNumberMasked} />}
          {contract.signedAt && <InfoRow label="签约时间" value={contract.signedAt.slice(0, 10)} />}
        </Card>
        <ContractMembers contractId={contractId} editable={!isContractFinal(contract.status)} />
        <Card title="智能门锁">
          {lockData ? (
            <>
              <InfoRow label="门锁" value={lockData.name} testId="contract-detail-lock" />
              <InfoRow label="状态" value={`${lockData.online ? '在线' : '离线'}${lockData.battery === null ? '' : ` · 电量${lockData.battery}%`}`} testId="contract-detail-lock-state" />
              {isBuiltPage(lockPageUrl(lockData)) && <Cell title="开门与密码" testId="contract-entry-lock" onTap={() => go(lockPageUrl(lockData))} />}
            </>
          ) : livesThere && lock.data === undefined && !lock.isError ? (
            <Text className="ls-muted">门锁信息加载中…</Text>
          ) : contract.lockId && !livesThere && !isContractFinal(contract.status) ? (
            <Text className="ls-muted" data-testid="contract-detail-lock-later">入住后可在此开门及管理密码</Text>
          ) : (
            <Text className="ls-muted">该房间暂未配置智能门锁</Text>
          )}
        </Card>
        <BillsCard contract={contract} />
        <Card flush>
          <Cell title="房间信息" value={`物品${contract.roomItems.length}项`} testId="contract-entry-room" onTap={() => go(pageLink('pages/contract/pages/room_info/index', { contractId }))} />
          {showsHandover(contract.status) && (
            <Cell title="入住清单（物业交割）" testId="contract-entry-checkin" onTap={() => go(pageLink('pages/contract/pages/checkin_list/index', { contractId }))} />
          )}
          <Cell title="合同文本" value={contract.pdfUrl ? '可查看' : '签署后可查看'} testId="contract-entry-paper" onTap={() => go(pageLink('pages/contract/pages/contract_paper/index', { contractId }))} />
          <Cell title="变更记录" testId="contract-entry-records" onTap={() => go(pageLink('pages/contract/pages/change_record/index', { contractId }))} />
          {takesRefundAccount(contract.status) && (
            <Cell title="押金退款账户" testId="contract-entry-card" onTap={() => go(pageLink('pages/contract/pages/modify_contract_card/index', { contractId }))} />
          )}
          {insurance && <Cell title="租房保险" testId="contract-entry-insurance" onTap={() => go(pageLink('pages/contract/pages/contract_choose_insurance/index', { contractId }))} />}
        </Card>
      </View>
      {actions.length > 0 && (
        <ActionBar>
          {actions.map((action) => (
            <Button key={action.key} kind={action.primary ? 'primary' : 'default'} testId={`contract-action-${action.key}`} onTap={() => go(action.url)}>
              {action.title}
            </Button>
          ))}
        </ActionBar>
      )}
    </Page>
  );
}

/** The contract's bills as the contract lists them; each opens its bill_detail, and 全部 this lease's bill_list. */
function BillsCard({ contract }: { contract: ContractDetail }) {
  // Owed as the bill centre counts it when the backend says (status); else by the paid flag alone.
  const unpaid = contract.bills.filter((bill) => (bill.status === undefined ? !bill.paid : isPayable(bill.status)));
  return (
    <Card
      title="账单"
      extra={unpaid.length > 0 ? `待支付${unpaid.length}笔` : '全部'}
      onExtraTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_list/index', { contractId: contract.id }))}
    >
      {contract.bills.length === 0 && <Text className="ls-muted">暂无账单</Text>}
      {contract.bills.map((bill) => (
        <View
          key={bill.id}
          className="ls-bill"
          role="button"
          data-testid={`contract-bill-${bill.id}`}
          onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_detail/index', { id: bill.id }))}
        >
          <View className="ls-bill-main">
            <Text className="ls-bill-title">{bill.title}</Text>
            <Text className="ls-bill-due">{`应付日 ${bill.dueDate}`}</Text>
          </View>
          <Text className="ls-bill-amount">¥{yuanText(bill.total ?? bill.amount)}</Text>
          {bill.status === undefined ? (
            <StatusTag tone={bill.paid ? 'done' : 'warn'}>{bill.paid ? '已支付' : '待支付'}</StatusTag>
          ) : (
            <BillStatusTag status={bill.status} testId={`contract-bill-status-${bill.id}`} />
          )}
        </View>
      ))}
    </Card>
  );
}

export default definePage('pages/contract/pages/contract_detail/index', ContractDetailPage);
