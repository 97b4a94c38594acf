import { DEFAULT_WALLET_RULES, type BankCard, type Wallet } from '@aster/core-domain';

/** A bank card of the tenant's, as bank-card/list answers it (masked). */
export function walletCard(over: Partial<BankCard> = {}): BankCard {
  return {
    id: 'card-1',
    bankCode: 'ICBC',
    bankName: '工商银行',
    cardNumberMasked: '**** **** **** 0128',
    lastFour: '0128',
    holderNameMasked: '*三',
    singleLimit: '50000.00',
    dailyLimit: '50000.00',
    addedAt: '2026-11-24T08:00:00+08:00',
    ...over,
  };
}

/** The wallet summary as GET wallet answers it: the demo tenant's refunded deposit, no password, no card. */
export function walletSummary(over: Partial<Wallet> = {}): Wallet {
  return {
    availableFen: 150_000,
    frozenFen: 0,
    totalFen: 150_000,
    hasPassword: false,
    lockedUntil: null,
    withdrawCard: null,
    infoComplete: false,
    rules: DEFAULT_WALLET_RULES,
    ...over,
  };
}
