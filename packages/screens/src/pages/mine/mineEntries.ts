import { type PagePath } from '@aster/core-domain';

export interface MineEntry {
  title: string;
  page: PagePath;
}

/** The personal centre's entries, in display order. Only those whose page is built are shown. */
export const MINE_ENTRIES: readonly MineEntry[] = [
  { title: '我的预约', page: 'pages/mine_book/index' },
  { title: '我的合同', page: 'pages/contract/pages/contract_list/index' },
  { title: '我的账单', page: 'pages/bill/bill_list/index' },
  { title: '设置', page: 'pages/user/user_setting/index' },
];

export function visibleEntries(built: ReadonlySet<string>, entries: readonly MineEntry[] = MINE_ENTRIES): MineEntry[] {
  return entries.filter((entry) => built.has(entry.page));
}

/** What the account log-out confirmation says before anything is deleted. */
export const ACCOUNT_LOG_OUT_CONFIRM = {
  title: '注销账号',
  content:
    '注销后，您的账号将被永久删除：个人资料、实名认证信息及登录记录将被清除且无法恢复，当前手机号需重新注册才能使用。请确认没有未结清的账单和生效中的合同。确定要注销吗？',
  showCancel: true,
  confirmText: '确认注销',
} as const;
