import type { HarnessPage, MiniProgram } from '../../../packages/mp-harness/src';

// Issue 10's setData budgets and how they are measured in the harness, shared by the build checks that enforce them
// (homeFirstRender, houseCardSetData) and the bench that prints them (scripts/bench/homeFirstRender.ts, houseList.ts).

/** The home page's first render. */
export const FIRST_RENDER_BUDGET_BYTES = 5 * 1024;
/** A house card sent to a long list. */
export const CARD_BUDGET_BYTES = 1024;
/** What a long list is sent when one of its houses changes. */
export const ONE_HOUSE_CHANGED_BUDGET_BYTES = 1024;

/** The setData bytes a page received since its `from`-th call. */
export const setDataBytesSince = (page: HarnessPage, from: number) => page.setDataLog.slice(from).reduce((sum, record) => sum + record.bytes, 0);

/** Waits on the harness's clock until `done`; fails naming `what` after 5 s of it. */
export async function waitUntil(app: MiniProgram, what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 1) {
    if (waited > 250) throw new Error(`timed out waiting for ${what}`);
    await app.wait(20);
  }
}

/** house_list's cards shown, and the next page of them (a reach-bottom event). */
export function houseListCards(app: MiniProgram, list: HarnessPage) {
  const count = () => list.findAllByTestId('house-card').length;
  return {
    count,
    async nextPage(): Promise<void> {
      const shown = count();
      await list.trigger('onReachBottom');
      await waitUntil(app, `the cards after ${shown}`, () => count() > shown);
      await app.settle();
    },
  };
}

/** Opens the list's first house, toggles its favourite and comes back: what the list page received meanwhile. */
export async function toggleFavouriteOfOne(app: MiniProgram, list: HarnessPage) {
  const before = list.setDataLog.length;
  const [card] = list.findAllByTestId('house-card');
  if (card === undefined) throw new Error('house_list shows no card');
  await list.tap(card);
  const detail = app.currentPage();
  await waitUntil(app, 'house_detail', () => detail.queryByTestId('favourite') !== undefined);
  const detailBefore = detail.setDataLog.length;
  await detail.tap(detail.findByTestId('favourite'));
  await app.settle();
  const detailBytes = setDataBytesSince(detail, detailBefore);
  app.callApi('navigateBack', {});
  await app.settle();
  if (app.currentPage().route !== list.route) throw new Error(`did not come back to the list (on ${app.currentPage().route})`);
  return { listBytes: setDataBytesSince(list, before), listCalls: list.setDataLog.length - before, detailBytes };
}
