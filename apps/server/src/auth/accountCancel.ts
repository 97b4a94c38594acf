import { isContractActive, maskIdNumber, maskName, nextContractStatus, nextReservationStatus, type ContractStatus, type ReservationStatus } from '@aster/core-domain';
import type { Services } from '../services';
import { authErrors } from './authErrors';

interface TenantContract {
  id: number;
  status: ContractStatus;
  tenant_name: string;
  tenant_id_number: string | null;
}

interface OpenReservation {
  id: number;
  house_id: string;
  status: ReservationStatus;
  order_no: string | null;
}

/**
 * Account log-out (user_cancel), in one transaction: the tenant's open reservations end the way a tenant's own
 * cancel ends them (core-domain's state machine: unpaid -> cancelled with its order closed, paid -> refunded with
 * its 定金 refunded through the pay module and the room freed), every reservation keeps no signer name, then the
 * account is erased (users.cancel) and its sessions end. A tenant with a lease that is signed and not over is refused
 * (the lease and its bills need the account); unsigned contracts are voided; the contracts kept as the operator's
 * records keep only the masked name and ID number, and the handwritten signatures are deleted.
 */
export function createAccountCancellation(services: Services): (userId: number) => void {
  const { db, clock, pay, users, sessions } = services;
  const q = {
    open: db.prepare("SELECT id, house_id, status, order_no FROM reservations WHERE user_id = ? AND status IN ('awaiting_payment', 'paid')"),
    move: db.prepare('UPDATE reservations SET status = ?, cancelled_at = ? WHERE id = ? AND status = ?'),
    freeHouse: db.prepare("UPDATE houses SET availability = 'available' WHERE id = ? AND availability = 'reserved'"),
    anonymise: db.prepare("UPDATE reservations SET signer_name = '已注销用户' WHERE user_id = ? AND signer_name IS NOT NULL"),
  };
  // A server built without the contracts feature has no leases to end.
  const hasContracts = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'contracts'").get() !== undefined;
  const c = hasContracts
    ? {
        contracts: db.prepare('SELECT id, status, tenant_name, tenant_id_number FROM contracts WHERE user_id = ?'),
        maskContract: db.prepare('UPDATE contracts SET status = ?, tenant_name = ?, tenant_id_number = ? WHERE id = ?'),
        record: db.prepare('INSERT INTO contract_records (contract_id, at, title, detail) VALUES (?, ?, ?, ?)'),
        dropSignatures: db.prepare('DELETE FROM contract_signatures WHERE user_id = ?'),
      }
    : null;

  return db.transaction((userId: number) => {
    const now = clock.now();
    if (c !== null) {
      const contracts = c.contracts.all(userId) as TenantContract[];
      if (contracts.some((contract) => isContractActive(contract.status))) throw authErrors.leaseOpen();
      for (const contract of contracts) {
        const voided = nextContractStatus(contract.status, 'void');
        const idNumber = contract.tenant_id_number === null ? null : maskIdNumber(contract.tenant_id_number);
        c.maskContract.run(voided ?? contract.status, maskName(contract.tenant_name), idNumber, contract.id);
        if (voided !== null) c.record.run(contract.id, now, '合同作废', '租客注销账号，未签署的合同作废');
      }
      c.dropSignatures.run(userId);
    }
    for (const row of q.open.all(userId) as OpenReservation[]) {
      const next = nextReservationStatus(row.status, 'cancel');
      // Only open statuses are read, and both take a cancel; a row another request moved meanwhile is left as it is.
      if (next === null || q.move.run(next, now, row.id, row.status).changes !== 1) continue;
      if (row.order_no === null) continue;
      if (next === 'cancelled') pay.closeOrder(row.order_no);
      if (next === 'refunded') {
        pay.markRefunded(row.order_no);
        q.freeHouse.run(row.house_id);
      }
    }
    q.anonymise.run(userId);
    users.cancel(userId);
    sessions.closeAllOf(userId);
  });
}
