import { type PagePath } from '@aster/core-domain';

export interface MineEntry {
  title: string;
  page: PagePath;
}

/** The personal centre's entries, in display order. Only those whose page is built are shown. */
export const MINE_ENTRIES: readonly MineEntry[] = [
  { title: '我的预约', page: 'pages/mine_book/index' },
  { title: '我的预订', page: 'pages/contract/pages/reservation_list/index' },
  { title: '我的合同', page: 'pages/contract/pages/contract_list/index' },
  { title: '我的账单', page: 'pages/bill/bill_list/index' },
  { title: '设置', page: 'pages/user/user_setting/index' },
];

export function visibleEntries(built: ReadonlySet<string>, entries: readonly MineEntry[] = MINE_ENTRIES): MineEntry[] {
  return entries.filter((entry) => built.has(entry.page));
}

