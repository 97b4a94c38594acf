import { CREATE_BILL_KIND_TEXT, CreateBillKindSchema, type CreateBillKind, type CreateBillOptions, type PayOrder, createBillAmountProblem, fenToYuanString, parseYuanToFen } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import { payErrors } from '../pay/payService';
import type { Services } from '../services';
import { createPayableContracts } from './payableContracts';

/** The pay module's business type of a created bill's order; its biz_id is the created bill's id. */
export const CREATED_BILL_BIZ = 'created_bill';

interface CreatedBillRow {
  id: number;
  user_id: number;
  contract_id: number;
  kind: CreateBillKind;
  amount_fen: number;
  order_no: string | null;
}

export interface CreateBillInput {
  contractId: string;
  kind: CreateBillKind;
  amount: string;
  remark: string;
  requestKey: string;
}

/**
 * 自助缴费 (create_bill): the tenant creates what they pay for one of their leases and pays it at once through its
 * pay order (the pay module posts the money on the ledger, orders:created_bill). A request key makes a retried send
 * the same bill and order; the amount limits are the server's configuration.
 */
export function createCreatedBills(services: Pick<Services, 'db' | 'clock' | 'pay' | 'createBillRules'>) {
  const { db, clock, pay, createBillRules } = services;
  const contracts = createPayableContracts(db);
  const q = {
    byKey: db.prepare('SELECT * FROM created_bills WHERE user_id = ? AND request_key = ?'),
    byId: db.prepare('SELECT * FROM created_bills WHERE id = ?'),
    insert: db.prepare('INSERT INTO created_bills (user_id, contract_id, kind, amount_fen, remark, request_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    setOrder: db.prepare('UPDATE created_bills SET order_no = ? WHERE id = ?'),
    paid: db.prepare('UPDATE created_bills SET paid_at = ? WHERE id = ? AND paid_at IS NULL'),
  };

  pay.registerBiz(CREATED_BILL_BIZ, {
    refresh: () => undefined,
    onPaid(bizId, paidAt) {
      q.paid.run(paidAt, Number(bizId));
    },
  });

  const orderOf = (row: CreatedBillRow, contractNo: string): PayOrder => {
    const order = pay.createOrder({ userId: row.user_id, amountFen: row.amount_fen, subject: `${CREATE_BILL_KIND_TEXT[row.kind]}（${contractNo}）`, bizType: CREATED_BILL_BIZ, bizId: String(row.id) });
    if (order.status === 'paid') throw payErrors.orderPaid();
    return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), subAccountType: row.kind };
  };

  return {
    options(userId: number): CreateBillOptions {
      return {
        contracts: contracts.ofUser(userId),
        kinds: CreateBillKindSchema.options.map((kind) => ({ kind, label: CREATE_BILL_KIND_TEXT[kind] })),
        rules: createBillRules,
      };
    },

    create(userId: number, input: CreateBillInput): PayOrder {
      return db.transaction(() => {
        const done = q.byKey.get(userId, input.requestKey) as CreatedBillRow | undefined;
        if (done !== undefined) return orderOf(done, contracts.own(userId, String(done.contract_id)).contractNo);
        const contract = contracts.own(userId, input.contractId);
        const problem = createBillAmountProblem(input.amount, createBillRules);
        if (problem !== null) throw new BusinessError('AMOUNT_INVALID', problem);
        const amountFen = Number(parseYuanToFen(input.amount) ?? 0n);
        const id = Number(q.insert.run(userId, Number(contract.id), input.kind, amountFen, input.remark, input.requestKey, clock.now()).lastInsertRowid);
        const row = q.byId.get(id) as CreatedBillRow;
        const order = orderOf(row, contract.contractNo);
        q.setOrder.run(order.orderNo, id);
        return order;
      })();
    },
  };
}
