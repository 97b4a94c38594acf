import { pageLink } from '@aster/core-domain';

/**
 * The groups of 我的 (issue 46: 27 rows in one list were hard to scan), in the order a tenant of a long-term rental
 * (Ziroom, 泊寓) meets them: the lease first (viewing, reserving, signing, the contract), then money (bills, orders,
 * wallet, coupons, invoices: what a month of renting pays), then living there (the door and meters, repairs and
 * cleaning, the housekeeper, roommates, Wi-Fi, notices), then the community's activities, and last the account
 * (real name, security, customer service, settings), which a tenant opens least.
 */
export const MINE_GROUPS = [
  { key: 'lease', title: '我的租约' },
  { key: 'money', title: '账单与钱包' },
  { key: 'living', title: '居住服务' },
  { key: 'community', title: '社区' },
  { key: 'account', title: '账号与设置' },
] as const;
export type MineGroupKey = (typeof MINE_GROUPS)[number]['key'];

export interface MineEntry {
  /** Names the entry in tests (data-testid mine-entry-<key>). */
  key: string;
  title: string;
  /** The page the entry opens (pageLink: checked against the route table; hooks/extensionPages.ts: what it needs). */
  url: string;
  group: MineGroupKey;
}

/** The personal centre's entries, in display order within their group. Only those whose page is built are shown. */
export const MINE_ENTRIES: readonly MineEntry[] = [
  { key: 'book', title: '我的预约', url: pageLink('pages/mine_book/index'), group: 'lease' },
  { key: 'reservations', title: '我的预订', url: pageLink('pages/contract/pages/reservation_list/index'), group: 'lease' },
  { key: 'contracts', title: '我的合同', url: pageLink('pages/contract/pages/contract_list/index'), group: 'lease' },
  { key: 'applications', title: '我的申请', url: pageLink('pages/service/pages/myApply/index'), group: 'lease' },
  { key: 'talent', title: '人才公寓', url: pageLink('pages/talent/talent_home/index'), group: 'lease' },
  { key: 'bills', title: '我的账单', url: pageLink('pages/bill/bill_list/index'), group: 'money' },
  { key: 'minipay', title: '扫码缴费', url: pageLink('pages/minipay/index/index'), group: 'money' },
  { key: 'orders', title: '我的订单', url: pageLink('pages/order/list/index'), group: 'money' },
  { key: 'wallet', title: '我的钱包', url: pageLink('pages/wallet/wallet/index'), group: 'money' },
  { key: 'coupons', title: '我的优惠券', url: pageLink('pages/coupon/list/index'), group: 'money' },
  { key: 'invoices', title: '我的发票', url: pageLink('pages/invoice/invoice/index'), group: 'money' },
  { key: 'purchase', title: '购买服务', url: pageLink('pages/purchase_service/index'), group: 'money' },
  { key: 'devices', title: '智能设备', url: pageLink('pages/device/device_index/index'), group: 'living' },
  { key: 'repair', title: '报修', url: pageLink('pages/service/pages/repair/list'), group: 'living' },
  { key: 'clean', title: '保洁', url: pageLink('pages/service/pages/clean/list'), group: 'living' },
  { key: 'complaint', title: '投诉', url: pageLink('pages/service/pages/complaint/list'), group: 'living' },
  { key: 'evaluation', title: '评价', url: pageLink('pages/service/pages/evaluation/list'), group: 'living' },
  { key: 'manager', title: '我的管家', url: pageLink('pages/extra_service/manager/index'), group: 'living' },
  { key: 'roommate', title: '我的室友', url: pageLink('pages/extra_service/roommate/index'), group: 'living' },
  { key: 'wifi', title: '无线网络', url: pageLink('pages/extra_service/wifi/index'), group: 'living' },
  { key: 'notices', title: '公告', url: pageLink('pages/extra_service/public-notice-list/index'), group: 'living' },
  { key: 'servicetel', title: '服务电话', url: pageLink('pages/extra_service/servicetel/index'), group: 'living' },
  { key: 'activities', title: '社区活动', url: pageLink('pages/activity/activity/index'), group: 'community' },
  { key: 'sign-ups', title: '我的报名', url: pageLink('pages/activity/activity_sign_list/index'), group: 'community' },
  { key: 'wechat', title: '添加客服微信', url: pageLink('pages/wechat/add/index'), group: 'account' },
  { key: 'settings', title: '设置', url: pageLink('pages/user/user_setting/index'), group: 'account' },
];

export interface MineGroup {
  key: MineGroupKey;
  title: string;
  entries: MineEntry[];
}

/** The entries by group, in MINE_GROUPS' order; a group with no entry shown is left out. */
export function groupedEntries(entries: readonly MineEntry[]): MineGroup[] {
  return MINE_GROUPS.map((group) => ({ ...group, entries: entries.filter((entry) => entry.group === group.key) })).filter((group) => group.entries.length > 0);
}

export function visibleEntries(isBuilt: (url: string) => boolean, entries: readonly MineEntry[] = MINE_ENTRIES): MineEntry[] {
  return entries.filter((entry) => isBuilt(entry.url));
}

/** The company preference (setting/preferences) that turns an entry off, by entry key. */
const ENTRY_PREFERENCES: Readonly<Record<string, string>> = {
  activities: 'showActivity',
  'sign-ups': 'showActivity',
  talent: 'showTalent',
};

/** Whether a preference value says "off": 0, '0' or false. Anything else, or no value, keeps the entry. */
function switchedOff(value: unknown): boolean {
  return value === 0 || value === '0' || value === false;
}

/** The entries the company's preferences leave on (setting/preferences; unknown while they load: all stay). */
export function preferredEntries(entries: readonly MineEntry[], preferences: Readonly<Record<string, unknown>> | undefined): MineEntry[] {
  if (preferences === undefined) return [...entries];
  return entries.filter((entry) => {
    const key = ENTRY_PREFERENCES[entry.key];
    return key === undefined || !switchedOff(preferences[key]);
  });
}
