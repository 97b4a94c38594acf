import crypto from 'node:crypto';
import { contractEndpoints } from '@aster/core-api';
import { chinaIso, fenToYuanString, type CommitmentBook, type ContractStatus, type FirstPayment } from '@aster/core-domain';
import { commitmentBooks } from '../db/migrations/0013_commitment_books';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { ServerFeature } from '../serverFeature';
import type { Services } from '../services';
import { contractErrors, createContractStore, type BillRow, type ContractRow } from './contractStore';
import { readSignature } from './signatureImage';
import { signerOf } from './signer';

/**
 * The first bill of a contract (contract_pay): the deposit and the rent of the first payment period, less the
 * reservation's 定金. The same bills saveHandSign opens the pay order for; paid once the contract is 将搬入.
 */
export function firstPaymentOf(row: ContractRow, bills: readonly BillRow[]): FirstPayment {
  const first = bills.filter((bill) => bill.kind === 'deposit' || (bill.kind === 'rent' && bill.period_start === row.start_date));
  const depositFen = first.filter((bill) => bill.kind === 'deposit').reduce((sum, bill) => sum + bill.amount_fen, 0);
  const rent = first.find((bill) => bill.kind === 'rent');
  const rentFen = rent?.amount_fen ?? 0;
  const totalFen = Math.max(0, depositFen + rentFen - row.reservation_credit_fen);
  return {
    depositFen,
    rentFen,
    creditFen: row.reservation_credit_fen,
    totalFen,
    amount: fenToYuanString(totalFen),
    rentPeriod: rent === undefined ? '' : `${rent.period_start}至${rent.period_end}`,
    orderNo: row.first_order_no,
    paid: first.length > 0 && first.every((bill) => bill.paid_at !== null),
  };
}

/** The commitment letter (承诺书) a tenant signs for a signed contract: the house rules they promise to keep. */
function commitmentText(row: ContractRow, signedAt: number | null): CommitmentBook {
  return {
    contractId: String(row.id),
    title: '租住承诺书',
    paragraphs: [
      `本人${row.tenant_name}，承租合同编号为${row.contract_no}的房屋，租期${row.start_date}至${row.end_date}，现郑重承诺：`,
      '一、遵守消防安全规定：不私拉电线，不在室内及楼道为电动自行车或其电池充电，不堵塞消防通道，不使用大功率违规电器。',
      '二、不转租、不分租、不群租，不改变房屋结构和用途，实际居住人数不超过合同约定。',
      '三、遵守社区及公寓管理规定：垃圾分类投放，22:00至次日7:00保持安静，未经同意不饲养宠物。',
      '四、爱护房屋及配套设施，发现损坏及时报修；因本人原因造成的损坏照价赔偿。',
      '五、如实提供个人信息，依法办理居住登记，不利用租赁房屋从事违法活动。',
      '本人已阅读并理解上述内容，如有违反，愿承担相应责任，出租方有权依合同约定处理。',
    ],
    signed: signedAt !== null,
    signedAt: signedAt === null ? null : chinaIso(signedAt),
  };
}

/** Only a signed, running contract has a letter to sign (the tenant moves in under it). */
const COMMITTABLE = new Set<ContractStatus>(['awaiting_payment', 'to_move_in', 'renting']);

function commitmentRoutes(services: Services): ApiRoute[] {
  const { db, clock } = services;
  const store = createContractStore(services);
  const signedAtOf = (contractId: number) => (db.prepare('SELECT signed_at FROM commitment_books WHERE contract_id = ?').get(contractId) as { signed_at: number } | undefined)?.signed_at ?? null;
  const ownContract = (context: { userId: number | null; params: Readonly<Record<string, string>> }) => store.own(loggedInUser(context), context.params.id ?? '');
  return [
    implement(contractEndpoints.commitmentBook, (context) => {
      const row = ownContract(context);
      return commitmentText(row, signedAtOf(row.id));
    }),
    implement(contractEndpoints.signCommitmentBook, (context) => {
      const userId = loggedInUser(context);
      const row = ownContract(context);
      const signedAt = signedAtOf(row.id);
      // Signing again answers the letter as first signed.
      if (signedAt !== null) return commitmentText(row, signedAt);
      if (!COMMITTABLE.has(row.status)) throw contractErrors.refused(row.status);
      // The letter is the tenant's own promise: signed by their verified identity only.
      signerOf(services, userId, row);
      const signature = readSignature(context.input.signImage);
      const now = clock.now();
      db.prepare('INSERT INTO commitment_books (contract_id, user_id, png, sha256, signed_at) VALUES (?, ?, ?, ?, ?)').run(
        row.id,
        userId,
        signature.png,
        crypto.createHash('sha256').update(signature.png).digest('hex'),
        now,
      );
      store.record(row.id, '签署租住承诺书', '乙方已手写签署租住承诺书', now);
      return commitmentText(row, now);
    }),
  ];
}

/** The commitment letter: its calls and table (after contracts, whose contracts it belongs to). */
export const commitmentFeature: ServerFeature = {
  name: 'commitment',
  requires: ['contracts'],
  routes: commitmentRoutes,
  migrations: [commitmentBooks],
};
