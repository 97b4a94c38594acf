import { createBillStore } from '../bills/billStore';
import { askPaySchema } from '../db/migrations/0029_ask_pay';
import { codeGuesses } from '../db/migrations/0037_code_guesses';
import type { ServerFeature } from '../serverFeature';
import { createAskPayStore } from './askPayStore';
import { createCodeGuessLimiter } from './codeGuesses';
import { askPayRoutes } from './routes';
import { seedBillCodes } from './seed';

/**
 * Paying a bill for someone else (issue 12): a tenant's share link (请人代付) that a friend opens and pays with their
 * own account, and the code of a paper bill (扫码缴费) that anyone holding it may pay. On the bills and the pay module.
 */
export const askPayFeature: ServerFeature = {
  name: 'askPay',
  requires: ['pay', 'contracts', 'bills'],
  routes: (services) => askPayRoutes(createAskPayStore(services, createBillStore(services)), createCodeGuessLimiter(services.db, services.clock, services.limits)),
  migrations: [askPaySchema, codeGuesses],
  seed: seedBillCodes,
};
