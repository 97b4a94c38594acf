// Prints the setData bytes of the home page's first render in the built WeChat and Alipay bundles, run in
// the headless harness against the reference server (in-memory seed), with issue 10's budget for it and a
// pass/FAIL line. Figures only.
import { FIRST_RENDER_BUDGET_BYTES } from '../../apps/build-checks/src/setDataBudgets';
import { launchMiniProgram } from '../../packages/mp-harness/src';
import { builtMiniPrograms, quietConsole, withBenchServer } from './support';

async function main() {
  await withBenchServer(async (apiBase) => {
    for (const { platform, app, distDir } of builtMiniPrograms()) {
      const mini = await launchMiniProgram({ platform, distDir, apiBase, loginCode: null, console: quietConsole });
      const home = mini.currentPage();
      const records = home.setDataLog;
      const first = records[0]?.bytes ?? 0;
      const total = records.reduce((sum, r) => sum + r.bytes, 0);
      const largest = records.reduce((max, r) => Math.max(max, r.bytes), 0);
      console.log(`${app} home (${home.route}): first render ${first} B; ${records.length} calls until settled, ${total} B in all, largest ${largest} B`);
      console.log(`${app} home first render: ${first} B (budget ${FIRST_RENDER_BUDGET_BYTES} B) ${first <= FIRST_RENDER_BUDGET_BYTES ? 'pass' : 'FAIL'}`);
      mini.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
