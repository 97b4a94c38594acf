import crypto from 'node:crypto';
import {
  addCalendarDays,
  chinaDate,
  LEASE_ENDED_STATUSES,
  billStanding,
  chinaIso,
  contractStatusText,
  fenToYuanString,
  leaseEndDate,
  maskBankCard,
  maskIdNumber,
  maskName,
  maskPhone,
  nextContractStatus,
  nextReservationStatus,
  onlineContractStatusCode,
  unRentRuleText,
  type BillStanding,
  type ContractBill,
  type ContractBillKind,
  type ContractDetail,
  type ContractEvent,
  type ContractStatus,
  type ContractSummary,
  type RefundAccount,
  type RefundBill,
  type RefundTerms,
  type ReservationStatus,
  type RoomItem,
} from '@aster/core-domain';
import { createHouseFacts, houseCoverUrl } from '../bookings/houseFacts';
import { findPersonInfo } from '../bookings/personInfo';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { contractPdfUrl } from './contractPdf';
import { firstPaymentOf } from './signing';

export interface ContractRow {
  id: number;
  contract_no: string;
  user_id: number | null;
  tenant_phone: string;
  tenant_name: string;
  tenant_id_number: string | null;
  house_id: string;
  reservation_id: number | null;
  status: ContractStatus;
  start_date: string;
  end_date: string;
  lease_months: number;
  rent_fen: number;
  deposit_months: number;
  pay_months: number;
  reservation_credit_fen: number;
  penalty_percent: number;
  company: string | null;
  email: string | null;
  occupation: string | null;
  co_tenants: string;
  room_items: string;
  lock_id: string | null;
  cert_checked_at: number | null;
  signed_at: number | null;
  first_order_no: string | null;
  created_at: number;
}

export interface BillRow {
  id: number;
  contract_id: number;
  kind: ContractBillKind;
  title: string;
  period_start: string;
  period_end: string;
  due_date: string;
  amount_fen: number;
  paid_at: number | null;
  /** Set when the bill was split into instalments (migration 0028): its instalments are owed instead. */
  split_at?: number | null;
}

export interface RefundAccountRow {
  holder_name: string;
  bank_name: string;
  card_number: string;
  updated_at: number;
}

/** The refund account on file as the app reads it: the card number masked but its last 4. */
export const refundAccountView = (row: RefundAccountRow): RefundAccount => ({
  holderName: row.holder_name,
  bankName: row.bank_name,
  cardNumberMasked: maskBankCard(row.card_number),
  updatedAt: chinaIso(row.updated_at),
});

export const contractErrors = {
  notFound: () => new BusinessError('CONTRACT_NOT_FOUND', '合同不存在'),
  /** A move the state machine refuses: the screen shows the status the contract is in. */
  refused: (status: ContractStatus) => new BusinessError('CONTRACT_STATE_INVALID', `该合同${contractStatusText[status]}，当前状态不可操作`),
};

/** What each move writes in the change record (online-records). */
const recordTitle: Readonly<Record<ContractEvent, string>> = {
  prefilled: '完善签约信息',
  signed: '签署合同',
  firstPaymentConfirmed: '支付首期款项',
  moveIn: '租约开始',
  applyCheckout: '申请退租',
  closeCheckout: '取消退租申请',
  checkoutSettled: '退租结算',
  terminatedEarly: '提前解约结算',
  void: '合同作废',
};

/** The room items a new contract hands over (the manager's standard list). */
export const STANDARD_ROOM_ITEMS: readonly RoomItem[] = [
  { name: '床及床垫', quantity: 1, condition: '完好' },
  { name: '衣柜', quantity: 1, condition: '完好' },
  { name: '书桌椅', quantity: 1, condition: '完好' },
  { name: '空调', quantity: 1, condition: '完好' },
  { name: '洗衣机', quantity: 1, condition: '完好' },
  { name: '门禁卡', quantity: 2, condition: '完好' },
];

const paymentCycleText = (depositMonths: number, payMonths: number) => {
  const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
  return `押${digits[depositMonths] ?? depositMonths}付${digits[payMonths] ?? payMonths}`;
};

export interface NewContract {
  userId: number | null;
  tenantPhone: string;
  tenantName: string;
  tenantIdNumber: string | null;
  houseId: string;
  reservationId: number | null;
  status: ContractStatus;
  startDate: string;
  leaseMonths: number;
  rentFen: number;
  depositMonths: number;
  payMonths: number;
  reservationCreditFen: number;
  lockId: string;
  coTenants?: readonly { name: string; phone: string; relation: string }[];
  createdAt: number;
}

/**
 * Writes a contract with its bills (the deposit, then one rent bill per payment period, all unpaid) and its first
 * change record; the seed uses it too. Returns the contract's id.
 */
export function insertContract(db: Db, contract: NewContract & { contractNo: string }): number {
  const endDate = leaseEndDate(contract.startDate, contract.leaseMonths);
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO contracts (contract_no, user_id, tenant_phone, tenant_name, tenant_id_number, house_id, reservation_id, status,
      start_date, end_date, lease_months, rent_fen, deposit_months, pay_months, reservation_credit_fen, co_tenants, room_items, lock_id, created_at)
      VALUES (@contract_no, @user_id, @tenant_phone, @tenant_name, @tenant_id_number, @house_id, @reservation_id, @status,
      @start_date, @end_date, @lease_months, @rent_fen, @deposit_months, @pay_months, @reservation_credit_fen, @co_tenants, @room_items, @lock_id, @created_at)`)
    .run({
      contract_no: contract.contractNo,
      user_id: contract.userId,
      tenant_phone: contract.tenantPhone,
      tenant_name: contract.tenantName,
      tenant_id_number: contract.tenantIdNumber,
      house_id: contract.houseId,
      reservation_id: contract.reservationId,
      status: contract.status,
      start_date: contract.startDate,
      end_date: endDate,
      lease_months: contract.leaseMonths,
      rent_fen: contract.rentFen,
      deposit_months: contract.depositMonths,
      pay_months: contract.payMonths,
      reservation_credit_fen: contract.reservationCreditFen,
      co_tenants: JSON.stringify(contract.coTenants ?? []),
      room_items: JSON.stringify(STANDARD_ROOM_ITEMS),
      lock_id: contract.lockId,
      created_at: contract.createdAt,
    });
  const id = Number(lastInsertRowid);
  const bill = db.prepare(`INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const depositFen = contract.rentFen * contract.depositMonths;
  if (depositFen > 0) bill.run(id, 'deposit', '押金', contract.startDate, endDate, contract.startDate, depositFen);
  for (let months = 0; months < contract.leaseMonths; months += contract.payMonths) {
    const periodStart = months === 0 ? contract.startDate : addCalendarDays(leaseEndDate(contract.startDate, months), 1);
    const covered = Math.min(contract.payMonths, contract.leaseMonths - months);
    const periodEnd = leaseEndDate(contract.startDate, months + covered);
    // The first period is due on the start date, the others a week before they begin.
    bill.run(id, 'rent', `房租（${periodStart}至${periodEnd}）`, periodStart, periodEnd, months === 0 ? periodStart : addCalendarDays(periodStart, -7), contract.rentFen * covered);
  }
  db.prepare('INSERT INTO contract_records (contract_id, at, title, detail) VALUES (?, ?, ?, ?)').run(
    id,
    contract.createdAt,
    '合同创建',
    contract.reservationId === null ? '管家为您创建了合同' : '预订已支付，合同已生成，请完善信息后签约',
  );
  return id;
}

export type ContractStore = ReturnType<typeof createContractStore>;

export function createContractStore(services: Services) {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const q = {
    byId: db.prepare('SELECT * FROM contracts WHERE id = ?'),
    ofUser: db.prepare('SELECT * FROM contracts WHERE user_id = ? ORDER BY start_date DESC, id DESC'),
    noTaken: db.prepare('SELECT 1 FROM contracts WHERE contract_no = ?'),
    move: db.prepare('UPDATE contracts SET status = ? WHERE id = ? AND status = ?'),
    record: db.prepare('INSERT INTO contract_records (contract_id, at, title, detail) VALUES (?, ?, ?, ?)'),
    records: db.prepare('SELECT * FROM contract_records WHERE contract_id = ? ORDER BY at DESC, id DESC'),
    bills: db.prepare('SELECT * FROM contract_bills WHERE contract_id = ? ORDER BY due_date, id'),
    paidReservationsWithoutContract: db.prepare(`SELECT r.* FROM reservations r LEFT JOIN contracts c ON c.reservation_id = r.id
      WHERE r.user_id = ? AND r.status = 'paid' AND c.id IS NULL`),
    unsignedOfEndedReservations: db.prepare(`SELECT c.* FROM contracts c JOIN reservations r ON r.id = c.reservation_id
      WHERE c.user_id = ? AND c.status IN ('pre_created', 'awaiting_sign') AND r.status IN ('refunded', 'cancelled')`),
    dueToMoveIn: db.prepare("SELECT * FROM contracts WHERE user_id = ? AND status = 'to_move_in' AND start_date <= ?"),
    reservation: db.prepare('SELECT id, status FROM reservations WHERE id = ?'),
    moveReservation: db.prepare('UPDATE reservations SET status = ? WHERE id = ? AND status = ?'),
    refundAccount: db.prepare('SELECT * FROM contract_refund_accounts WHERE contract_id = ?'),
  };

  const byId = (id: number) => q.byId.get(id) as ContractRow;
  const record = (contractId: number, title: string, detail: string, at = clock.now()) => q.record.run(contractId, at, title, detail);

  /** The only way a status changes: core-domain's machine decides, or the call is refused. Writes the change record. */
  const transition = (row: ContractRow, event: ContractEvent, detail = '', at = clock.now()): ContractStatus => {
    const next = nextContractStatus(row.status, event);
    if (next === null || q.move.run(next, row.id, row.status).changes !== 1) throw contractErrors.refused(row.status);
    record(row.id, recordTitle[event], detail || `${contractStatusText[row.status]} → ${contractStatusText[next]}`, at);
    return next;
  };

  /** A reservation's move, through its own machine (a paid reservation becomes `converted` when its contract is signed). */
  const moveReservation = (reservationId: number, event: 'contractSigned') => {
    const reservation = q.reservation.get(reservationId) as { id: number; status: ReservationStatus } | undefined;
    const next = reservation ? nextReservationStatus(reservation.status, event) : null;
    if (!reservation || next === null || q.moveReservation.run(next, reservation.id, reservation.status).changes !== 1) {
      throw new BusinessError('RESERVATION_STATE_INVALID', '该预订已取消或退款，无法签约');
    }
  };

  const newContractNo = (): string => {
    for (;;) {
      const no = `HT${chinaDate(clock.now()).replace(/-/g, '')}${String(crypto.randomInt(1_000_000)).padStart(6, '0')}`;
      if (!q.noTaken.get(no)) return no;
    }
  };

  const create = (contract: NewContract): ContractRow => byId(insertContract(db, { ...contract, contractNo: newContractNo() }));

  /**
   * The caller's lazy changes, applied before every read and write: each paid reservation gets its contract to sign,
   * an unsigned contract whose reservation was refunded is void, and a paid contract whose start date came is 在租中.
   */
  const refresh = (userId: number) => {
    const now = clock.now();
    const today = chinaDate(now);
    const paid = q.paidReservationsWithoutContract.all(userId) as { id: number; house_id: string; check_in_date: string; lease_months: number; rent_fen: number; deposit_fen: number; signer_name: string | null }[];
    const ended = q.unsignedOfEndedReservations.all(userId) as ContractRow[];
    const due = q.dueToMoveIn.all(userId, today) as ContractRow[];
    if (paid.length === 0 && ended.length === 0 && due.length === 0) return;
    const user = services.users.byId(userId);
    // The contract's tenant is the verified identity when there is one (what signing is checked against).
    const person = findPersonInfo(services, userId);
    db.transaction(() => {
      for (const reservation of paid) {
        const house = houses.get(reservation.house_id);
        create({
          userId,
          tenantPhone: user?.mobile ?? '',
          tenantName: person?.verified === true ? person.name : (reservation.signer_name ?? person?.name ?? ''),
          tenantIdNumber: person?.id_number ?? null,
          houseId: house.id,
          reservationId: reservation.id,
          status: 'pre_created',
          startDate: reservation.check_in_date,
          leaseMonths: reservation.lease_months,
          rentFen: reservation.rent_fen,
          depositMonths: house.depositMonths,
          payMonths: house.payMonths,
          reservationCreditFen: reservation.deposit_fen,
          lockId: `LK${house.id}`,
          createdAt: now,
        });
      }
      for (const row of ended) transition(row, 'void', '预订已取消，未签署的合同作废', now);
      for (const row of due) transition(row, 'moveIn', `${row.start_date}起租`, now);
    })();
  };

  /** The caller's own contract, after their lazy changes; anyone else's is "not found". */
  const own = (userId: number, id: string): ContractRow => {
    refresh(userId);
    const row = /^\d{1,15}$/.test(id) ? (q.byId.get(Number(id)) as ContractRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw contractErrors.notFound();
    return row;
  };

  // A split bill is owed through its instalments (bills of the same lease), never itself: counted once.
  const billsOf = (contractId: number) => (q.bills.all(contractId) as BillRow[]).filter((bill) => bill.split_at == null);
  // The bill centre's standing of a bill when the bills feature runs; else the rule over what this table knows.
  let standingSource: ((billId: number) => BillStanding | null) | undefined;
  const standingOf = (bill: BillRow, contract: ContractRow): BillStanding => {
    standingSource ??= services.features.flatMap((feature) => (feature.billStanding ? [feature.billStanding(services)] : []))[0] ?? (() => null);
    const facts = { kind: bill.kind, amountFen: bill.amount_fen, dueDate: bill.due_date, paidAt: bill.paid_at, lateFeePaidFen: 0, refunded: false, split: false, transferWaiting: false };
    return standingSource(bill.id) ?? billStanding({ ...facts, leaseEnded: LEASE_ENDED_STATUSES.includes(contract.status) }, chinaDate(clock.now()));
  };
  const billView = (bill: BillRow, contract: ContractRow): ContractBill => {
    const standing = standingOf(bill, contract);
    return {
      id: String(bill.id),
      kind: bill.kind,
      title: bill.title,
      periodStart: bill.period_start,
      periodEnd: bill.period_end,
      dueDate: bill.due_date,
      amount: fenToYuanString(bill.amount_fen),
      amountFen: bill.amount_fen,
      paid: bill.paid_at !== null,
      status: standing.status,
      total: fenToYuanString(standing.totalFen),
    };
  };

  const summary = (row: ContractRow, origin: string): ContractSummary => {
    const house = houses.get(row.house_id);
    return {
      id: String(row.id),
      contractNo: row.contract_no,
      status: row.status,
      statusText: contractStatusText[row.status],
      onlineContractStatus: onlineContractStatusCode[row.status],
      house: { houseId: house.id, title: house.title, address: house.address, storeName: house.storeName, coverUrl: houseCoverUrl(origin, house.id) },
      startDate: row.start_date,
      endDate: row.end_date,
      leaseMonths: row.lease_months,
      rent: fenToYuanString(row.rent_fen),
      reservationId: row.reservation_id === null ? null : String(row.reservation_id),
      bound: row.user_id !== null,
    };
  };

  const unRentRuleOf = (row: ContractRow) => ({ penaltyPercentOfRent: row.penalty_percent });

  const detail = (row: ContractRow, origin: string): ContractDetail => ({
    ...summary(row, origin),
    paymentCycle: { depositMonths: row.deposit_months, payMonths: row.pay_months, text: paymentCycleText(row.deposit_months, row.pay_months) },
    deposit: fenToYuanString(row.rent_fen * row.deposit_months),
    tenantName: row.tenant_name,
    idNumberMasked: row.tenant_id_number === null ? null : maskIdNumber(row.tenant_id_number),
    company: row.company,
    email: row.email,
    occupation: row.occupation,
    // Only these three, masked as users/user-info answers them; a co-occupant's ID number is answered there alone (masked).
    coTenants: (JSON.parse(row.co_tenants) as { name: string; phone: string; relation: string }[]).map((co) => ({ name: maskName(co.name), phone: maskPhone(co.phone), relation: co.relation })),
    roomItems: JSON.parse(row.room_items) as RoomItem[],
    lockId: row.lock_id,
    bills: billsOf(row.id).map((bill) => billView(bill, row)),
    changeRecords: records(row.id),
    unRentRule: unRentRuleOf(row),
    unRentRuleText: unRentRuleText(unRentRuleOf(row), row.rent_fen),
    reservationId: row.reservation_id === null ? null : String(row.reservation_id),
    signedAt: row.signed_at === null ? null : chinaIso(row.signed_at),
    firstPayment: firstPaymentOf(row, billsOf(row.id)),
    pdfUrl: row.signed_at === null || row.user_id === null ? null : contractPdfUrl(origin, row.id, row.user_id, clock.now()),
    refundAccount: refundAccountOf(row.id),
  });
  const refundAccountOf = (contractId: number) => {
    const account = q.refundAccount.get(contractId) as RefundAccountRow | undefined;
    return account === undefined ? null : refundAccountView(account);
  };

  const records = (contractId: number) =>
    (q.records.all(contractId) as { at: number; title: string; detail: string }[]).map((each) => ({ at: chinaIso(each.at), title: each.title, detail: each.detail }));

  /** The refund rule's view of the contract and its bills. */
  const refundInputs = (row: ContractRow): { terms: RefundTerms; bills: RefundBill[] } => ({
    terms: { startDate: row.start_date, endDate: row.end_date, rentFen: row.rent_fen, unRentRule: unRentRuleOf(row) },
    bills: billsOf(row.id).map((bill) => ({
      id: String(bill.id),
      kind: bill.kind,
      title: bill.title,
      periodStart: bill.period_start,
      periodEnd: bill.period_end,
      amountFen: bill.amount_fen,
      paid: bill.paid_at !== null,
    })),
  });

  return {
    q,
    byId,
    create,
    refresh,
    own,
    transition,
    moveReservation,
    record,
    records,
    billsOf,
    summary,
    detail,
    refundInputs,
    ofUser: (userId: number) => {
      refresh(userId);
      return q.ofUser.all(userId) as ContractRow[];
    },
  };
}
