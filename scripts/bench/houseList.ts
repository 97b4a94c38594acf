// house_list in the built WeChat and Alipay bundles, run in the headless harness against the reference server
// (full seed), logged in as the demo tenant: setData bytes and wall time of the first render, of the next page
// once 1,000 listings are loaded (reach-bottom events, 20 per page) and per card, and what the list page is sent
// when one of those 1,000 houses changes (its favourite toggled on house_detail, then back to the list). Issue 10's
// budgets with a pass/FAIL line each. Figures only.
import { performance } from 'node:perf_hooks';
import { DEMO_TENANT_LOGIN_CODE } from '../../apps/server/src/auth/miniProgram';
import { HOUSE_LIST_PAGE, pageLink } from '../../packages/core-domain/src';
import { launchMiniProgram, type HarnessPage, type MiniProgram } from '../../packages/mp-harness/src';
import { builtMiniPrograms, quietConsole, withBenchServer } from './support';

const LOADED = 1000;
/** setData per house card, and for a change to one house of a long list (issue 10). */
const CARD_BUDGET_BYTES = 1024;
const ONE_HOUSE_CHANGED_BUDGET_BYTES = 1024;

const verdict = (bytes: number, budget: number) => `${bytes} B (budget ${budget} B) ${bytes <= budget ? 'pass' : 'FAIL'}`;
const bytesOf = (page: HarnessPage, from: number) => page.setDataLog.slice(from).reduce((sum, record) => sum + record.bytes, 0);

async function waitFor(mini: MiniProgram, done: () => boolean) {
  for (let waited = 0; !done() && waited < 200; waited += 1) await mini.wait(20);
}

/** Opens the first card's house, toggles its favourite, comes back: the setData calls the list page received. */
async function toggleFavouriteOfOne(mini: MiniProgram, list: HarnessPage) {
  const before = list.setDataLog.length;
  const [card] = list.findAllByTestId('house-card');
  if (card === undefined) throw new Error('house_list shows no card');
  await list.tap(card);
  const detail = mini.currentPage();
  await waitFor(mini, () => detail.queryByTestId('favourite') !== undefined);
  const detailBefore = detail.setDataLog.length;
  await detail.tap(detail.findByTestId('favourite'));
  await mini.settle();
  const detailBytes = bytesOf(detail, detailBefore);
  mini.callApi('navigateBack', {});
  await mini.settle();
  if (mini.currentPage().route !== list.route) throw new Error(`did not come back to the list (on ${mini.currentPage().route})`);
  return { listBytes: bytesOf(list, before), listCalls: list.setDataLog.length - before, detailBytes };
}

async function main() {
  await withBenchServer(async (apiBase) => {
    for (const { platform, app, distDir } of builtMiniPrograms()) {
      const started = performance.now();
      const mini = await launchMiniProgram({
        platform,
        distDir,
        apiBase,
        loginCode: DEMO_TENANT_LOGIN_CODE,
        console: quietConsole,
        entry: pageLink(HOUSE_LIST_PAGE),
      });
      const page = mini.currentPage();
      const cards = () => page.findAllByTestId('house-card').length;
      await waitFor(mini, () => cards() > 0);
      const firstMs = performance.now() - started;
      const firstBytes = bytesOf(page, 0);
      const firstCalls = page.setDataLog.length;
      const firstCards = cards();
      const nextPage = async () => {
        const count = cards();
        await page.trigger('onReachBottom');
        for (let waited = 0; cards() === count && waited < 100; waited += 1) await mini.wait(20);
      };
      for (let guard = 0; cards() < LOADED && guard < 200; guard += 1) await nextPage();
      await mini.settle();
      const loaded = cards();
      const before = page.setDataLog.length;
      const pageStarted = performance.now();
      await nextPage();
      await mini.settle();
      const nextMs = performance.now() - pageStarted;
      const nextBytes = bytesOf(page, before);
      const added = cards() - loaded;
      console.log(
        `${app} house_list: first page of ${firstCards} cards ${firstBytes} B in ${firstCalls} calls, ${firstMs.toFixed(0)} ms from launch; ` +
          `next page with ${loaded} listings loaded: ${nextBytes} B in ${page.setDataLog.length - before} calls, ${nextMs.toFixed(0)} ms incl. the request (${added} cards added)`,
      );
      console.log(`${app} house_list: setData per card (next page / cards added): ${verdict(Math.round(nextBytes / Math.max(added, 1)), CARD_BUDGET_BYTES)}`);
      const favourite = await toggleFavouriteOfOne(mini, page);
      console.log(
        `${app} house_list: one house of ${cards()} changed (favourite toggled on house_detail, ${favourite.detailBytes} B there): ` +
          `${favourite.listCalls} calls to the list, ${verdict(favourite.listBytes, ONE_HOUSE_CHANGED_BUDGET_BYTES)}`,
      );
      mini.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
