import type { PayableContract } from '@aster/core-domain';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';

/** The leases a tenant pays for or buys services for: signed, to move into, lived in or being left. */
const PAYABLE = "('to_move_in', 'renting', 'checkout_applied')";
/** A tenant holds a handful of leases; the pickers list at most this many. */
const MAX_CONTRACTS = 20;

export const contractErrors = {
  notFound: () => new BusinessError('CONTRACT_NOT_FOUND', '合同不存在或已结束，请重新选择'),
};

export function createPayableContracts(db: Db) {
  const q = {
    ofUser: db.prepare(`SELECT c.id, c.contract_no, h.title AS house_title FROM contracts c JOIN houses h ON h.id = c.house_id
      WHERE c.user_id = ? AND c.signed_at IS NOT NULL AND c.status IN ${PAYABLE} ORDER BY c.start_date DESC, c.id DESC LIMIT ${MAX_CONTRACTS}`),
    own: db.prepare(`SELECT c.id, c.contract_no, h.title AS house_title FROM contracts c JOIN houses h ON h.id = c.house_id
      WHERE c.id = ? AND c.user_id = ? AND c.signed_at IS NOT NULL AND c.status IN ${PAYABLE}`),
  };
  type Row = { id: number; contract_no: string; house_title: string };
  const view = (row: Row): PayableContract => ({ id: String(row.id), contractNo: row.contract_no, houseTitle: row.house_title });
  return {
    ofUser: (userId: number): PayableContract[] => (q.ofUser.all(userId) as Row[]).map(view),
    /** The caller's payable lease; anyone else's, or an ended one, is "not found". */
    own(userId: number, contractId: string): PayableContract {
      const row = /^\d{1,12}$/.test(contractId) ? (q.own.get(Number(contractId), userId) as Row | undefined) : undefined;
      if (row === undefined) throw contractErrors.notFound();
      return view(row);
    },
  };
}
