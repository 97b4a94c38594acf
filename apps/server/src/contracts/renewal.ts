import { contractEndpoints } from '@aster/core-api';
import {
  chinaDate,
  chinaIso,
  fenToYuanString,
  renewalProblem,
  renewalQuote,
  renewalStatusText,
  tidyText,
  type RenewalApplication,
  type RenewalStatus,
} from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createHouseFacts } from '../bookings/houseFacts';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import type { ContractStore } from './contractStore';

interface RenewalRow {
  id: number;
  contract_id: number;
  user_id: number;
  lease_months: number;
  start_date: string;
  end_date: string;
  rent_fen: number;
  remark: string | null;
  status: RenewalStatus;
  reply: string | null;
  created_at: number;
  decided_at: number | null;
  closed_at: number | null;
  new_contract_id: number | null;
}

/** Dev flag route: the manager agrees to or declines a renewal request, as the operator's system would. */
export const DEV_RENEWAL_DECIDE_PATH = '/__dev/renewal/:id/decide';
const DecisionSchema = z.object({ approve: z.boolean(), reply: z.string().max(200).optional() });

export const renewalErrors = {
  notFound: () => new BusinessError('RENEWAL_NOT_FOUND', '续租申请不存在'),
  refused: (message: string) => new BusinessError('RENEWAL_NOT_ALLOWED', message),
  alreadyOpen: () => new BusinessError('RENEWAL_ALREADY_APPLIED', '该合同已有续租申请，请等待管家确认'),
  notOpen: () => new BusinessError('RENEWAL_STATE_INVALID', '该续租申请已处理，当前状态不可操作'),
};

/**
 * Renewal requests (tenant-service renewal/v1, ours): the new term and rent come from core-domain's renewalQuote,
 * allowed by renewalProblem; one open request per lease. The manager's yes makes the new contract (pre-created, for
 * the tenant to sign like any other) starting the day after the old one ends; the deposit carries over, so the new
 * contract bills none.
 */
export function createRenewal(services: Services, store: ContractStore) {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const e = contractEndpoints;
  const q = {
    byId: db.prepare('SELECT * FROM renewal_applications WHERE id = ?'),
    byStatus: db.prepare('SELECT * FROM renewal_applications WHERE status = ? AND id > ? ORDER BY id LIMIT ?'),
    open: db.prepare("SELECT 1 FROM renewal_applications WHERE contract_id = ? AND status = 'applied'"),
    ofUser: db.prepare('SELECT * FROM renewal_applications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 100'),
    ofContract: db.prepare('SELECT * FROM renewal_applications WHERE contract_id = ? ORDER BY created_at DESC, id DESC LIMIT 100'),
    insert: db.prepare(`INSERT INTO renewal_applications (contract_id, user_id, lease_months, start_date, end_date, rent_fen, remark, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'applied', ?)`),
    close: db.prepare("UPDATE renewal_applications SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'applied'"),
    decide: db.prepare("UPDATE renewal_applications SET status = ?, reply = ?, decided_at = ?, new_contract_id = ? WHERE id = ? AND status = 'applied'"),
  };
  const byId = (id: number) => q.byId.get(id) as RenewalRow;

  const view = (row: RenewalRow): RenewalApplication => {
    const contract = store.byId(row.contract_id);
    return {
      id: String(row.id),
      contractId: String(row.contract_id),
      contractNo: contract.contract_no,
      houseTitle: houses.get(contract.house_id).title,
      leaseMonths: row.lease_months,
      startDate: row.start_date,
      endDate: row.end_date,
      rent: fenToYuanString(row.rent_fen),
      remark: row.remark,
      status: row.status,
      statusText: renewalStatusText[row.status],
      reply: row.reply,
      createdAt: chinaIso(row.created_at),
      decidedAt: row.decided_at === null ? null : chinaIso(row.decided_at),
      closedAt: row.closed_at === null ? null : chinaIso(row.closed_at),
      newContractId: row.new_contract_id === null ? null : String(row.new_contract_id),
    };
  };
  const own = (userId: number, id: string): RenewalRow => {
    store.refresh(userId);
    const row = /^\d{1,15}$/.test(id) ? (q.byId.get(Number(id)) as RenewalRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw renewalErrors.notFound();
    return row;
  };

  const routes: ApiRoute[] = [
    implement(e.renewalApply, (context) => {
      const userId = loggedInUser(context);
      const contract = store.own(userId, String(context.input.contractId));
      const problem = renewalProblem({ status: contract.status, endDate: contract.end_date, rentFen: contract.rent_fen }, chinaDate(clock.now()));
      if (problem !== null) throw renewalErrors.refused(problem);
      if (q.open.get(contract.id)) throw renewalErrors.alreadyOpen();
      const quote = renewalQuote({ endDate: contract.end_date, rentFen: contract.rent_fen }, context.input.leaseMonths);
      const remark = tidyText(context.input.remark ?? '');
      const id = db.transaction(() => {
        const now = clock.now();
        store.record(contract.id, '申请续租', `续租${quote.leaseMonths}个月（${quote.startDate}至${quote.endDate}），月租金${fenToYuanString(quote.rentFen)}元`, now);
        return Number(q.insert.run(contract.id, userId, quote.leaseMonths, quote.startDate, quote.endDate, quote.rentFen, remark === '' ? null : remark, now).lastInsertRowid);
      })();
      return view(byId(id));
    }),
    implement(e.renewalList, (context) => {
      const userId = loggedInUser(context);
      const { contractId } = context.input;
      if (contractId === undefined) {
        store.refresh(userId);
        return (q.ofUser.all(userId) as RenewalRow[]).map(view);
      }
      return (q.ofContract.all(store.own(userId, String(contractId)).id) as RenewalRow[]).map(view);
    }),
    implement(e.renewalDetail, (context) => view(own(loggedInUser(context), context.params.id ?? ''))),
    implement(e.renewalClose, (context) => {
      const row = own(loggedInUser(context), context.params.id ?? '');
      if (row.status !== 'applied') throw renewalErrors.notOpen();
      db.transaction(() => {
        const now = clock.now();
        q.close.run(now, row.id);
        store.record(row.contract_id, '取消续租申请', '租客取消了续租申请', now);
      })();
      return view(byId(row.id));
    }),
  ];

  /** The manager's answer; a request already answered is refused. */
  const decide = (id: number, approve: boolean, reply: string | undefined): RenewalApplication => {
    const row = Number.isSafeInteger(id) ? (q.byId.get(id) as RenewalRow | undefined) : undefined;
    if (!row) throw renewalErrors.notFound();
    if (row.status !== 'applied') throw renewalErrors.notOpen();
    db.transaction(() => {
      const now = clock.now();
      const old = store.byId(row.contract_id);
      let newContractId: number | null = null;
      if (approve) {
        newContractId = Number(
          store.create({
            userId: row.user_id,
            tenantPhone: old.tenant_phone,
            tenantName: old.tenant_name,
            tenantIdNumber: old.tenant_id_number,
            houseId: old.house_id,
            reservationId: null,
            status: 'pre_created',
            startDate: row.start_date,
            leaseMonths: row.lease_months,
            rentFen: row.rent_fen,
            depositMonths: 0,
            payMonths: old.pay_months,
            reservationCreditFen: 0,
            lockId: old.lock_id ?? `LK${old.house_id}`,
            createdAt: now,
          }).id,
        );
      }
      q.decide.run(approve ? 'approved' : 'rejected', tidyText(reply ?? '') || null, now, newContractId, row.id);
      store.record(old.id, approve ? '续租已同意' : '续租未通过', approve ? '管家已同意续租，新合同已生成，请签署' : tidyText(reply ?? '') || '管家未同意续租', now);
    })();
    return view(byId(row.id));
  };

  /** The operator's list: requests of `status` after id `after`, oldest first. */
  const listed = (status: RenewalStatus, limit: number, after: number): RenewalApplication[] => (q.byStatus.all(status, after, limit) as RenewalRow[]).map(view);

  return { routes, decide, listed };
}

export function renewalRoutes(services: Services, store: ContractStore): ApiRoute[] {
  return createRenewal(services, store).routes;
}

/** The manager's decision, in the operator API (the dev route plays it too). */
export function registerRenewalOperator(app: FastifyInstance, services: Services, store: ContractStore): void {
  const renewal = createRenewal(services, store);
  const roles = ACTION_ROLES.manager;
  registerOperatorRoute(app, services, { devPath: DEV_RENEWAL_DECIDE_PATH, action: 'renewals/decide', roles, body: DecisionSchema, act: (id, decision) => renewal.decide(id, decision.approve, decision.reply) });
  registerOperatorList(app, services, { path: 'renewals', roles, statuses: ['applied', 'approved', 'rejected', 'closed'], list: renewal.listed });
}
