import { contractEndpoints } from '@aster/core-api';
import {
  checkoutApplicationStatusText,
  checkoutDateProblem,
  chinaDate,
  chinaIso,
  fenToYuanString,
  type CheckoutApplication,
  type CheckoutApplicationStatus,
} from '@aster/core-domain';
import { createHouseFacts } from '../bookings/houseFacts';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { contractErrors, type ContractStore } from './contractStore';
import { refundPreviewOf } from './routes';

interface ApplicationRow {
  id: number;
  contract_id: number;
  user_id: number;
  expect_checkout_date: string;
  status: CheckoutApplicationStatus;
  created_at: number;
  closed_at: number | null;
  settled_at: number | null;
  net_fen: number | null;
}

export const checkoutErrors = {
  notFound: () => new BusinessError('CHECKOUT_NOT_FOUND', '退租申请不存在'),
  dateRefused: (message: string) => new BusinessError('CHECKOUT_DATE_INVALID', message),
  notOpen: () => new BusinessError('CHECKOUT_STATE_INVALID', '该退租申请已结束，当前状态不可操作'),
  /** The numbers changed since the tenant saw them (a bill was paid meanwhile): they sign the new ones. */
  previewChanged: () => new BusinessError('REFUND_PREVIEW_CHANGED', '退款明细已更新，请重新确认后签署'),
};

/** Checkout applications (tenant-service checkout/v1) and the refund they settle (refund-sign). */
export function checkoutRoutes(services: Services, store: ContractStore): ApiRoute[] {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const e = contractEndpoints;
  const q = {
    byId: db.prepare('SELECT * FROM checkout_applications WHERE id = ?'),
    open: db.prepare("SELECT * FROM checkout_applications WHERE contract_id = ? AND status = 'applied'"),
    ofContract: db.prepare('SELECT * FROM checkout_applications WHERE contract_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?'),
    insert: db.prepare("INSERT INTO checkout_applications (contract_id, user_id, expect_checkout_date, status, created_at) VALUES (?, ?, ?, 'applied', ?)"),
    close: db.prepare("UPDATE checkout_applications SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'applied'"),
    settle: db.prepare("UPDATE checkout_applications SET status = 'settled', settled_at = ?, net_fen = ?, lines = ? WHERE id = ? AND status = 'applied'"),
    freeHouse: db.prepare("UPDATE houses SET availability = 'available' WHERE id = ? AND availability = 'rented'"),
  };
  const byId = (id: number) => q.byId.get(id) as ApplicationRow;

  const view = (row: ApplicationRow): CheckoutApplication => {
    const contract = store.byId(row.contract_id);
    return {
      id: String(row.id),
      contractId: String(row.contract_id),
      contractNo: contract.contract_no,
      houseTitle: houses.get(contract.house_id).title,
      expectCheckoutDate: row.expect_checkout_date,
      status: row.status,
      statusText: checkoutApplicationStatusText[row.status],
      createdAt: chinaIso(row.created_at),
      closedAt: row.closed_at === null ? null : chinaIso(row.closed_at),
      settledAt: row.settled_at === null ? null : chinaIso(row.settled_at),
      netAmount: row.net_fen === null ? null : fenToYuanString(row.net_fen),
    };
  };
  const ownApplication = (userId: number, id: string): ApplicationRow => {
    store.refresh(userId);
    const row = /^\d{1,15}$/.test(id) ? (q.byId.get(Number(id)) as ApplicationRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw checkoutErrors.notFound();
    return row;
  };

  return [
    implement(e.checkoutApply, (context) => {
      const userId = loggedInUser(context);
      const contract = store.own(userId, String(context.input.contractId));
      const problem = checkoutDateProblem(context.input.expectCheckoutDate, chinaDate(clock.now()), { startDate: contract.start_date, endDate: contract.end_date });
      if (problem !== null) throw checkoutErrors.dateRefused(problem);
      const id = db.transaction(() => {
        store.transition(contract, 'applyCheckout', `预计退租日期${context.input.expectCheckoutDate}`);
        return Number(q.insert.run(contract.id, userId, context.input.expectCheckoutDate, clock.now()).lastInsertRowid);
      })();
      return view(byId(id));
    }),
    implement(e.checkoutList, (context) => {
      const contract = store.own(loggedInUser(context), String(context.input.contractId));
      const { pageNum, pageSize } = context.input;
      return (q.ofContract.all(contract.id, pageSize, (pageNum - 1) * pageSize) as ApplicationRow[]).map(view);
    }),
    implement(e.checkoutDetail, (context) => view(ownApplication(loggedInUser(context), context.params.id ?? ''))),
    implement(e.undoneCheckout, (context) => {
      const contract = store.own(loggedInUser(context), context.params.id ?? '');
      const open = q.open.get(contract.id) as ApplicationRow | undefined;
      return open ? view(open) : null;
    }),
    implement(e.checkoutClose, (context) => {
      const application = ownApplication(loggedInUser(context), context.params.id ?? '');
      if (application.status !== 'applied') throw checkoutErrors.notOpen();
      db.transaction(() => {
        store.transition(store.byId(application.contract_id), 'closeCheckout', '租客取消了退租申请');
        q.close.run(clock.now(), application.id);
      })();
      return view(byId(application.id));
    }),
    implement(e.refundSign, (context) => {
      const contract = store.own(loggedInUser(context), context.params.id ?? '');
      const application = q.open.get(contract.id) as ApplicationRow | undefined;
      if (!application) throw contractErrors.refused(contract.status);
      const preview = refundPreviewOf(store, contract, application.expect_checkout_date);
      if (preview.sign !== context.input.sign) throw checkoutErrors.previewChanged();
      db.transaction(() => {
        const now = clock.now();
        const net = `${preview.netFen >= 0 ? '退还' : '补交'}${fenToYuanString(Math.abs(preview.netFen))}元`;
        store.transition(contract, preview.early ? 'terminatedEarly' : 'checkoutSettled', `退租日期${preview.checkoutDate}，${net}`, now);
        q.settle.run(now, preview.netFen, JSON.stringify(preview.lines), application.id);
        q.freeHouse.run(contract.house_id);
      })();
      return view(byId(application.id));
    }),
  ];
}
