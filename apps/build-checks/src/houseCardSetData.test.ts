import { DEMO_TENANT_LOGIN_CODE } from '../../server/src/auth/miniProgram';
import { HOUSE_LIST_PAGE, pageLink } from '../../../packages/core-domain/src';
import type { Platform } from '../../../packages/mp-harness/src';
import { useBuiltMiniPrograms } from './builtMiniPrograms';
import { CARD_BUDGET_BYTES, ONE_HOUSE_CHANGED_BUDGET_BYTES, houseListCards, setDataBytesSince, toggleFavouriteOfOne, waitUntil } from './setDataBudgets';

// Issue 10's setData budgets of house_list in the built WeChat and Alipay bundles (bash scripts/build-apps.sh wechat
// alipay), in the harness against the reference server: a page of cards sent to a long list, per card, and what the
// list is sent when one house changes (its favourite toggled on house_detail). scripts/bench/houseList.ts prints the
// same figures with 1,000 houses loaded; a card's bytes do not depend on how many are loaded (one block per page).
const LOADED = 100;

const programs = useBuiltMiniPrograms({ devFlags: { demoLogins: true } });

describe.each<Platform>(['wechat', 'ali'])('house_list setData in the built %s bundle', (platform) => {
  it(`sends at most ${CARD_BUDGET_BYTES} B per card, and at most ${ONE_HOUSE_CHANGED_BUDGET_BYTES} B when one house of the list changes`, async () => {
    const app = await programs.launch(platform, { loginCode: DEMO_TENANT_LOGIN_CODE, entry: pageLink(HOUSE_LIST_PAGE) });
    const list = app.currentPage();
    const cards = houseListCards(app, list);
    await waitUntil(app, 'the first cards', () => cards.count() > 0);
    while (cards.count() < LOADED) await cards.nextPage();

    const before = list.setDataLog.length;
    const loaded = cards.count();
    await cards.nextPage();
    const perCard = Math.round(setDataBytesSince(list, before) / (cards.count() - loaded));
    expect(perCard).toBeLessThanOrEqual(CARD_BUDGET_BYTES);

    expect((await toggleFavouriteOfOne(app, list)).listBytes).toBeLessThanOrEqual(ONE_HOUSE_CHANGED_BUDGET_BYTES);
    expect(app.errors).toEqual([]);
  }, 120_000);
});
