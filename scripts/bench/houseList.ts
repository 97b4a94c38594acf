// house_list in the built WeChat and Alipay bundles, run in the headless harness against the reference server
// (full seed), logged in as the demo tenant: setData bytes and wall time of the first render, of the next page
// once 1,000 listings are loaded (reach-bottom events, 20 per page) and per card, and what the list page is sent
// when one of those 1,000 houses changes (its favourite toggled on house_detail, then back to the list). Issue 10's
// budgets with a pass/FAIL line each. Figures only.
import { performance } from 'node:perf_hooks';
import { DEMO_TENANT_LOGIN_CODE } from '../../apps/server/src/auth/miniProgram';
import { HOUSE_LIST_PAGE, pageLink } from '../../packages/core-domain/src';
import {
  CARD_BUDGET_BYTES,
  ONE_HOUSE_CHANGED_BUDGET_BYTES,
  houseListCards,
  setDataBytesSince,
  toggleFavouriteOfOne,
  waitUntil,
} from '../../apps/build-checks/src/setDataBudgets';
import { launchMiniProgram } from '../../packages/mp-harness/src';
import { builtMiniPrograms, quietConsole, withBenchServer } from './support';

const LOADED = 1000;

const verdict = (bytes: number, budget: number) => `${bytes} B (budget ${budget} B) ${bytes <= budget ? 'pass' : 'FAIL'}`;

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
      const cards = houseListCards(mini, page);
      await waitUntil(mini, 'the first cards', () => cards.count() > 0);
      const firstMs = performance.now() - started;
      const firstBytes = setDataBytesSince(page, 0);
      const firstCalls = page.setDataLog.length;
      const firstCards = cards.count();
      while (cards.count() < LOADED) await cards.nextPage();
      const loaded = cards.count();
      const before = page.setDataLog.length;
      const pageStarted = performance.now();
      await cards.nextPage();
      const nextMs = performance.now() - pageStarted;
      const nextBytes = setDataBytesSince(page, before);
      const added = cards.count() - loaded;
      console.log(
        `${app} house_list: first page of ${firstCards} cards ${firstBytes} B in ${firstCalls} calls, ${firstMs.toFixed(0)} ms from launch; ` +
          `next page with ${loaded} listings loaded: ${nextBytes} B in ${page.setDataLog.length - before} calls, ${nextMs.toFixed(0)} ms incl. the request (${added} cards added)`,
      );
      console.log(`${app} house_list: setData per card (next page / cards added): ${verdict(Math.round(nextBytes / Math.max(added, 1)), CARD_BUDGET_BYTES)}`);
      const favourite = await toggleFavouriteOfOne(mini, page);
      console.log(
        `${app} house_list: one house of ${cards.count()} changed (favourite toggled on house_detail, ${favourite.detailBytes} B there): ` +
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
