// house_list in the built WeChat and Alipay bundles, run in the headless harness against the reference server
// (full seed): setData bytes and wall time of the first render, then of the next page once 1,000 listings are
// loaded (reach-bottom events, 20 per page). Figures only.
import { performance } from 'node:perf_hooks';
import { HOUSE_LIST_PAGE, pageLink } from '../../packages/core-domain/src';
import { launchMiniProgram } from '../../packages/mp-harness/src';
import { builtMiniPrograms, quietConsole, withBenchServer } from './support';

const LOADED = 1000;

async function main() {
  await withBenchServer(async (apiBase) => {
    for (const { platform, app, distDir } of builtMiniPrograms()) {
      const started = performance.now();
      const mini = await launchMiniProgram({
        platform,
        distDir,
        apiBase,
        loginCode: null,
        console: quietConsole,
        entry: pageLink(HOUSE_LIST_PAGE),
      });
      const page = mini.currentPage();
      const cards = () => page.findAllByTestId('house-card').length;
      for (let waited = 0; cards() === 0 && waited < 200; waited += 1) await mini.wait(20);
      const firstMs = performance.now() - started;
      const firstBytes = page.setDataLog.reduce((sum, record) => sum + record.bytes, 0);
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
      const next = page.setDataLog.slice(before);
      const nextBytes = next.reduce((sum, record) => sum + record.bytes, 0);
      console.log(
        `${app} house_list: first page of ${firstCards} cards ${firstBytes} B in ${firstCalls} calls, ${firstMs.toFixed(0)} ms from launch; ` +
          `next page with ${loaded} listings loaded: ${nextBytes} B in ${next.length} calls, ${nextMs.toFixed(0)} ms incl. the request (${cards() - loaded} cards added)`,
      );
      mini.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
