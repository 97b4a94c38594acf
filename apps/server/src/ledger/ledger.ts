import type { Db } from '../db/database';

// The double-entry ledger (migration 0019). Every money movement of the server is one movement here, posted in the
// same SQLite transaction as the event it records (a kill -9 keeps both or neither), through postMovement only.
//
// Accounts, by the first part of their code (amounts signed: debit positive, credit negative):
// - provider:<channel>   asset      money the pay providers hold for us (wechat, alipay, baofoo)
// - operator:bank        asset      the operator's own bank account (payouts leave from it, transfers arrive in it)
// - orders:<bizType>     liability  money received for a kind of business (bill, reservation, meter_topup...) and
//                                   not given back: per order, what its charges minus its refunds hold
// - payouts:<bizType>    expense    money sent to tenants that no charge holds (a checkout's refund of the deposit)
// - tenant:<id>:<name>   liability  money the operator holds for one tenant (wallet: available, withdrawing)
// - discounts:coupon     expense    what coupons took off bills (the bill's income is the payment plus it)
// - income:<name>        income     the operator's own takings (withdrawal fees)

export type AccountKind = 'asset' | 'liability' | 'income' | 'expense';

const KIND_OF_PREFIX: Readonly<Record<string, AccountKind>> = {
  provider: 'asset',
  operator: 'asset',
  orders: 'liability',
  tenant: 'liability',
  payouts: 'expense',
  discounts: 'expense',
  income: 'income',
};

const ACCOUNT_CODE = /^[a-z]+(:[A-Za-z0-9_-]{1,64}){1,2}$/;

export interface LedgerEntry {
  account: string;
  amountFen: number;
}

export interface Movement {
  /** What happened: charge, refund, payout, transfer... */
  kind: string;
  /** What it belongs to (pay_order + order number, a checkout, a bill...). */
  bizType: string;
  bizId: string;
  /** The event's own identity: posting the same key again returns the movement already posted. */
  key: string;
  entries: readonly LedgerEntry[];
}

export class UnbalancedMovementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedMovementError';
  }
}

export function accountKindOf(code: string): AccountKind {
  const kind = ACCOUNT_CODE.test(code) ? KIND_OF_PREFIX[code.split(':')[0] ?? ''] : undefined;
  if (kind === undefined) throw new UnbalancedMovementError(`not an account code: ${code}`);
  return kind;
}

/**
 * Posts a movement and returns its id, inside the caller's transaction (or its own). Refused, with nothing written:
 * fewer than two lines, a line of 0 or not whole fen, an unknown account code, lines that do not sum to zero. A key
 * posted before returns that movement, whatever the lines (the event happened once).
 */
export function postMovement(db: Db, movement: Movement, now: number = Date.now()): number {
  const { entries } = movement;
  if (entries.length < 2) throw new UnbalancedMovementError(`movement ${movement.key} has ${entries.length} line(s)`);
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen === 0) throw new UnbalancedMovementError(`movement ${movement.key}: a line of ${entry.amountFen} fen`);
    accountKindOf(entry.account);
  }
  const sum = entries.reduce((total, entry) => total + entry.amountFen, 0);
  if (sum !== 0) throw new UnbalancedMovementError(`movement ${movement.key} is off by ${sum} fen`);
  return db.transaction(() => {
    const existing = db.prepare('SELECT id FROM ledger_movements WHERE idem_key = ?').get(movement.key) as { id: number } | undefined;
    if (existing !== undefined) return existing.id;
    const addAccount = db.prepare('INSERT OR IGNORE INTO ledger_accounts (code, kind, created_at) VALUES (?, ?, ?)');
    for (const entry of entries) addAccount.run(entry.account, accountKindOf(entry.account), now);
    const id = Number(
      db.prepare('INSERT INTO ledger_movements (kind, biz_type, biz_id, idem_key, created_at) VALUES (?, ?, ?, ?, ?)').run(movement.kind, movement.bizType, movement.bizId, movement.key, now)
        .lastInsertRowid,
    );
    const addEntry = db.prepare('INSERT INTO ledger_entries (movement_id, account, amount_fen) VALUES (?, ?, ?)');
    for (const entry of entries) addEntry.run(id, entry.account, entry.amountFen);
    return id;
  })();
}

/** An account's balance (debit positive): the sum of its lines. */
export function accountBalance(db: Db, account: string): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM ledger_entries WHERE account = ?').get(account) as { fen: number }).fen;
}

/**
 * The whole ledger against what the pay module says (one line per problem): every movement balances and has two
 * lines or more; every charge, refund and payout of pay_ledger is exactly one movement of its amount; each provider
 * account holds what its channel charged minus refunded; per order, the orders account holds what the order holds
 * (its amount when paid and not refunded, else nothing; no order is charged twice); each confirmed bank transfer of a
 * bill is in operator:bank once at its amount, and no other transfer is.
 */
export function ledgerProblems(db: Db): string[] {
  const problems: string[] = [];
  const unbalanced = db
    .prepare('SELECT m.idem_key AS key, COALESCE(SUM(e.amount_fen), 0) AS sum, COUNT(e.id) AS lines FROM ledger_movements m LEFT JOIN ledger_entries e ON e.movement_id = m.id GROUP BY m.id HAVING sum <> 0 OR lines < 2')
    .all() as { key: string; sum: number; lines: number }[];
  for (const row of unbalanced) problems.push(`movement ${row.key} has ${row.lines} line(s) summing to ${row.sum} fen`);

  const unposted = db
    .prepare(`SELECT l.id, l.kind, l.amount_fen AS amount, (SELECT COALESCE(SUM(e.amount_fen), 0) FROM ledger_movements m JOIN ledger_entries e ON e.movement_id = m.id
        WHERE m.idem_key = 'pay_ledger:' || l.id AND e.amount_fen > 0) AS posted FROM pay_ledger l`)
    .all() as { id: number; kind: string; amount: number; posted: number }[];
  for (const row of unposted) if (row.posted !== row.amount) problems.push(`pay_ledger ${row.id} (${row.kind}, ${row.amount} fen) is posted as ${row.posted} fen`);

  const providers = db
    .prepare(`SELECT 'provider:' || a.channel AS account, SUM(CASE l.kind WHEN 'charge' THEN l.amount_fen ELSE -l.amount_fen END) AS held
      FROM pay_ledger l JOIN pay_attempts a ON a.id = l.attempt_id WHERE l.kind IN ('charge', 'refund') GROUP BY a.channel`)
    .all() as { account: string; held: number }[];
  const providerAccounts = db.prepare("SELECT code FROM ledger_accounts WHERE code LIKE 'provider:%'").all() as { code: string }[];
  for (const code of new Set([...providers.map((p) => p.account), ...providerAccounts.map((a) => a.code)])) {
    const held = providers.find((p) => p.account === code)?.held ?? 0;
    const balance = accountBalance(db, code);
    if (balance !== held) problems.push(`${code} holds ${balance} fen, the provider ${held} fen`);
  }

  const orders = db
    .prepare(`SELECT o.order_no AS orderNo, o.status, o.amount_fen AS amount, o.refunded_at AS refundedAt, COALESCE(SUM(-e.amount_fen), 0) AS held
      FROM pay_orders o LEFT JOIN ledger_movements m ON m.biz_type = 'pay_order' AND m.biz_id = o.order_no
      LEFT JOIN ledger_entries e ON e.movement_id = m.id AND e.account = 'orders:' || o.biz_type GROUP BY o.order_no`)
    .all() as { orderNo: string; status: string; amount: number; refundedAt: number | null; held: number }[];
  for (const row of orders) {
    const holds = row.status === 'paid' && row.refundedAt === null ? row.amount : 0;
    if (row.held !== holds && row.status !== 'paying') problems.push(`order ${row.orderNo} (${row.status}) holds ${row.held} fen on the ledger, ${holds} fen by its state`);
  }
  // Bank transfers of bills (the bills feature): each confirmed one is one movement of its amount into operator:bank,
  // and nothing else was posted for a transfer.
  const hasTransfers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'bill_transfers'").get() !== undefined;
  const transfers = !hasTransfers
    ? []
    : (db
        .prepare(`SELECT t.id, t.status, t.amount_fen AS amount, COALESCE((SELECT SUM(e.amount_fen) FROM ledger_movements m JOIN ledger_entries e ON e.movement_id = m.id
            WHERE m.biz_type = 'bill_transfer' AND m.biz_id = CAST(t.id AS TEXT) AND e.account = 'operator:bank'), 0) AS posted FROM bill_transfers t`)
        .all() as { id: number; status: string; amount: number; posted: number }[]);
  for (const row of transfers) {
    const expected = row.status === 'confirmed' ? row.amount : 0;
    if (row.posted !== expected) problems.push(`transfer ${row.id} (${row.status}, ${row.amount} fen) is posted as ${row.posted} fen`);
  }
  return problems;
}
