import { type BillTransfer, type BillTransferInfo, type BillTransferRequest, chinaIso, fenToYuanString } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import { postMovement } from '../ledger/ledger';
import type { Services } from '../services';
import { createPhotoStore } from '../uploads/photoStore';
import type { BillRow, BillStore } from './billStore';

/**
 * The operator's collection account a tenant transfers to (the reference server's: a real deployment sets its own in
 * ASTER_TRANSFER_ACCOUNT_* settings; see apps/server/README.md).
 */
export const OPERATOR_ACCOUNT = {
  name: process.env.ASTER_TRANSFER_ACCOUNT_NAME ?? '上海艾斯特公寓管理有限公司',
  bank: process.env.ASTER_TRANSFER_ACCOUNT_BANK ?? '招商银行上海分行营业部',
  number: process.env.ASTER_TRANSFER_ACCOUNT_NUMBER ?? '1219 0988 7710 301',
};

export const transferErrors = {
  receipt: () => new BusinessError('TRANSFER_RECEIPT_NOT_FOUND', '转账凭证未上传成功，请重新上传'),
  waiting: () => new BusinessError('TRANSFER_WAITING', '该账单已有转账待确认，请等待确认结果'),
  notFound: () => new BusinessError('TRANSFER_NOT_FOUND', '转账记录不存在'),
  decided: () => new BusinessError('TRANSFER_DECIDED', '该转账已处理'),
};

interface TransferRow {
  id: number;
  bill_id: number;
  user_id: number;
  amount_fen: number;
  late_fee_fen: number;
  payer_name: string;
  status: 'submitted' | 'confirmed' | 'rejected';
  reject_reason: string | null;
  submitted_at: number;
  decided_at: number | null;
}

const view = (row: TransferRow): BillTransfer => ({
  id: String(row.id),
  status: row.status,
  amount: fenToYuanString(row.amount_fen),
  payerName: row.payer_name,
  submittedAt: chinaIso(row.submitted_at),
  decidedAt: row.decided_at === null ? null : chinaIso(row.decided_at),
  rejectReason: row.reject_reason,
});

/** The reference the tenant writes in the transfer's remark: the operator finds the bill by it. */
export const transferReferenceOf = (billId: number) => `ZD${String(billId).padStart(8, '0')}`;

export type BillTransfers = ReturnType<typeof createBillTransfers>;

/**
 * Bank transfers of bills: the account and amount to transfer, the tenant's receipt, and the operator's decision.
 * A confirmed transfer pays the bill and is one ledger movement (operator:bank against orders:bill), in one transaction.
 */
export function createBillTransfers(services: Pick<Services, 'db' | 'clock'>, store: BillStore) {
  const { db, clock } = services;
  const photos = createPhotoStore(db, clock);
  const q = {
    latest: db.prepare('SELECT * FROM bill_transfers WHERE bill_id = ? ORDER BY id DESC LIMIT 1'),
    byKey: db.prepare('SELECT * FROM bill_transfers WHERE user_id = ? AND request_key = ?'),
    byId: db.prepare('SELECT * FROM bill_transfers WHERE id = ?'),
    byStatus: db.prepare('SELECT * FROM bill_transfers WHERE status = ? AND id > ? ORDER BY id LIMIT ?'),
    insert: db.prepare(
      'INSERT INTO bill_transfers (bill_id, user_id, amount_fen, late_fee_fen, payer_name, receipt_upload_id, request_key, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    decide: db.prepare("UPDATE bill_transfers SET status = ?, reject_reason = ?, decided_at = ? WHERE id = ? AND status = 'submitted'"),
  };
  const latestOf = (billId: number) => (q.latest.get(billId) as TransferRow | undefined) ?? null;

  return {
    latestOf: (billId: number): BillTransfer | null => {
      const row = latestOf(billId);
      return row === null ? null : view(row);
    },
    info(userId: number, billId: string): BillTransferInfo {
      const bill = store.own(userId, billId);
      const latest = latestOf(bill.id);
      return {
        billId: String(bill.id),
        title: bill.title,
        amount: fenToYuanString(store.dueNowFen(bill).amountFen),
        account: OPERATOR_ACCOUNT,
        reference: transferReferenceOf(bill.id),
        transfer: latest === null ? null : view(latest),
      };
    },
    /** The tenant's receipt: once per request key, only for a bill owed now and not already waiting on a transfer. */
    submit(userId: number, billId: string, input: BillTransferRequest, mustBePayable: (row: BillRow) => void): BillTransfer {
      const bill = store.own(userId, billId);
      return db.transaction(() => {
        const again = q.byKey.get(userId, input.requestKey) as TransferRow | undefined;
        if (again !== undefined) return view(again);
        if (latestOf(bill.id)?.status === 'submitted') throw transferErrors.waiting();
        mustBePayable(bill);
        if (photos.ownedBy(userId, input.receiptId, 'transfer_receipt') === null) throw transferErrors.receipt();
        const { amountFen, lateFeeFen } = store.dueNowFen(bill);
        const id = Number(q.insert.run(bill.id, userId, amountFen, lateFeeFen, input.payerName, input.receiptId, input.requestKey, clock.now()).lastInsertRowid);
        return view(q.byId.get(id) as TransferRow);
      })();
    },
    /**
     * The operator saw the money arrive: the bill is paid by it and the ledger has it. A bill paid meanwhile by
     * another way cannot take it: the transfer is rejected with the reason (the operator sends the money back).
     */
    confirm(transferId: number): BillTransfer {
      return db.transaction(() => {
        const row = q.byId.get(transferId) as TransferRow | undefined;
        if (row === undefined) throw transferErrors.notFound();
        if (row.status !== 'submitted') throw transferErrors.decided();
        const now = clock.now();
        if (!store.markPaid(row.bill_id, { paidAt: now, paidBy: 'transfer', paidFen: row.amount_fen, lateFeeFen: row.late_fee_fen })) {
          q.decide.run('rejected', '该账单已通过其他方式支付，转账款将原路退回', now, row.id);
          return view(q.byId.get(row.id) as TransferRow);
        }
        q.decide.run('confirmed', null, now, row.id);
        postMovement(
          db,
          {
            kind: 'transfer',
            bizType: 'bill_transfer',
            bizId: String(row.id),
            key: `bill_transfer:${row.id}`,
            entries: [
              { account: 'operator:bank', amountFen: row.amount_fen },
              { account: 'orders:bill', amountFen: -row.amount_fen },
            ],
          },
          now,
        );
        return view(q.byId.get(row.id) as TransferRow);
      })();
    },
    /** The operator found no such money (or a wrong amount): the bill is owed again, the reason shown to the tenant. */
    reject(transferId: number, reason: string): BillTransfer {
      const row = q.byId.get(transferId) as TransferRow | undefined;
      if (row === undefined) throw transferErrors.notFound();
      if (q.decide.run('rejected', reason, clock.now(), row.id).changes !== 1) throw transferErrors.decided();
      return view(q.byId.get(row.id) as TransferRow);
    },
    waiting: (billId: number) => latestOf(billId)?.status === 'submitted',
    /** The operator's list: transfers of `status` after id `after`, oldest first, with the bill and its reference. */
    listed(status: TransferRow['status'], limit: number, after: number) {
      return (q.byStatus.all(status, after, limit) as TransferRow[]).map((row) => ({ ...view(row), billId: String(row.bill_id), reference: transferReferenceOf(row.bill_id) }));
    },
  };
}

