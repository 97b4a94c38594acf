import { contractEndpoints } from '@aster/core-api';
import {
  CARD_HOLDER_MISMATCH,
  REFUND_HOLDER_MISMATCH,
  isContractFinal,
  maskPhone,
  refundAccountText,
  tidyText,
} from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import { createRealNameStore } from '../identity/realNames';
import { identityErrors } from '../identity/routes';
import type { Services } from '../services';
import { contractErrors, refundAccountView, type ContractRow, type ContractStore, type RefundAccountRow } from './contractStore';

/** The refund account as one line (招商银行（尾号1234）张三) for the refund preview, or null: back the way the rent was paid. */
export function refundAccountLine(store: ContractStore, contractId: number): string | null {
  const row = store.q.refundAccount.get(contractId) as RefundAccountRow | undefined;
  return row === undefined ? null : refundAccountText(refundAccountView(row));
}

export const bindErrors = {
  phoneDifferent: () => new BusinessError('CONTRACT_PHONE_DIFFERENT', '该合同登记的手机号与您当前登录的手机号不一致'),
};

export const refundAccountErrors = {
  holderNotVerifiedName: () => new BusinessError('CARD_HOLDER_MISMATCH', CARD_HOLDER_MISMATCH),
};

/**
 * The lease as the tenant reads it: contracts the manager made for the caller's phone (checked and bound; contract/list lists them) and the
 * account a deposit is refunded to. A contract bound to someone else is "not found", as any unknown id; the phone a
 * contract was made for is never answered (only whether it is the caller's), nor is a card number but its last 4.
 */
export function leaseViewRoutes(services: Services, store: ContractStore): ApiRoute[] {
  const { db, clock } = services;
  const q = {
    bind: db.prepare('UPDATE contracts SET user_id = ? WHERE id = ? AND user_id IS NULL'),
    saveAccount: db.prepare(`INSERT INTO contract_refund_accounts (contract_id, holder_name, bank_name, card_number, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (contract_id) DO UPDATE SET holder_name = excluded.holder_name, bank_name = excluded.bank_name,
      card_number = excluded.card_number, updated_at = excluded.updated_at`),
  };
  const mobileOf = (userId: number) => services.users.byId(userId)?.mobile ?? '';
  const names = createRealNameStore(db, clock);

  /** A contract the caller may look at to bind: theirs already, or made for a phone and not bound. */
  const bindable = (userId: number, id: string): ContractRow => {
    store.refresh(userId);
    const row = /^\d{1,15}$/.test(id) ? (store.q.byId.get(Number(id)) as ContractRow | undefined) : undefined;
    if (!row || (row.user_id !== null && row.user_id !== userId) || row.status === 'cancelled') throw contractErrors.notFound();
    return row;
  };

  return [
    implement(contractEndpoints.checkContractPhone, (context) => {
      const userId = loggedInUser(context);
      const row = bindable(userId, context.params.id ?? '');
      const mobile = mobileOf(userId);
      return { bound: row.user_id === userId, phoneMatches: row.user_id === userId || (mobile !== '' && row.tenant_phone === mobile), myPhoneMasked: maskPhone(mobile) };
    }),
    implement(contractEndpoints.banding, (context) => {
      const userId = loggedInUser(context);
      const row = bindable(userId, context.params.id ?? '');
      if (row.user_id === userId) return store.summary(row, context.origin);
      if (row.tenant_phone !== mobileOf(userId)) throw bindErrors.phoneDifferent();
      db.transaction(() => {
        if (q.bind.run(userId, row.id).changes !== 1) throw contractErrors.notFound();
        store.record(row.id, '绑定合同', '合同已绑定到您的账号');
      })();
      return store.summary(store.byId(row.id), context.origin);
    }),
    implement(contractEndpoints.modifyShroffAccount, (context) => {
      const userId = loggedInUser(context);
      const row = store.own(userId, context.params.id ?? '');
      if (isContractFinal(row.status)) throw contractErrors.refused(row.status);
      const { holderName, bankName, cardNumber } = context.input;
      // The deposit leaves the operator for this card: only to the person the identity check vouched for.
      const realName = names.of(userId);
      if (realName === null) throw identityErrors.realNameRequired();
      if (holderName !== tidyText(realName.name)) throw refundAccountErrors.holderNotVerifiedName();
      if (holderName !== tidyText(row.tenant_name)) throw new BusinessError('REFUND_HOLDER_MISMATCH', REFUND_HOLDER_MISMATCH);
      const now = clock.now();
      db.transaction(() => {
        q.saveAccount.run(row.id, holderName, bankName, cardNumber, now);
        store.record(row.id, '修改退款账户', `押金退款账户改为${bankName}（尾号${cardNumber.slice(-4)}）`, now);
      })();
      return refundAccountView(store.q.refundAccount.get(row.id) as RefundAccountRow);
    }),
  ];
}
