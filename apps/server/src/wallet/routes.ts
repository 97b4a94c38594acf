import { walletEndpoints } from '@aster/core-api';
import type { BalancePayment } from '@aster/core-domain';
import { ownPhoneCodes } from '../auth/ownPhoneCodes';
import { billPayability } from '../bills/billPayments';
import { createBillStore } from '../bills/billStore';
import { createCouponStore } from '../coupons/couponStore';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import type { WalletStore } from './walletStore';
import { walletErrors } from './walletStore';

/** The pay module's business of a top-up: its bizId is '<user id>:<request key>'. */
export const WALLET_TOP_UP_BIZ = 'wallet_topup';

export function walletRoutes(services: Services, wallet: WalletStore): ApiRoute[] {
  const e = walletEndpoints;
  const { db, pay } = services;
  const bills = createBillStore(services);
  const mustBePayable = billPayability(bills);
  const coupons = createCouponStore(db, services.clock);
  const passwordCodes = ownPhoneCodes(services, 'wallet_password');
  return [
    implement(e.summary, (context) => wallet.summary(loggedInUser(context))),
    implement(e.movements, (context) => wallet.movements(loggedInUser(context), context.input)),
    implement(e.movement, (context) => wallet.movement(loggedInUser(context), context.params.id ?? '')),
    implement(e.setPassword, (context) => {
      wallet.setPassword(loggedInUser(context), context.input.password, context.input.resetTicket);
      return { ok: true as const };
    }),
    // The code goes to the account's own phone (the SMS limits apply); the page never sends or sees the number. It
    // is a wallet password code: a login code to the same phone does not pass (auth/sms.ts purposes).
    implement(e.sendResetCode, (context) => passwordCodes.send(loggedInUser(context), context.ip)),
    implement(e.checkResetCode, (context) => {
      const userId = loggedInUser(context);
      passwordCodes.consume(userId, context.ip, context.input.code);
      return wallet.issueResetTicket(userId);
    }),
    implement(e.setWithdrawCard, (context) => {
      wallet.setWithdrawCard(loggedInUser(context), context.input.cardId);
      return { ok: true as const };
    }),
    implement(e.info, (context) => wallet.info(loggedInUser(context))),
    implement(e.saveInfo, (context) => {
      wallet.saveInfo(loggedInUser(context), context.input);
      return { ok: true as const };
    }),
    implement(e.withdraw, (context) => wallet.withdraw(loggedInUser(context), context.input)),
    implement(e.withdrawal, (context) => wallet.withdrawal(loggedInUser(context), context.params.id ?? '')),
    implement(e.topUp, (context) => {
      const userId = loggedInUser(context);
      const problem = wallet.topUpProblem(context.input.amountFen);
      if (problem !== null) throw walletErrors.topUp(problem);
      const order = pay.createOrder({ userId, amountFen: context.input.amountFen, subject: '钱包余额充值', bizType: WALLET_TOP_UP_BIZ, bizId: `${userId}:${context.input.requestKey}` });
      return { orderNo: order.order_no, amountFen: order.amount_fen };
    }),
    implement(e.payBill, (context) => {
      const userId = loggedInUser(context);
      const row = bills.own(userId, context.params.id ?? '');
      const withDiscount = (payment: Omit<BalancePayment, 'discountFen'>): BalancePayment => ({ ...payment, discountFen: coupons.discountOnBill(row.id) });
      const again = wallet.balancePaymentOf(userId, row.id, context.input.requestKey);
      if (again !== null) return withDiscount(again);
      mustBePayable(row);
      const { amountFen, lateFeeFen } = bills.dueNowFen(row);
      const { couponId } = context.input;
      const discountFen = couponId === undefined ? 0 : coupons.discountFor(userId, couponId, { kind: row.kind, amountFen });
      const payment = wallet.payBill(userId, { id: row.id, title: row.title, amountFen: amountFen - discountFen }, context.input.requestKey, context.input.password, (paidAt) => {
        mustBePayable(bills.byId(row.id) ?? row);
        if (!bills.markPaid(row.id, { paidAt, paidBy: 'balance', paidFen: amountFen - discountFen, lateFeeFen })) return false;
        if (couponId !== undefined) coupons.useNow(userId, couponId, row.id, discountFen);
        return true;
      });
      return withDiscount(payment);
    }),
  ];
}
