import { isContractActive, maskIdNumber, maskName, maskPhone, nextContractStatus, type ContractStatus } from '@aster/core-domain';
import type { AccountCancelBlocker, AccountCancelHooks } from '../serverFeature';
import type { Services } from '../services';

interface TenantContract {
  id: number;
  contract_no: string;
  status: ContractStatus;
  tenant_name: string;
  tenant_id_number: string | null;
  house_title: string;
  co_tenants: string;
}

/** The co-occupants the tenant registered, kept on the operator's record masked as the tenant is. */
function maskedMembers(coTenants: string): string {
  const members = JSON.parse(coTenants) as { id?: number; name: string; phone: string; relation: string; idNumType?: number; idNum?: string }[];
  return JSON.stringify(members.map((member) => ({ ...member, name: maskName(member.name), phone: maskPhone(member.phone), ...(member.idNum === undefined ? {} : { idNum: maskIdNumber(member.idNum) }) })));
}

/**
 * Account log-out and leases: a lease that is signed and not over forbids it, each named (bills due and unpaid are the
 * bills feature's: billsAccountCancel). When it goes ahead, unsigned contracts are voided, the contracts kept as the
 * operator's records keep only the masked name and ID number (and their co-occupants' masked), the signatures are
 * deleted.
 */
export function contractsAccountCancel(services: Services): AccountCancelHooks {
  const { db, clock } = services;
  const q = {
    contracts: db.prepare(`SELECT c.id, c.contract_no, c.status, c.tenant_name, c.tenant_id_number, c.co_tenants, h.title AS house_title
      FROM contracts c JOIN houses h ON h.id = c.house_id WHERE c.user_id = ? ORDER BY c.id`),
    maskContract: db.prepare('UPDATE contracts SET status = ?, tenant_name = ?, tenant_id_number = ?, co_tenants = ? WHERE id = ?'),
    record: db.prepare('INSERT INTO contract_records (contract_id, at, title, detail) VALUES (?, ?, ?, ?)'),
    dropSignatures: db.prepare('DELETE FROM contract_signatures WHERE user_id = ?'),
    // The refund card is the tenant's own: it goes with the account (the contract stays as the operator's record).
    dropRefundAccounts: db.prepare('DELETE FROM contract_refund_accounts WHERE contract_id IN (SELECT id FROM contracts WHERE user_id = ?)'),
  };
  return {
    blocksAccountCancel(userId) {
      const contracts = q.contracts.all(userId) as TenantContract[];
      return contracts
        .filter((contract) => isContractActive(contract.status))
        .map((contract): AccountCancelBlocker => ({ kind: 'lease', text: `合同${contract.contract_no}（${contract.house_title}）的租约尚未结束，请先办理退租` }));
    },
    onAccountCancel(userId) {
      const now = clock.now();
      for (const contract of q.contracts.all(userId) as TenantContract[]) {
        const voided = nextContractStatus(contract.status, 'void');
        const idNumber = contract.tenant_id_number === null ? null : maskIdNumber(contract.tenant_id_number);
        q.maskContract.run(voided ?? contract.status, maskName(contract.tenant_name), idNumber, maskedMembers(contract.co_tenants), contract.id);
        if (voided !== null) q.record.run(contract.id, now, '合同作废', '租客注销账号，未签署的合同作废');
      }
      q.dropSignatures.run(userId);
      q.dropRefundAccounts.run(userId);
    },
  };
}
