import { chinaIso, pageLink } from '@aster/core-domain';

/** The wallet settings' pages, as app links. */
export const WALLET_LINKS = {
  setPwd: pageLink('pages/wallet/set_pwd/index'),
  steps: pageLink('pages/wallet/set_pwd_steps/index'),
  verify: pageLink('pages/wallet/set_pwd_verify/index'),
  changeBank: pageLink('pages/wallet/change_bank/index'),
  addCard: pageLink('pages/bill/bill_bank_add_new/index'),
} as const;

/** When a lock ends, China time as the server words it: "11-28 14:05". */
export function lockEndText(until: number): string {
  return chinaIso(until).slice(5, 16).replace('T', ' ');
}
