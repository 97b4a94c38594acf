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
};

interface BankCardRow {
  id: string;
  user_id: number;
  bank_code: string;
  last_four: string;
  holder_name: string;
  added_at: number;
}

/** The same card of the same tenant hashes alike; the number is never stored. */
const numberHash = (userId: number, digits: string) => crypto.createHash('sha256').update(`${String(userId)}:${digits}`).digest('hex');

export function createBankCardStore(services: Pick<Services, 'db' | 'clock'>) {
  const { db } = services;
  const q = {
    list: db.prepare('SELECT * FROM bank_cards WHERE user_id = ? ORDER BY added_at DESC, id DESC'),
    count: db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ?'),
    insert: db.prepare('INSERT INTO bank_cards (id, user_id, bank_code, last_four, number_hash, holder_name, added_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'),
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
    /** The checked digits of a supported bank's card, held by the real-name user. */
    add(userId: number, digits: string, holderName: string): BankCard {
      const bank = bankOfCard(digits);
      if (bank === null) throw bankCardErrors.notSupported();
      return db.transaction(() => {
        if ((q.count.get(userId) as { n: number }).n >= BANK_CARDS_MAX) throw bankCardErrors.full();
        const id = crypto.randomUUID();
        const added = q.insert.run(id, userId, bank.code, digits.slice(-4), numberHash(userId, digits), holderName, services.clock.now());
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
    implement(e.add, (context) => {
      const userId = loggedInUser(context);
      const realName = names.of(userId);
      if (realName === null) throw identityErrors.realNameRequired();
      return cards.add(userId, context.input.cardNumber, realName.name);
    }),
    implement(e.remove, (context) => {
      cards.remove(loggedInUser(context), context.params.id ?? '');
      return { removed: true as const };
    }),
  ];
}
