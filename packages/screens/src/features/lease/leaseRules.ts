import { pageLink, type ContractStatus } from '@aster/core-domain';
import type { TagTone } from '../booking/bookingParts';

// What the lease view pages decide from a contract's status: the list's tabs, the tag, the actions and entries the
// detail offers. Each action opens the page of the slice that owns that step (signing, paying, ending, renewing).

export type LeaseTabKey = 'all' | 'signing' | 'living' | 'ended';

export const LEASE_TABS: readonly { key: LeaseTabKey; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'signing', title: '待签约' },
  { key: 'living', title: '租住中' },
  { key: 'ended', title: '已结束' },
];

const TAB_OF: Readonly<Record<ContractStatus, Exclude<LeaseTabKey, 'all'>>> = {
  pre_created: 'signing',
  awaiting_sign: 'signing',
  awaiting_payment: 'signing',
  to_move_in: 'living',
  renting: 'living',
  checkout_applied: 'living',
  checked_out: 'ended',
  terminated: 'ended',
  cancelled: 'ended',
};

export function inLeaseTab<T extends { status: ContractStatus }>(contracts: readonly T[], tab: LeaseTabKey): T[] {
  return contracts.filter((contract) => tab === 'all' || TAB_OF[contract.status] === tab);
}

export function leaseTagTone(status: ContractStatus): TagTone {
  switch (TAB_OF[status]) {
    case 'signing':
      return 'warn';
    case 'living':
      return 'active';
    default:
      return status === 'cancelled' ? 'off' : 'done';
  }
}

export interface LeaseAction {
  key: 'sign' | 'pay' | 'checkout' | 'renew' | 'settlement';
  title: string;
  /** The page of the slice that owns the step, with the contract's id. */
  url: string;
  /** The main button of the bar; the others are plain. */
  primary: boolean;
}

/** The buttons of contract_detail's bar for a status, main one last (the bar reads left to right). */
export function leaseActions(status: ContractStatus, contractId: string): LeaseAction[] {
  switch (status) {
    case 'pre_created':
    case 'awaiting_sign':
      return [{ key: 'sign', title: '去签约', url: pageLink('pages/contract/pages/view_contract_paper/index', { contractId }), primary: true }];
    case 'awaiting_payment':
      return [{ key: 'pay', title: '去支付', url: pageLink('pages/contract/pages/contract_pay/index', { contractId }), primary: true }];
    case 'renting':
      return [
        { key: 'checkout', title: '退租', url: pageLink('pages/service/pages/applyCheckout/index', { contractId }), primary: false },
        { key: 'renew', title: '续租', url: pageLink('pages/service/pages/applyRent/index', { contractId }), primary: true },
      ];
    case 'checkout_applied':
      return [{ key: 'settlement', title: '退租结算', url: pageLink('pages/contract/pages/un_rent/index', { contractId }), primary: true }];
    case 'checked_out':
    case 'terminated':
      return [{ key: 'settlement', title: '退租详情', url: pageLink('pages/contract/pages/un_rent/index', { contractId }), primary: false }];
    default:
      return [];
  }
}

/** The handover exists from move-in on (the manager may record it a little before). */
export function showsHandover(status: ContractStatus): boolean {
  return status === 'to_move_in' || status === 'renting' || status === 'checkout_applied' || status === 'checked_out' || status === 'terminated';
}

/** The refund account can be set from signing until the lease is settled. */
export function takesRefundAccount(status: ContractStatus): boolean {
  return status === 'awaiting_payment' || status === 'to_move_in' || status === 'renting' || status === 'checkout_applied';
}
