import { pageLink } from '@aster/core-domain';

export interface MineEntry {
  /** Names the entry in tests (data-testid mine-entry-<key>). */
  key: string;
  title: string;
  /** The page the entry opens (pageLink: checked against the route table; hooks/extensionPages.ts: what it needs). */
  url: string;
}

/** The personal centre's entries, in display order. Only those whose page is built are shown. */
export const MINE_ENTRIES: readonly MineEntry[] = [
  { key: 'book', title: '我的预约', url: pageLink('pages/mine_book/index') },
  { key: 'reservations', title: '我的预订', url: pageLink('pages/contract/pages/reservation_list/index') },
  { key: 'contracts', title: '我的合同', url: pageLink('pages/contract/pages/contract_list/index') },
  { key: 'applications', title: '我的申请', url: pageLink('pages/service/pages/myApply/index') },
  { key: 'bills', title: '我的账单', url: pageLink('pages/bill/bill_list/index') },
  { key: 'orders', title: '我的订单', url: pageLink('pages/order/list/index') },
  { key: 'minipay', title: '扫码缴费', url: pageLink('pages/minipay/index/index') },
  { key: 'purchase', title: '购买服务', url: pageLink('pages/purchase_service/index') },
  { key: 'wallet', title: '我的钱包', url: pageLink('pages/wallet/wallet/index') },
  { key: 'coupons', title: '我的优惠券', url: pageLink('pages/coupon/list/index') },
  { key: 'invoices', title: '我的发票', url: pageLink('pages/invoice/invoice/index') },
  { key: 'devices', title: '智能设备', url: pageLink('pages/device/device_index/index') },
  { key: 'repair', title: '报修', url: pageLink('pages/service/pages/repair/list') },
  { key: 'clean', title: '保洁', url: pageLink('pages/service/pages/clean/list') },
  { key: 'complaint', title: '投诉', url: pageLink('pages/service/pages/complaint/list') },
  { key: 'evaluation', title: '评价', url: pageLink('pages/service/pages/evaluation/list') },
  { key: 'manager', title: '我的管家', url: pageLink('pages/extra_service/manager/index') },
  { key: 'wifi', title: '无线网络', url: pageLink('pages/extra_service/wifi/index') },
  { key: 'roommate', title: '我的室友', url: pageLink('pages/extra_service/roommate/index') },
  { key: 'notices', title: '公告', url: pageLink('pages/extra_service/public-notice-list/index') },
  { key: 'servicetel', title: '服务电话', url: pageLink('pages/extra_service/servicetel/index') },
  { key: 'activities', title: '社区活动', url: pageLink('pages/activity/activity/index') },
  { key: 'sign-ups', title: '我的报名', url: pageLink('pages/activity/activity_sign_list/index') },
  { key: 'wechat', title: '添加客服微信', url: pageLink('pages/wechat/add/index') },
  { key: 'talent', title: '人才公寓', url: pageLink('pages/talent/talent_home/index') },
  { key: 'settings', title: '设置', url: pageLink('pages/user/user_setting/index') },
];

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
