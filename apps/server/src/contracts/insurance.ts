import crypto from 'node:crypto';
import { contractEndpoints } from '@aster/core-api';
import {
  chinaIso,
  fenToYuanString,
  insurancePolicyStatusText,
  type InsurancePlan,
  type InsurancePolicy,
  type InsurancePolicyStatus,
  type InsuranceQualify,
} from '@aster/core-domain';
import { insurancePolicies } from '../db/migrations/0011_insurance_policies';
import type { Db } from '../db/database';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { ServerFeature } from '../serverFeature';
import type { Services } from '../services';
import { createContractStore, type ContractRow } from './contractStore';

// Renter's insurance of a lease, with the reference server playing the insurer: plans priced by the lease's months,
// a policy per contract once the tenant confirms the risk notice, the premium paid through the pay module (on Alipay
// with my.tradePay, the spec's "Alipay order string"), and a policy the insurer asks to confirm again (re-sign) when
// the contract changed. Every call is the contract's tenant's only: anyone else's contract is "not found".

export const INSURANCE_PREMIUM_BIZ = 'insurance_premium';

interface PolicyRow {
  id: number;
  policy_no: string;
  contract_id: number;
  user_id: number;
  plan_code: string;
  status: InsurancePolicyStatus;
  premium_fen: number;
  start_date: string;
  end_date: string;
  confirmed_at: number | null;
  resign_reason: string | null;
}

const INSURER = '安心财产保险（模拟）';
/** Premium per month of the lease, in fen, and what each plan covers. */
const PLANS: readonly { code: string; name: string; monthlyFen: number; coverage: string[] }[] = [
  { code: 'basic', name: '租客意外险·基础版', monthlyFen: 800, coverage: ['意外伤害身故/伤残 10万元', '意外医疗 1万元'] },
  {
    code: 'plus',
    name: '租客综合险·安心版',
    monthlyFen: 1_800,
    coverage: ['意外伤害身故/伤残 20万元', '意外医疗 2万元', '室内财产（火灾、盗抢、水渍）3万元', '对房东及邻居的财产损失责任 5万元'],
  },
];

export const RISK_NOTICE: readonly string[] = [
  '一、本保险由合作保险公司承保，Aster 仅协助展示与投保，保险责任以保险合同及条款为准。',
  '二、保险期间与租赁合同租期一致；合同提前解除的，未到期部分按保险条款退还保费。',
  '三、室内财产以承租人本人所有且存放于租赁房屋内的财产为限，现金、有价证券及贵重首饰不在保障范围内。',
  '四、出险后请于48小时内联系管家或保险公司报案，并保留相关凭证。',
  '五、请确认投保信息真实准确，隐瞒或误告可能影响理赔。',
];

/** Contracts that can be insured: signed and not over. */
const INSURABLE = new Set(['awaiting_payment', 'to_move_in', 'renting']);

export const insuranceErrors = {
  notQualified: (reason: string) => new BusinessError('INSURANCE_NOT_QUALIFIED', reason),
  planRequired: () => new BusinessError('INSURANCE_PLAN_INVALID', '请选择保险方案'),
  noPolicy: () => new BusinessError('INSURANCE_POLICY_NOT_FOUND', '该合同暂无保单，请先选择保险方案'),
  paid: () => new BusinessError('INSURANCE_POLICY_ACTIVE', '保单已生效，无需重复支付'),
};

function plansOf(row: ContractRow): InsurancePlan[] {
  return PLANS.map((plan) => {
    const premiumFen = plan.monthlyFen * row.lease_months;
    return { code: plan.code, name: plan.name, insurer: INSURER, premiumFen, premium: fenToYuanString(premiumFen), coverage: plan.coverage };
  });
}

function notQualifiedReason(row: ContractRow): string | null {
  if (INSURABLE.has(row.status)) return null;
  return row.status === 'pre_created' || row.status === 'awaiting_sign' ? '请先签署租赁合同，签署后即可投保' : '该合同已结束，无法投保';
}

function policyView(row: PolicyRow): InsurancePolicy {
  const plan = PLANS.find((each) => each.code === row.plan_code);
  return {
    policyNo: row.policy_no,
    planCode: row.plan_code,
    planName: plan?.name ?? row.plan_code,
    status: row.status,
    statusText: insurancePolicyStatusText[row.status],
    premium: fenToYuanString(row.premium_fen),
    startDate: row.start_date,
    endDate: row.end_date,
    confirmedAt: row.confirmed_at === null ? null : chinaIso(row.confirmed_at),
    resignReason: row.resign_reason,
  };
}

function insuranceRoutes(services: Services): ApiRoute[] {
  const { db, clock, pay } = services;
  const store = createContractStore(services);
  const e = contractEndpoints;
  const q = {
    ofContract: db.prepare('SELECT * FROM insurance_policies WHERE contract_id = ?'),
    insert: db.prepare(`INSERT INTO insurance_policies (policy_no, contract_id, user_id, plan_code, status, premium_fen, start_date, end_date, confirmed_at, created_at)
      VALUES (?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?, ?)`),
    replan: db.prepare("UPDATE insurance_policies SET plan_code = ?, premium_fen = ?, confirmed_at = ? WHERE id = ? AND status = 'awaiting_payment'"),
    resigned: db.prepare("UPDATE insurance_policies SET status = 'active', confirmed_at = ?, resign_reason = NULL WHERE id = ? AND status = 'needs_resign'"),
    paid: db.prepare("UPDATE insurance_policies SET status = 'active' WHERE id = ? AND status = 'awaiting_payment'"),
    byId: db.prepare('SELECT * FROM insurance_policies WHERE id = ?'),
  };
  const policyOf = (contractId: number) => (q.ofContract.get(contractId) as PolicyRow | undefined) ?? null;
  pay.registerBiz(INSURANCE_PREMIUM_BIZ, {
    refresh: () => undefined,
    onPaid(bizId) {
      q.paid.run(Number(bizId));
    },
  });
  const ownContract = (userId: number, id: string | number) => store.own(userId, String(id));

  const premiumOrder = (context: { userId: number | null; params: Readonly<Record<string, string>> }) => {
    const userId = loggedInUser(context);
    const row = ownContract(userId, context.params.id ?? '');
    const policy = policyOf(row.id);
    if (policy === null) throw insuranceErrors.noPolicy();
    if (policy.status !== 'awaiting_payment') throw insuranceErrors.paid();
    const plan = plansOf(row).find((each) => each.code === policy.plan_code);
    const order = pay.createOrder({ userId, amountFen: policy.premium_fen, subject: `租房保险·${plan?.name ?? policy.plan_code}`, bizType: INSURANCE_PREMIUM_BIZ, bizId: String(policy.id) });
    return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen) };
  };

  return [
    implement(e.insuranceQualify, (context): InsuranceQualify => {
      const row = ownContract(loggedInUser(context), context.input.contractId);
      const reason = notQualifiedReason(row);
      const policy = policyOf(row.id);
      return { qualified: reason === null, reason, plans: reason === null ? plansOf(row) : [], policy: policy === null ? null : policyView(policy), riskNotice: [...RISK_NOTICE] };
    }),
    implement(e.insuranceRisk, (context) => {
      const userId = loggedInUser(context);
      const row = ownContract(userId, context.input.contractId);
      const now = clock.now();
      const existing = policyOf(row.id);
      // Re-signing: the tenant confirms the notice again for the policy they have.
      if (existing?.status === 'needs_resign') {
        q.resigned.run(now, existing.id);
        return policyView(q.byId.get(existing.id) as PolicyRow);
      }
      const reason = notQualifiedReason(row);
      if (reason !== null) throw insuranceErrors.notQualified(reason);
      if (existing?.status === 'active') throw insuranceErrors.paid();
      const plan = plansOf(row).find((each) => each.code === context.input.planCode);
      if (plan === undefined) throw insuranceErrors.planRequired();
      if (existing === null) {
        const policyNo = `BD${row.contract_no}${crypto.randomInt(1_000_000).toString().padStart(6, '0')}`;
        q.insert.run(policyNo, row.id, userId, plan.code, plan.premiumFen, row.start_date, row.end_date, now, now);
      } else {
        q.replan.run(plan.code, plan.premiumFen, now, existing.id);
      }
      return policyView(policyOf(row.id) as PolicyRow);
    }),
    implement(e.insuranceAlipayOrder, premiumOrder),
    implement(e.insuranceAlipayOrderNew, premiumOrder),
    implement(e.insurancePreviewCode, (context) => {
      const row = ownContract(loggedInUser(context), context.input.contractId);
      const policy = policyOf(row.id);
      if (policy === null) throw insuranceErrors.noPolicy();
      return { policyNo: policy.policy_no, previewCode: crypto.createHash('sha256').update(`preview:${policy.policy_no}`).digest('hex').slice(0, 8).toUpperCase() };
    }),
  ];
}

/** The demo tenant's renting contract (HTDEMO05) holds an active policy the insurer asks to confirm again. */
function seedInsurance(db: Db): void {
  // A database migrated only part of the way (the migration tests) has no contracts to insure.
  const tables = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('contracts', 'insurance_policies')").get() as { n: number };
  if (tables.n < 2) return;
  const contract = db.prepare("SELECT * FROM contracts WHERE contract_no = 'HTDEMO05'").get() as ContractRow | undefined;
  if (contract === undefined || contract.user_id === null || db.prepare('SELECT 1 FROM insurance_policies WHERE contract_id = ?').get(contract.id)) return;
  db.prepare(`INSERT INTO insurance_policies (policy_no, contract_id, user_id, plan_code, status, premium_fen, start_date, end_date, confirmed_at, resign_reason, created_at)
    VALUES (?, ?, ?, 'plus', 'needs_resign', ?, ?, ?, ?, ?, ?)`).run(
    'BDHTDEMO05000001',
    contract.id,
    contract.user_id,
    1_800 * contract.lease_months,
    contract.start_date,
    contract.end_date,
    contract.created_at,
    '合同共同居住人已变更，保险公司需要您重新确认投保信息',
    contract.created_at,
  );
}

/** Its own feature (after contracts, whose contracts it insures): routes, the policies' table and the demo policy. */
export const insuranceFeature: ServerFeature = {
  name: 'insurance',
  requires: ['contracts'],
  routes: insuranceRoutes,
  migrations: [insurancePolicies],
  seed: seedInsurance,
};
