import crypto from 'node:crypto';
import { bankCardEndpoints } from '@aster/core-api';
import {
  BANK_CARDS_FULL,
  BANK_CARDS_MAX,
  BANK_CARD_TAKEN,
  BANK_NOT_SUPPORTED,
  SUPPORTED_BANKS,
  type BankCard,
  bankOfCard,
  chinaIso,
  fenToYuanString,
  maskBankCard,
  maskName,
} from '@aster/core-domain';
import { maskMobile } from '../auth/secrets';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import { identityErrors } from '../identity/routes';
import { createRealNameStore } from '../identity/realNames';
import type { Services } from '../services';

export const bankCardErrors = {
  notFound: () => new BusinessError('BANK_CARD_NOT_FOUND', '银行卡不存在'),
  taken: () => new BusinessError('BANK_CARD_TAKEN', BANK_CARD_TAKEN),
  full: () => new BusinessError('BANK_CARDS_FULL', BANK_CARDS_FULL),
  notSupported: () => new BusinessError('BANK_NOT_SUPPORTED', BANK_NOT_SUPPORTED),
  /** Codes to reserved phones one tenant asked for today (limits.bankCardCodesPerTenantDaily). */
  codeLimit: () => new BusinessError('BANK_CARD_CODE_LIMIT', '今日获取验证码次数过多，请明天再试'),
};

const DAY = 24 * 3600 * 1000;

interface BankCardRow {
  id: string;
  user_id: number;
  bank_code: string;
  last_four: string;
  holder_name: string;
  added_at: number;
  reserved_mobile_masked: string | null;
}

/** The same card of the same tenant hashes alike; the number is never stored. */
const numberHash = (userId: number, digits: string) => crypto.createHash('sha256').update(`${String(userId)}:${digits}`).digest('hex');

export function createBankCardStore(services: Pick<Services, 'db' | 'clock'>) {
  const { db } = services;
  const q = {
    list: db.prepare('SELECT * FROM bank_cards WHERE user_id = ? ORDER BY added_at DESC, id DESC'),
    count: db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ?'),
    insert: db.prepare(`INSERT INTO bank_cards (id, user_id, bank_code, last_four, number_hash, holder_name, added_at, reserved_mobile_masked)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    taken: db.prepare('SELECT 1 FROM bank_cards WHERE user_id = ? AND number_hash = ?'),
    own: db.prepare('SELECT * FROM bank_cards WHERE id = ? AND user_id = ?'),
    remove: db.prepare('DELETE FROM bank_cards WHERE id = ? AND user_id = ?'),
    removeAll: db.prepare('DELETE FROM bank_cards WHERE user_id = ?'),
  };
  const view = (row: BankCardRow): BankCard => {
    const bank = SUPPORTED_BANKS.find((candidate) => candidate.code === row.bank_code);
    return {
      id: row.id,
      bankCode: row.bank_code,
      bankName: bank?.name ?? row.bank_code,
      cardNumberMasked: maskBankCard(row.last_four),
      lastFour: row.last_four,
      holderNameMasked: maskName(row.holder_name),
      mobileMasked: row.reserved_mobile_masked,
      singleLimit: fenToYuanString(bank?.singleLimitFen ?? 0),
      dailyLimit: fenToYuanString(bank?.dailyLimitFen ?? 0),
      addedAt: chinaIso(row.added_at),
    };
  };
  return {
    ofUser: (userId: number) => (q.list.all(userId) as BankCardRow[]).map(view),
    own(userId: number, id: string): BankCardRow {
      const row = q.own.get(id, userId) as BankCardRow | undefined;
      if (row === undefined) throw bankCardErrors.notFound();
      return row;
    },
    /** Why this tenant could not add the card now (full, or on file already), checked before its code is sent. */
    mustBeAddable(userId: number, digits: string): void {
      if (bankOfCard(digits) === null) throw bankCardErrors.notSupported();
      if ((q.count.get(userId) as { n: number }).n >= BANK_CARDS_MAX) throw bankCardErrors.full();
      if (q.taken.get(userId, numberHash(userId, digits)) !== undefined) throw bankCardErrors.taken();
    },
    /** The checked digits of a supported bank's card, held by the real-name user, bound with its reserved phone. */
    add(userId: number, digits: string, holderName: string, reservedMobile: string): BankCard {
      const bank = bankOfCard(digits);
      if (bank === null) throw bankCardErrors.notSupported();
      return db.transaction(() => {
        if ((q.count.get(userId) as { n: number }).n >= BANK_CARDS_MAX) throw bankCardErrors.full();
        const id = crypto.randomUUID();
        const added = q.insert.run(id, userId, bank.code, digits.slice(-4), numberHash(userId, digits), holderName, services.clock.now(), maskMobile(reservedMobile));
        if (added.changes === 0) throw bankCardErrors.taken();
        return view(q.own.get(id, userId) as BankCardRow);
      })();
    },
    remove(userId: number, id: string): void {
      if (q.remove.run(id, userId).changes === 0) throw bankCardErrors.notFound();
    },
    deleteAllOf(userId: number): void {
      q.removeAll.run(userId);
    },
  };
}

export function bankCardRoutes(services: Services): ApiRoute[] {
  const e = bankCardEndpoints;
  const cards = createBankCardStore(services);
  const names = createRealNameStore(services.db, services.clock);
  return [
    implement(e.supported, () =>
      SUPPORTED_BANKS.map((bank) => ({ code: bank.code, name: bank.name, singleLimit: fenToYuanString(bank.singleLimitFen), dailyLimit: fenToYuanString(bank.dailyLimitFen) })),
    ),
    implement(e.list, (context) => cards.ofUser(loggedInUser(context))),
    // The code goes to the phone the tenant says the bank holds for the card (not necessarily the account's), so it
    // is an SMS to a phone of the caller's choosing: only from a real-name tenant, for a card that would be accepted,
    // counted per tenant and day, and within the phone's and the address's own limits (auth/sms.ts). The picture
    // captcha's step-up (for anonymous callers) is not asked: this page has none, and the tenant is known.
    implement(e.sendCode, async (context) => {
      const userId = loggedInUser(context);
      const { cardNumber, mobile } = context.input;
      if (names.of(userId) === null) throw identityErrors.realNameRequired();
      cards.mustBeAddable(userId, cardNumber);
      const { sms, limits, clock } = services;
      if (sms.sentBy(userId, 'bank_card', clock.now() - DAY) >= limits.bankCardCodesPerTenantDaily) throw bankCardErrors.codeLimit();
      await sms.send({ mobile, ip: context.ip, userId, purpose: 'bank_card', subject: cardNumber });
      return { mobileMasked: maskMobile(mobile) };
    }),
    // The code of this tenant, this card and this phone binds it; any other is SMS_CODE_WRONG (a try spent on it).
    implement(e.add, (context) => {
      const userId = loggedInUser(context);
      const { cardNumber, mobile, code } = context.input;
      const realName = names.of(userId);
      if (realName === null) throw identityErrors.realNameRequired();
      services.smsGuard.checkCode(context.ip, mobile, () => services.sms.consume(mobile, code, { purpose: 'bank_card', userId, subject: cardNumber }));
      return cards.add(userId, cardNumber, realName.name, mobile);
    }),
    implement(e.remove, (context) => {
      cards.remove(loggedInUser(context), context.params.id ?? '');
      return { removed: true as const };
    }),
  ];
}
