import { DEMO_TENANT_LOGIN_CODE } from '../../server/src/auth/miniProgram';
import { HOUSE_LIST_PAGE, pageLink } from '../../../packages/core-domain/src';
import type { HarnessPage, MiniProgram, Platform } from '../../../packages/mp-harness/src';
import { useBuiltMiniPrograms } from './builtMiniPrograms';

// Issue 10's setData budgets of house_list in the built WeChat and Alipay bundles (bash scripts/build-apps.sh wechat
// alipay), in the harness against the reference server: a page of cards sent to a long list, per card, and what the
// list is sent when one house changes (its favourite toggled on house_detail). scripts/bench/houseList.ts prints the
// same figures with 1,000 houses loaded; a card's bytes do not depend on how many are loaded (one block per page).
const CARD_BUDGET_BYTES = 1024;
const ONE_HOUSE_CHANGED_BUDGET_BYTES = 1024;
const LOADED = 100;

const programs = useBuiltMiniPrograms({ devFlags: { demoLogins: true } });

const bytesSince = (page: HarnessPage, from: number) => page.setDataLog.slice(from).reduce((sum, record) => sum + record.bytes, 0);

async function until(app: MiniProgram, what: string, done: () => boolean) {
  for (let waited = 0; !done(); waited += 1) {
    if (waited > 250) throw new Error(`house_list: timed out waiting for ${what}`);
    await app.wait(20);
  }
}

describe.each<Platform>(['wechat', 'ali'])('house_list setData in the built %s bundle', (platform) => {
  it(`sends at most ${CARD_BUDGET_BYTES} B per card, and at most ${ONE_HOUSE_CHANGED_BUDGET_BYTES} B when one house of the list changes`, async () => {
    const app = await programs.launch(platform, { loginCode: DEMO_TENANT_LOGIN_CODE, entry: pageLink(HOUSE_LIST_PAGE) });
    const list = app.currentPage();
    const cards = () => list.findAllByTestId('house-card').length;
    const nextPage = async () => {
      const count = cards();
      await list.trigger('onReachBottom');
      await until(app, `the cards after ${count}`, () => cards() > count);
      await app.settle();
    };
    await until(app, 'the first cards', () => cards() > 0);
    while (cards() < LOADED) await nextPage();

    const before = list.setDataLog.length;
    const loaded = cards();
    await nextPage();
    const perCard = Math.round(bytesSince(list, before) / (cards() - loaded));
    expect(perCard).toBeLessThanOrEqual(CARD_BUDGET_BYTES);

    const sentBefore = list.setDataLog.length;
    await list.tap(list.findAllByTestId('house-card')[0]!);
    const detail = app.currentPage();
    await until(app, 'house_detail', () => detail.queryByTestId('favourite') !== undefined);
    await detail.tap(detail.findByTestId('favourite'));
    app.callApi('navigateBack', {});
    await app.settle();
    expect(app.currentPage().route).toBe(list.route);
    expect(bytesSince(list, sentBefore)).toBeLessThanOrEqual(ONE_HOUSE_CHANGED_BUDGET_BYTES);
    expect(app.errors).toEqual([]);
  }, 120_000);
});
