import { MINE_ENTRIES, MINE_GROUPS, groupedEntries, preferredEntries, visibleEntries } from './mineEntries';

// Test data names pages by their path text: a set of built pages as the generator would list them.
const builtOf = (pages: string[]) => (url: string) => pages.includes(url.slice(1));

describe('mine entries', () => {
  it('shows only entries whose page is built', () => {
    expect(visibleEntries(builtOf(['pages/index/index']))).toEqual([]);
    expect(visibleEntries(builtOf(['pages/bill/bill_list/index', 'pages/user/user_setting/index'])).map((e) => e.title)).toEqual([
      '我的账单',
      '设置',
    ]);
  });

  it('lists viewings and reservations first, once their pages are built', () => {
    const built = builtOf(['pages/mine_book/index', 'pages/contract/pages/reservation_list/index', 'pages/user/user_setting/index']);
    expect(visibleEntries(built).map((e) => e.title)).toEqual(['我的预约', '我的预订', '设置']);
  });

  it('groups the entries in MINE_GROUPS order and leaves out a group with nothing shown', () => {
    const groups = groupedEntries(MINE_ENTRIES);
    expect(groups.map((group) => group.title)).toEqual(MINE_GROUPS.map((group) => group.title));
    expect(groups.flatMap((group) => group.entries)).toHaveLength(MINE_ENTRIES.length);
    const built = builtOf(['pages/bill/bill_list/index', 'pages/user/user_setting/index']);
    expect(groupedEntries(visibleEntries(built)).map((group) => [group.title, group.entries.map((entry) => entry.title)])).toEqual([
      ['账单与钱包', ['我的账单']],
      ['账号与设置', ['设置']],
    ]);
  });

  it('opens pages of the route table', async () => {
    const { findRouteByPath } = await import('@aster/core-domain');
    for (const entry of MINE_ENTRIES) expect(findRouteByPath(entry.url)).toBeDefined();
  });

  it("leaves out what the company's preferences switch off (0, '0', false), keeps all while they load", () => {
    const keys = (preferences?: Record<string, unknown>) => preferredEntries(MINE_ENTRIES, preferences).map((entry) => entry.key);
    expect(keys(undefined)).toEqual(MINE_ENTRIES.map((entry) => entry.key));
    expect(keys({ showActivity: 0, showTalent: '0' })).toEqual(expect.not.arrayContaining(['activities', 'sign-ups', 'talent']));
    expect(keys({ showActivity: 0, showTalent: '0' })).not.toContain('talent');
    expect(keys({ showActivity: 0 })).toEqual(MINE_ENTRIES.map((entry) => entry.key).filter((key) => key !== 'activities' && key !== 'sign-ups'));
    expect(keys({ showTalent: false })).not.toContain('talent');
    expect(keys({ showTalent: 1, showActivity: 'yes', other: 0 })).toEqual(MINE_ENTRIES.map((entry) => entry.key));
  });
});
