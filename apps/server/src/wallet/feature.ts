import { WithdrawalStatusSchema } from '@aster/core-domain';
import { z } from 'zod';
import { walletSchema } from '../db/migrations/0022_wallet';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import type { Services } from '../services';
import { WALLET_TOP_UP_BIZ, walletRoutes } from './routes';
import { seedWallet } from './seed';
import { createWalletStore } from './walletStore';

/** The bank's answer (finance; the dev route plays it): moves a withdrawal to processing, paid or failed (with the bank's reason). */
export const DEV_WITHDRAWAL_MOVE_PATH = '/__dev/wallet/withdrawals/:id/move';

/** Top-ups are orders of the pay module: once paid, their amount is added to the balance (once per order). */
function registerTopUps(services: Services) {
  const wallet = createWalletStore(services);
  const orderOfBiz = services.db.prepare('SELECT order_no, user_id, amount_fen FROM pay_orders WHERE biz_type = ? AND biz_id = ?');
  services.pay.registerBiz(WALLET_TOP_UP_BIZ, {
    refresh: () => undefined,
    onPaid(bizId) {
      const order = orderOfBiz.get(WALLET_TOP_UP_BIZ, bizId) as { order_no: string; user_id: number; amount_fen: number } | undefined;
      if (order === undefined) return;
      wallet.move(order.user_id, { kind: 'top_up', title: '余额充值', amountFen: order.amount_fen, key: `top_up:${order.order_no}`, counterAccount: `orders:${WALLET_TOP_UP_BIZ}`, orderNo: order.order_no });
    },
  });
  return wallet;
}

/**
 * The wallet (issue 13): the balance the operator holds for a tenant, its movements, the transaction password, the
 * withdrawal card and details, withdrawals through the (simulated) bank, top-ups through the pay module, and paying
 * bills from the balance. Every movement is on the double-entry ledger; walletProblems checks the whole.
 */
export const walletFeature: ServerFeature = {
  name: 'wallet',
  requires: ['ledger', 'bills', 'contracts', 'bankCards', 'pay', 'operator'],
  routes: (services) => walletRoutes(services, registerTopUps(services)),
  register: (app, services) => {
    const wallet = createWalletStore(services);
    const roles = ACTION_ROLES.finance;
    registerOperatorRoute(app, services, {
      devPath: DEV_WITHDRAWAL_MOVE_PATH,
      action: 'withdrawals/move',
      roles,
      body: z.object({ to: WithdrawalStatusSchema.exclude(['applied']), reason: z.string().trim().min(1).max(100).optional() }),
      act: (id, body) => wallet.moveWithdrawal(id, body.to, body.reason),
    });
    registerOperatorList(app, services, { path: 'withdrawals', roles, statuses: ['applied', 'processing', 'paid', 'failed'], list: (status, limit, after) => wallet.listedWithdrawals(status, limit, after) });
  },
  migrations: [walletSchema],
  seed: seedWallet,
  accountCancel: (services) => {
    const wallet = createWalletStore(services);
    return {
      // Money still held for the tenant must be withdrawn (or be on its way) before the account goes.
      blocksAccountCancel(userId) {
        const summary = wallet.summary(userId);
        if (summary.availableFen > 0) return [{ kind: 'wallet', text: '钱包中还有余额，请先提现' }];
        if (summary.frozenFen > 0) return [{ kind: 'wallet', text: '钱包有提现正在处理，请到账后再注销' }];
        return [];
      },
      onAccountCancel: (userId) => wallet.deleteAllOf(userId),
    };
  },
};
