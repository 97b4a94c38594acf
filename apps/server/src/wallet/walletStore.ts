import crypto from 'node:crypto';
import {
  type BalancePayment,
  type BankCard,
  type Wallet,
  type WalletInfo,
  type WalletMovement,
  type WalletMovementDetail,
  type WalletMovementKind,
  type WalletMovementQuery,
  type Withdrawal,
  type WithdrawalStatus,
  WALLET_MOVEMENT_PAGE_SIZE,
  canMoveWithdrawal,
  chinaIso,
  isWithdrawalPending,
  topUpProblem,
  withdrawFeeFen,
  withdrawProblem,
} from '@aster/core-domain';
import { createBankCardStore } from '../billActions/bankCards';
import { billErrors } from '../bills/billStore';
import { BusinessError } from '../http/errors';
import { postMovement, type LedgerEntry } from '../ledger/ledger';
import type { Services } from '../services';

const DAY = 24 * 3600_000;
const RESET_TICKET_TTL_MS = 10 * 60_000;
/**
 * scrypt's cost: ~10 ms a check on this machine; with the 5-try lock, a guesser gets 5 tries per lock period. Only a
 * test lowers it (Services.walletPasswordCost).
 */
const SCRYPT: crypto.ScryptOptions = { N: 1 << 13, r: 8, p: 1 };

/** "11-28 14:05", China time: when a lock ends. */
const lockText = (until: number) => chinaIso(until).slice(5, 16).replace('T', ' ');

export const walletErrors = {
  noPassword: () => new BusinessError('WALLET_NO_PASSWORD', '请先设置支付密码'),
  wrongPassword: (left: number) => new BusinessError('WALLET_PASSWORD_WRONG', `支付密码错误，还可输入${left}次`),
  locked: (until: number) => new BusinessError('WALLET_LOCKED', `支付密码错误次数过多，钱包已锁定至${lockText(until)}，可通过短信验证找回密码`),
  ticket: () => new BusinessError('WALLET_RESET_EXPIRED', '验证已过期，请重新获取短信验证码'),
  balanceLow: () => new BusinessError('WALLET_BALANCE_LOW', '余额不足，请选择其他支付方式'),
  noCard: () => new BusinessError('WALLET_NO_CARD', '请先添加提现银行卡'),
  infoMissing: () => new BusinessError('WALLET_INFO_MISSING', '首次提现前请先补充信息'),
  withdraw: (text: string) => new BusinessError('WALLET_WITHDRAW_INVALID', text),
  topUp: (text: string) => new BusinessError('WALLET_TOP_UP_INVALID', text),
  daily: (count: number) => new BusinessError('WALLET_WITHDRAW_DAILY', `今日提现已达${count}次，请明天再试`),
  withdrawalNotFound: () => new BusinessError('WITHDRAWAL_NOT_FOUND', '提现记录不存在'),
  withdrawalMove: () => new BusinessError('WITHDRAWAL_DECIDED', '该提现已处理'),
  movementNotFound: () => new BusinessError('WALLET_MOVEMENT_NOT_FOUND', '交易记录不存在'),
};

interface AccountRow {
  user_id: number;
  available_fen: number;
  frozen_fen: number;
  password_hash: string | null;
  wrong_passwords: number;
  locked_until: number | null;
  withdraw_card_id: string | null;
  occupation: string | null;
  address: string | null;
}

interface MovementRow {
  id: number;
  user_id: number;
  kind: WalletMovementKind;
  title: string;
  amount_fen: number;
  balance_after_fen: number;
  bill_id: number | null;
  withdrawal_id: number | null;
  order_no: string | null;
  created_at: number;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_fen: number;
  fee_fen: number;
  bank_name: string;
  last_four: string;
  status: WithdrawalStatus;
  fail_reason: string | null;
  applied_at: number;
  expected_by: number;
  paid_at: number | null;
}

/** The ledger accounts of a tenant's wallet: what they can spend, and what pending withdrawals hold. */
export const walletAccount = (userId: number) => `tenant:${userId}:wallet`;
export const withdrawingAccount = (userId: number) => `tenant:${userId}:withdrawing`;

const hashPassword = (password: string, salt: string, cost: crypto.ScryptOptions) => crypto.scryptSync(password, salt, 32, cost).toString('hex');
const newPasswordHash = (password: string, cost: crypto.ScryptOptions) => {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${hashPassword(password, salt, cost)}`;
};
const passwordMatches = (password: string, stored: string, cost: crypto.ScryptOptions) => {
  const [salt = '', hash = ''] = stored.split(':');
  return crypto.timingSafeEqual(Buffer.from(hashPassword(password, salt, cost), 'hex'), Buffer.from(hash.padEnd(64, '0').slice(0, 64), 'hex'));
};
const ticketHash = (ticket: string) => crypto.createHash('sha256').update(ticket).digest('hex');

/** The end of the second working day (Monday to Friday) after `at`, China time: when the bank promises the money. */
export function expectedArrival(at: number): number {
  let day = Math.floor((at + 8 * 3600_000) / DAY);
  let working = 0;
  while (working < 2) {
    day += 1;
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
    if (weekday !== 0 && weekday !== 6) working += 1;
  }
  return (day + 1) * DAY - 8 * 3600_000 - 1;
}

/** A credit or debit of the available balance with its ledger lines, in the caller's transaction. */
interface MovementInput {
  kind: WalletMovementKind;
  title: string;
  amountFen: number;
  key: string;
  /** The other side on the ledger: where the money comes from (a credit) or goes to (a debit). */
  counterAccount: string;
  billId?: number;
  withdrawalId?: number;
  orderNo?: string;
}

export type WalletStore = ReturnType<typeof createWalletStore>;

export function createWalletStore(services: Pick<Services, 'db' | 'clock' | 'walletRules' | 'walletPasswordCost'>) {
  const { db, clock, walletRules: rules, walletPasswordCost: passwordCost = SCRYPT } = services;
  const cards = createBankCardStore(services);
  const q = {
    account: db.prepare('SELECT * FROM wallet_accounts WHERE user_id = ?'),
    open: db.prepare('INSERT OR IGNORE INTO wallet_accounts (user_id, created_at) VALUES (?, ?)'),
    addAvailable: db.prepare('UPDATE wallet_accounts SET available_fen = available_fen + ? WHERE user_id = ? AND available_fen + ? >= 0'),
    addFrozen: db.prepare('UPDATE wallet_accounts SET frozen_fen = frozen_fen + ? WHERE user_id = ? AND frozen_fen + ? >= 0'),
    movementByKey: db.prepare('SELECT * FROM wallet_movements WHERE idem_key = ?'),
    insertMovement: db.prepare(`INSERT INTO wallet_movements (user_id, kind, title, amount_fen, balance_after_fen, bill_id, withdrawal_id, order_no, idem_key, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    movement: db.prepare('SELECT * FROM wallet_movements WHERE id = ? AND user_id = ?'),
    movements: db.prepare(`SELECT * FROM wallet_movements WHERE user_id = @user AND id < @before
      AND (@direction IS NULL OR (@direction = 'in' AND amount_fen > 0) OR (@direction = 'out' AND amount_fen < 0)) ORDER BY id DESC LIMIT @limit`),
    setPassword: db.prepare('UPDATE wallet_accounts SET password_hash = ?, wrong_passwords = 0, locked_until = NULL WHERE user_id = ?'),
    wrong: db.prepare('UPDATE wallet_accounts SET wrong_passwords = ?, locked_until = ? WHERE user_id = ?'),
    right: db.prepare('UPDATE wallet_accounts SET wrong_passwords = 0, locked_until = NULL WHERE user_id = ?'),
    insertTicket: db.prepare('INSERT INTO wallet_reset_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)'),
    useTicket: db.prepare('UPDATE wallet_reset_tickets SET used_at = ? WHERE ticket_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?'),
    setCard: db.prepare('UPDATE wallet_accounts SET withdraw_card_id = ? WHERE user_id = ?'),
    setInfo: db.prepare('UPDATE wallet_accounts SET occupation = ?, address = ? WHERE user_id = ?'),
    withdrawalByKey: db.prepare('SELECT * FROM wallet_withdrawals WHERE user_id = ? AND request_key = ?'),
    withdrawal: db.prepare('SELECT * FROM wallet_withdrawals WHERE id = ?'),
    withdrawalsByStatus: db.prepare('SELECT * FROM wallet_withdrawals WHERE status = ? AND id > ? ORDER BY id LIMIT ?'),
    withdrawalsSince: db.prepare('SELECT COUNT(*) AS n FROM wallet_withdrawals WHERE user_id = ? AND applied_at >= ?'),
    insertWithdrawal: db.prepare(`INSERT INTO wallet_withdrawals (user_id, amount_fen, fee_fen, card_id, bank_name, last_four, request_key, applied_at, expected_by)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    moveWithdrawal: db.prepare('UPDATE wallet_withdrawals SET status = ?, fail_reason = ?, paid_at = ? WHERE id = ? AND status = ?'),
    bill: db.prepare('SELECT b.title, c.contract_no FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE b.id = ?'),
    deleteAll: [
      db.prepare('DELETE FROM wallet_reset_tickets WHERE user_id = ?'),
      db.prepare('DELETE FROM wallet_withdrawals WHERE user_id = ?'),
      db.prepare('DELETE FROM wallet_movements WHERE user_id = ?'),
      db.prepare('DELETE FROM wallet_accounts WHERE user_id = ?'),
    ],
  };

  const account = (userId: number): AccountRow => {
    q.open.run(userId, clock.now());
    return q.account.get(userId) as AccountRow;
  };

  const movementView = (row: MovementRow): WalletMovement => ({
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    amountFen: row.amount_fen,
    balanceAfterFen: row.balance_after_fen,
    at: row.created_at,
    billId: row.bill_id === null ? null : String(row.bill_id),
    withdrawalId: row.withdrawal_id === null ? null : String(row.withdrawal_id),
    orderNo: row.order_no,
  });
  const withdrawalView = (row: WithdrawalRow): Withdrawal => ({
    id: String(row.id),
    amountFen: row.amount_fen,
    feeFen: row.fee_fen,
    arrivalFen: row.amount_fen - row.fee_fen,
    status: row.status,
    bankName: row.bank_name,
    lastFour: row.last_four,
    appliedAt: row.applied_at,
    expectedBy: row.expected_by,
    paidAt: row.paid_at,
    failReason: row.fail_reason,
  });

  /**
   * Moves the available balance, once per key, with its ledger movement: a credit (amount > 0) takes the money from
   * the counter account, a debit gives it. A debit the balance cannot cover is refused (余额不足), nothing written.
   */
  const move = (userId: number, input: MovementInput): MovementRow =>
    db.transaction(() => {
      const again = q.movementByKey.get(input.key) as MovementRow | undefined;
      if (again !== undefined) return again;
      account(userId);
      if (q.addAvailable.run(input.amountFen, userId, input.amountFen).changes !== 1) throw walletErrors.balanceLow();
      const after = (q.account.get(userId) as AccountRow).available_fen;
      const now = clock.now();
      q.insertMovement.run(userId, input.kind, input.title, input.amountFen, after, input.billId ?? null, input.withdrawalId ?? null, input.orderNo ?? null, input.key, now);
      const entries: LedgerEntry[] = [
        { account: walletAccount(userId), amountFen: -input.amountFen },
        { account: input.counterAccount, amountFen: input.amountFen },
      ];
      postMovement(db, { kind: `wallet_${input.kind}`, bizType: 'wallet', bizId: String(userId), key: `wallet:${input.key}`, entries }, now);
      return q.movementByKey.get(input.key) as MovementRow;
    })();

  const paymentView = (row: MovementRow): Omit<BalancePayment, 'discountFen'> => ({
    billId: String(row.bill_id),
    amountFen: -row.amount_fen,
    balanceAfterFen: row.balance_after_fen,
    movementId: String(row.id),
    paidAt: row.created_at,
  });

  /** The card withdrawals go to: the one chosen if it is still there, else the newest card, else none. */
  const withdrawCardOf = (row: AccountRow): BankCard | null => {
    const all = cards.ofUser(row.user_id);
    return all.find((card) => card.id === row.withdraw_card_id) ?? all[0] ?? null;
  };

  /**
   * Checks the password in its own transaction, so a wrong try counts even when what follows fails: the 5th wrong
   * one in a row locks the wallet for the configured time. A reset through SMS unlocks it.
   */
  const checkPassword = (userId: number, password: string): void => {
    const outcome = db.transaction(() => {
      const row = account(userId);
      const now = clock.now();
      if (row.password_hash === null) return walletErrors.noPassword();
      if (row.locked_until !== null && row.locked_until > now) return walletErrors.locked(row.locked_until);
      if (passwordMatches(password, row.password_hash, passwordCost)) {
        q.right.run(userId);
        return null;
      }
      const wrong = (row.locked_until !== null ? 0 : row.wrong_passwords) + 1;
      if (wrong >= rules.maxWrongPasswords) {
        const until = now + rules.lockMinutes * 60_000;
        q.wrong.run(0, until, userId);
        return walletErrors.locked(until);
      }
      q.wrong.run(wrong, null, userId);
      return walletErrors.wrongPassword(rules.maxWrongPasswords - wrong);
    })();
    if (outcome !== null) throw outcome;
  };

  return {
    move,
    checkPassword,
    summary(userId: number): Wallet {
      const row = account(userId);
      const now = clock.now();
      return {
        availableFen: row.available_fen,
        frozenFen: row.frozen_fen,
        totalFen: row.available_fen + row.frozen_fen,
        hasPassword: row.password_hash !== null,
        lockedUntil: row.locked_until !== null && row.locked_until > now ? row.locked_until : null,
        withdrawCard: withdrawCardOf(row),
        infoComplete: row.occupation !== null && row.address !== null,
        rules,
      };
    },
    movements(userId: number, query: WalletMovementQuery): { movements: WalletMovement[]; hasMore: boolean } {
      const rows = q.movements.all({ user: userId, before: query.before === undefined ? Number.MAX_SAFE_INTEGER : Number(query.before), direction: query.direction ?? null, limit: WALLET_MOVEMENT_PAGE_SIZE + 1 }) as MovementRow[];
      return { movements: rows.slice(0, WALLET_MOVEMENT_PAGE_SIZE).map(movementView), hasMore: rows.length > WALLET_MOVEMENT_PAGE_SIZE };
    },
    movement(userId: number, id: string): WalletMovementDetail {
      const row = /^\d{1,12}$/.test(id) ? (q.movement.get(Number(id), userId) as MovementRow | undefined) : undefined;
      if (row === undefined) throw walletErrors.movementNotFound();
      const bill = row.bill_id === null ? undefined : (q.bill.get(row.bill_id) as { title: string; contract_no: string } | undefined);
      const withdrawal = row.withdrawal_id === null ? undefined : (q.withdrawal.get(row.withdrawal_id) as WithdrawalRow | undefined);
      return {
        ...movementView(row),
        bill: bill === undefined ? null : { title: bill.title, contractNo: bill.contract_no },
        withdrawal: withdrawal === undefined ? null : withdrawalView(withdrawal),
      };
    },
    /** Setting the password, the first one too (issue 46), needs the ticket of an SMS check to the account's phone. */
    setPassword(userId: number, password: string, resetTicket: string): void {
      db.transaction(() => {
        account(userId);
        if (q.useTicket.run(clock.now(), ticketHash(resetTicket), userId, clock.now()).changes !== 1) throw walletErrors.ticket();
        q.setPassword.run(newPasswordHash(password, passwordCost), userId);
      })();
    },
    /** A passed SMS check: setting the password once within 10 minutes. */
    issueResetTicket(userId: number): { resetTicket: string; expiresAt: number } {
      const resetTicket = crypto.randomBytes(24).toString('base64url');
      const expiresAt = clock.now() + RESET_TICKET_TTL_MS;
      q.insertTicket.run(ticketHash(resetTicket), userId, expiresAt);
      return { resetTicket, expiresAt };
    },
    setWithdrawCard(userId: number, cardId: string): void {
      cards.own(userId, cardId);
      account(userId);
      q.setCard.run(cardId, userId);
    },
    info(userId: number): WalletInfo | null {
      const row = account(userId);
      return row.occupation === null || row.address === null ? null : ({ occupation: row.occupation, address: row.address } as WalletInfo);
    },
    saveInfo(userId: number, info: WalletInfo): void {
      account(userId);
      q.setInfo.run(info.occupation, info.address, userId);
    },
    withdrawal(userId: number, id: string): Withdrawal {
      const row = /^\d{1,12}$/.test(id) ? (q.withdrawal.get(Number(id)) as WithdrawalRow | undefined) : undefined;
      if (row === undefined || row.user_id !== userId) throw walletErrors.withdrawalNotFound();
      return withdrawalView(row);
    },
    /**
     * A withdrawal to the withdrawal card: the same request key answers the first one (a double tap, a retry after a
     * lost answer); otherwise the password, the details, the card, the limits, then the money frozen at once.
     */
    withdraw(userId: number, input: { amountFen: number; password: string; requestKey: string }): Withdrawal {
      const again = q.withdrawalByKey.get(userId, input.requestKey) as WithdrawalRow | undefined;
      if (again !== undefined) return withdrawalView(again);
      checkPassword(userId, input.password);
      return db.transaction(() => {
        const repeated = q.withdrawalByKey.get(userId, input.requestKey) as WithdrawalRow | undefined;
        if (repeated !== undefined) return withdrawalView(repeated);
        const row = account(userId);
        if (row.occupation === null || row.address === null) throw walletErrors.infoMissing();
        const card = withdrawCardOf(row);
        if (card === null) throw walletErrors.noCard();
        const problem = withdrawProblem(input.amountFen, row.available_fen, rules);
        if (problem !== null) throw walletErrors.withdraw(problem);
        const now = clock.now();
        const dayStart = Math.floor((now + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
        if ((q.withdrawalsSince.get(userId, dayStart) as { n: number }).n >= rules.withdrawalsPerDay) throw walletErrors.daily(rules.withdrawalsPerDay);
        const fee = withdrawFeeFen(input.amountFen, rules);
        const id = Number(q.insertWithdrawal.run(userId, input.amountFen, fee, card.id, card.bankName, card.lastFour, input.requestKey, now, expectedArrival(now)).lastInsertRowid);
        move(userId, { kind: 'withdrawal', title: `提现至${card.bankName}（尾号${card.lastFour}）`, amountFen: -input.amountFen, key: `withdrawal:${id}`, counterAccount: withdrawingAccount(userId), withdrawalId: id });
        q.addFrozen.run(input.amountFen, userId, input.amountFen);
        return withdrawalView(q.withdrawal.get(id) as WithdrawalRow);
      })();
    },
    /** The operator's list: withdrawals of `status` after id `after`, oldest first. */
    listedWithdrawals(status: WithdrawalStatus, limit: number, after: number): Withdrawal[] {
      return (q.withdrawalsByStatus.all(status, after, limit) as WithdrawalRow[]).map(withdrawalView);
    },
    /**
     * The bank's answer, entered by finance (or the dev route): processing, paid (the money leaves the operator's bank, the fee is
     * income) or failed (the money is back in the balance). Each move once; a paid or failed one stays.
     */
    moveWithdrawal(id: number, to: WithdrawalStatus, reason?: string): Withdrawal {
      return db.transaction(() => {
        const row = q.withdrawal.get(id) as WithdrawalRow | undefined;
        if (row === undefined) throw walletErrors.withdrawalNotFound();
        if (!canMoveWithdrawal(row.status, to)) throw walletErrors.withdrawalMove();
        const now = clock.now();
        q.moveWithdrawal.run(to, to === 'failed' ? (reason ?? '银行退回，请核对银行卡信息') : null, to === 'paid' ? now : null, id, row.status);
        if (!isWithdrawalPending(to)) q.addFrozen.run(-row.amount_fen, row.user_id, -row.amount_fen);
        if (to === 'paid') {
          const entries: LedgerEntry[] = [
            { account: withdrawingAccount(row.user_id), amountFen: row.amount_fen },
            { account: 'operator:bank', amountFen: -(row.amount_fen - row.fee_fen) },
          ];
          if (row.fee_fen > 0) entries.push({ account: 'income:withdraw_fee', amountFen: -row.fee_fen });
          postMovement(db, { kind: 'withdrawal_paid', bizType: 'wallet_withdrawal', bizId: String(id), key: `wallet_withdrawal:${id}:paid`, entries }, now);
        }
        if (to === 'failed') {
          move(row.user_id, { kind: 'withdrawal_returned', title: '提现失败退回', amountFen: row.amount_fen, key: `withdrawal:${id}:returned`, counterAccount: withdrawingAccount(row.user_id), withdrawalId: id });
        }
        return withdrawalView(q.withdrawal.get(id) as WithdrawalRow);
      })();
    },
    topUpProblem: (amountFen: number) => topUpProblem(amountFen, rules),
    /**
     * Pays a bill from the balance, in one transaction with marking it paid (markPaid: false when it was paid
     * meanwhile): the same request key answers the first payment; the balance must cover it.
     */
    payBill(userId: number, bill: { id: number; title: string; amountFen: number }, requestKey: string, password: string, markPaid: (paidAt: number) => boolean): Omit<BalancePayment, 'discountFen'> {
      const key = `bill:${userId}:${bill.id}:${requestKey}`;
      const again = q.movementByKey.get(key) as MovementRow | undefined;
      if (again !== undefined) return paymentView(again);
      checkPassword(userId, password);
      return db.transaction(() => {
        const repeated = q.movementByKey.get(key) as MovementRow | undefined;
        if (repeated !== undefined) return paymentView(repeated);
        if (!markPaid(clock.now())) throw billErrors.paid();
        return paymentView(move(userId, { kind: 'bill_payment', title: bill.title, amountFen: -bill.amountFen, key, counterAccount: 'orders:bill', billId: bill.id }));
      })();
    },
    /** The payment a request key already made for a bill (a retried tap), or null. */
    balancePaymentOf(userId: number, billId: number, requestKey: string): Omit<BalancePayment, 'discountFen'> | null {
      const row = q.movementByKey.get(`bill:${userId}:${billId}:${requestKey}`) as MovementRow | undefined;
      return row === undefined ? null : paymentView(row);
    },
    deleteAllOf(userId: number): void {
      for (const statement of q.deleteAll) statement.run(userId);
    },
  };
}

/**
 * The wallets against their movements and the ledger (one line per problem): per tenant, the available balance is the
 * sum of their movements, each movement's balance after is the running sum, the ledger's wallet account holds the
 * same; the frozen money is what pending withdrawals hold, on the ledger too; a bill is paid from a balance once.
 */
export function walletProblems(db: Services['db']): string[] {
  const problems: string[] = [];
  const ledgerOf = db.prepare('SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM ledger_entries WHERE account = ?');
  const accounts = db
    .prepare(`SELECT a.user_id AS userId, a.available_fen AS available, a.frozen_fen AS frozen,
        (SELECT COALESCE(SUM(amount_fen), 0) FROM wallet_movements m WHERE m.user_id = a.user_id) AS moved,
        (SELECT COALESCE(SUM(amount_fen), 0) FROM wallet_withdrawals w WHERE w.user_id = a.user_id AND w.status IN ('applied', 'processing')) AS pending
      FROM wallet_accounts a`)
    .all() as { userId: number; available: number; frozen: number; moved: number; pending: number }[];
  for (const row of accounts) {
    if (row.available !== row.moved) problems.push(`wallet ${row.userId}: available ${row.available} fen, movements sum to ${row.moved}`);
    const onLedger = -(ledgerOf.get(walletAccount(row.userId)) as { fen: number }).fen;
    if (onLedger !== row.available) problems.push(`wallet ${row.userId}: available ${row.available} fen, the ledger says ${onLedger}`);
    if (row.frozen !== row.pending) problems.push(`wallet ${row.userId}: frozen ${row.frozen} fen, pending withdrawals hold ${row.pending}`);
    const frozenOnLedger = -(ledgerOf.get(withdrawingAccount(row.userId)) as { fen: number }).fen;
    if (frozenOnLedger !== row.frozen) problems.push(`wallet ${row.userId}: frozen ${row.frozen} fen, the ledger says ${frozenOnLedger}`);
  }
  const chain = db.prepare('SELECT id, user_id AS userId, amount_fen AS amount, balance_after_fen AS after FROM wallet_movements ORDER BY user_id, id').all() as {
    id: number;
    userId: number;
    amount: number;
    after: number;
  }[];
  const running = new Map<number, number>();
  for (const row of chain) {
    const balance = (running.get(row.userId) ?? 0) + row.amount;
    running.set(row.userId, balance);
    if (balance !== row.after || balance < 0) problems.push(`wallet movement ${row.id}: balance after ${row.after} fen, the running sum is ${balance}`);
  }
  const unposted = db
    .prepare(`SELECT w.id FROM wallet_movements w WHERE NOT EXISTS (SELECT 1 FROM ledger_movements m WHERE m.idem_key = 'wallet:' || w.idem_key)`)
    .all() as { id: number }[];
  for (const row of unposted) problems.push(`wallet movement ${row.id} is not on the ledger`);
  const paidOut = db
    .prepare(`SELECT w.id, w.status, (SELECT COUNT(*) FROM ledger_movements m WHERE m.idem_key = 'wallet_withdrawal:' || w.id || ':paid') AS posted FROM wallet_withdrawals w`)
    .all() as { id: number; status: string; posted: number }[];
  for (const row of paidOut) if ((row.status === 'paid') !== (row.posted === 1)) problems.push(`withdrawal ${row.id} (${row.status}) has ${row.posted} payout(s) on the ledger`);
  return problems;
}
