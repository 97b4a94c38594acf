import { contractEndpoints } from '@aster/core-api';
import {
  checkoutApplicationStatusText,
  checkoutDateProblem,
  chinaDate,
  chinaIso,
  fenToYuanString,
  type CheckoutApplication,
  type CheckoutApplicationStatus,
  type CheckoutMoney,
  type ContractText,
  type RefundPreview,
} from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createHouseFacts } from '../bookings/houseFacts';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { contractErrors, type ContractRow, type ContractStore } from './contractStore';
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
  lines: string | null;
  settled_by: 'tenant' | 'operator' | null;
}

/** The pay ledger's business of a settled checkout's refund (a payout) and of the balance a tenant still owes (an order). */
export const CHECKOUT_REFUND_BIZ = 'checkout_refund';
export const CHECKOUT_BALANCE_BIZ = 'checkout_balance';
/** Dev flag route: the manager settles an open checkout at the handover, as the operator's system would. */
export const DEV_CHECKOUT_SETTLE_PATH = '/__dev/checkout/:id/settle';

export const checkoutErrors = {
  notFound: () => new BusinessError('CHECKOUT_NOT_FOUND', '退租申请不存在'),
  dateRefused: (message: string) => new BusinessError('CHECKOUT_DATE_INVALID', message),
  notOpen: () => new BusinessError('CHECKOUT_STATE_INVALID', '该退租申请已结束，当前状态不可操作'),
  /** The numbers changed since the tenant saw them (a bill was paid meanwhile): they sign the new ones. */
  previewChanged: () => new BusinessError('REFUND_PREVIEW_CHANGED', '退款明细已更新，请重新确认后签署'),
  noAgreement: () => new BusinessError('CHECKOUT_AGREEMENT_NONE', '该合同暂无退租协议，请先申请退租'),
};

const yuan = (fen: number) => `${fenToYuanString(fen)}元`;

/** The paragraphs of the checkout agreement (退租协议) for a breakdown. */
function agreementText(contract: ContractRow, houseTitle: string, preview: RefundPreview, settledAt: number | null): ContractText {
  const net = preview.netFen >= 0 ? `甲方应退还乙方${yuan(preview.netFen)}` : `乙方应向甲方补交${yuan(-preview.netFen)}`;
  return {
    title: '房屋租赁退租协议',
    paragraphs: [
      `甲方（出租方）：Aster寓运营方；乙方（承租方）：${contract.tenant_name}。`,
      `双方于${contract.start_date}签订的租赁合同（编号${contract.contract_no}，房屋：${houseTitle}，租期${contract.start_date}至${contract.end_date}）${preview.early ? '经乙方申请提前解除' : '租期届满终止'}，乙方于${preview.checkoutDate}退还房屋。`,
      '一、费用结算如下：',
      ...preview.lines.map((line, index) => `${index + 1}. ${line.label}：${line.amountFen >= 0 ? '' : '-'}${yuan(Math.abs(line.amountFen))}`),
      `二、以上合计，${net}。${preview.netFen >= 0 ? '退款在协议签署后原路退回乙方支付租金的账户，一般1-3个工作日到账。' : '补交款项请乙方于协议签署后7日内支付。'}`,
      '三、乙方已交还房门钥匙及门禁卡，房屋及物品以交割记录为准；本协议签署后，双方就该租赁合同再无其他争议。',
    ],
    signPlaces: ['乙方（签署）'],
    signed: settledAt !== null,
    signedAt: settledAt === null ? null : chinaIso(settledAt),
  };
}

/**
 * Checkout applications (tenant-service checkout/v1), the refund they settle and its agreement. Settling is one
 * function for both ways it happens: the tenant signs the breakdown (refund-sign), or the manager settles at the
 * handover (the dev route stands in for the operator's system). Either moves the contract through core-domain's
 * machine (提前解约 before the last day, 已退租 on it), frees the house, and moves the money in the same transaction:
 * a positive net is a payout on the pay ledger, a negative one an order the tenant pays.
 */
export function createCheckout(services: Services, store: ContractStore) {
  const { db, clock, pay } = services;
  const houses = createHouseFacts(db);
  const e = contractEndpoints;
  const q = {
    byId: db.prepare('SELECT * FROM checkout_applications WHERE id = ?'),
    byStatus: db.prepare('SELECT * FROM checkout_applications WHERE status = ? AND id > ? ORDER BY id LIMIT ?'),
    open: db.prepare("SELECT * FROM checkout_applications WHERE contract_id = ? AND status = 'applied'"),
    latestOfContract: db.prepare("SELECT * FROM checkout_applications WHERE contract_id = ? AND status IN ('applied', 'settled') ORDER BY created_at DESC, id DESC LIMIT 1"),
    ofContract: db.prepare('SELECT * FROM checkout_applications WHERE contract_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?'),
    ofUser: db.prepare('SELECT * FROM checkout_applications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?'),
    insert: db.prepare("INSERT INTO checkout_applications (contract_id, user_id, expect_checkout_date, status, created_at) VALUES (?, ?, ?, 'applied', ?)"),
    close: db.prepare("UPDATE checkout_applications SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'applied'"),
    settle: db.prepare("UPDATE checkout_applications SET status = 'settled', settled_at = ?, net_fen = ?, lines = ?, settled_by = ? WHERE id = ? AND status = 'applied'"),
    freeHouse: db.prepare("UPDATE houses SET availability = 'available' WHERE id = ? AND availability = 'rented'"),
  };
  const byId = (id: number) => q.byId.get(id) as ApplicationRow;

  pay.registerBiz(CHECKOUT_BALANCE_BIZ, { refresh: () => undefined, onPaid: () => undefined });

  const moneyOf = (row: ApplicationRow): CheckoutMoney | null => {
    if (row.status !== 'settled' || row.net_fen === null) return null;
    if (row.net_fen > 0) {
      const payout = pay.payoutOf(CHECKOUT_REFUND_BIZ, String(row.id));
      return { direction: 'refund', amount: fenToYuanString(row.net_fen), refundedAt: payout === null ? null : chinaIso(payout.created_at), refundAccount: null };
    }
    if (row.net_fen < 0) {
      const order = pay.byNo((db.prepare('SELECT order_no FROM pay_orders WHERE biz_type = ? AND biz_id = ?').get(CHECKOUT_BALANCE_BIZ, String(row.id)) as { order_no: string } | undefined)?.order_no ?? '');
      return {
        direction: 'collect',
        amount: fenToYuanString(-row.net_fen),
        balanceOrder: order ? { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen) } : null,
        balancePaidAt: order?.paid_at == null ? null : chinaIso(order.paid_at),
      };
    }
    return { direction: 'none', amount: '0.00' };
  };

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
      lines: row.lines === null ? null : (JSON.parse(row.lines) as RefundPreview['lines']),
      settledBy: row.settled_by,
      money: moneyOf(row),
    };
  };
  const ownApplication = (userId: number, id: string): ApplicationRow => {
    store.refresh(userId);
    const row = /^\d{1,15}$/.test(id) ? (q.byId.get(Number(id)) as ApplicationRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw checkoutErrors.notFound();
    return row;
  };

  /** Settles an open application on `preview` (already checked by the caller); once settled, it answers as it is. */
  const settle = (application: ApplicationRow, preview: RefundPreview, by: 'tenant' | 'operator'): ApplicationRow => {
    if (application.status === 'settled') return application;
    if (application.status !== 'applied') throw checkoutErrors.notOpen();
    db.transaction(() => {
      const now = clock.now();
      const contract = store.byId(application.contract_id);
      const net = `${preview.netFen >= 0 ? '退还' : '补交'}${yuan(Math.abs(preview.netFen))}`;
      const who = by === 'tenant' ? '租客签署退租协议' : '管家办理退房结算';
      store.transition(contract, preview.early ? 'terminatedEarly' : 'checkoutSettled', `${who}，退租日期${preview.checkoutDate}，${net}`, now);
      q.settle.run(now, preview.netFen, JSON.stringify(preview.lines), by, application.id);
      q.freeHouse.run(contract.house_id);
      const house = houses.get(contract.house_id);
      if (preview.netFen > 0) {
        pay.payout({ userId: application.user_id, amountFen: preview.netFen, bizType: CHECKOUT_REFUND_BIZ, bizId: String(application.id), reason: 'checkout_settled' });
      } else if (preview.netFen < 0) {
        pay.createOrder({ userId: application.user_id, amountFen: -preview.netFen, subject: `退租结算补交·${house.title}`, bizType: CHECKOUT_BALANCE_BIZ, bizId: String(application.id) });
      }
    })();
    return byId(application.id);
  };

  const routes: ApiRoute[] = [
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
      const userId = loggedInUser(context);
      const { pageNum, pageSize, contractId } = context.input;
      const offset = (pageNum - 1) * pageSize;
      if (contractId === undefined) {
        store.refresh(userId);
        return (q.ofUser.all(userId, pageSize, offset) as ApplicationRow[]).map(view);
      }
      const contract = store.own(userId, String(contractId));
      return (q.ofContract.all(contract.id, pageSize, offset) as ApplicationRow[]).map(view);
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
      return view(settle(application, preview, 'tenant'));
    }),
    implement(e.checkoutAgreement, (context) => {
      const contract = store.own(loggedInUser(context), context.params.id ?? '');
      const application = q.latestOfContract.get(contract.id) as ApplicationRow | undefined;
      if (!application) throw checkoutErrors.noAgreement();
      const house = houses.get(contract.house_id);
      if (application.status === 'settled' && application.lines !== null && application.net_fen !== null) {
        const lines = JSON.parse(application.lines) as RefundPreview['lines'];
        const settled: RefundPreview = {
          contractId: String(contract.id),
          checkoutDate: application.expect_checkout_date,
          early: contract.status === 'terminated',
          lines,
          netFen: application.net_fen,
          netAmount: fenToYuanString(application.net_fen),
          sign: '',
        };
        return agreementText(contract, house.title, settled, application.settled_at);
      }
      return agreementText(contract, house.title, refundPreviewOf(store, contract, application.expect_checkout_date), null);
    }),
  ];

  /** The manager settles application `id` on the numbers of its date (what the tenant would sign). */
  const settleAsOperator = (id: number): CheckoutApplication => {
    const row = Number.isSafeInteger(id) ? (q.byId.get(id) as ApplicationRow | undefined) : undefined;
    if (!row) throw checkoutErrors.notFound();
    store.refresh(row.user_id);
    const current = byId(row.id);
    if (current.status === 'settled') return view(current);
    const preview = refundPreviewOf(store, store.byId(current.contract_id), current.expect_checkout_date);
    return view(settle(current, preview, 'operator'));
  };

  /** The operator's list: applications of `status` after id `after`, oldest first. */
  const listed = (status: CheckoutApplicationStatus, limit: number, after: number): CheckoutApplication[] => (q.byStatus.all(status, after, limit) as ApplicationRow[]).map(view);

  return { routes, settleAsOperator, listed };
}

export function checkoutRoutes(services: Services, store: ContractStore): ApiRoute[] {
  return createCheckout(services, store).routes;
}

/**
 * The settlement of an open checkout at the handover (finance or a manager in the operator API; the dev route plays
 * it too). Settling an application again answers it as it was settled, and moves no money twice.
 */
export function registerCheckoutOperator(app: FastifyInstance, services: Services, store: ContractStore): void {
  const checkout = createCheckout(services, store);
  const roles = ACTION_ROLES.finance;
  registerOperatorRoute(app, services, { devPath: DEV_CHECKOUT_SETTLE_PATH, action: 'checkouts/settle', roles, body: z.object({}), act: (id) => checkout.settleAsOperator(id) });
  registerOperatorList(app, services, { path: 'checkouts', roles, statuses: ['applied', 'settled', 'closed'], list: checkout.listed });
}
