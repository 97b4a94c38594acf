// The meter use pages (issue 14) in the built WeChat and Alipay bundles, run in the headless harness against the
// reference server as the demo tenant: setData bytes and wall time of analyse_range_detail (30 days, then a year of
// daily points) and analyse_range_detail_hours (a day's 24 hours), and the time uCharts takes to draw a year of days
// and a month of hours on a 2d context (its own JavaScript; the canvas is the phone's). Figures only.
import { performance } from 'node:perf_hooks';
import { launchBuilt, storedSession } from '../../tests/support/mini';
import { DEMO_TENANT_MOBILE, startServer } from '../../tests/support/server';
import { pageLink } from '../../packages/core-domain/src';
import type { HarnessPage, MiniProgram } from '../../packages/mp-harness/src';
import { drawUsageChart, type UsagePoint } from '../../packages/screens/src/features/device/usageChart';
import { builtMiniPrograms } from './support';

const DAYS_PAGE = pageLink('pages/device/meter_record/analyse_range_detail', {});
const HOURS_PAGE = pageLink('pages/device/meter_record/analyse_range_detail_hours', {});

const bytesOf = (page: HarnessPage, from: number) => page.setDataLog.slice(from).reduce((sum, record) => sum + record.bytes, 0);

async function until(mini: MiniProgram, done: () => boolean, what: string) {
  for (let waited = 0; !done(); waited += 1) {
    if (waited > 500) throw new Error(`timed out waiting for ${what} on ${mini.currentPage().route}: ${mini.currentPage().text().slice(0, 300)}`);
    await mini.wait(20);
  }
  await mini.settle();
}

/** A 2d context that does nothing: what uCharts computes, without a canvas to paint. */
function idleContext(): unknown {
  const idle = () => undefined;
  return new Proxy({} as Record<string, unknown>, {
    get: (target, name) => (typeof name !== 'string' ? undefined : name in target ? target[name] : name === 'measureText' ? () => ({ width: 24 }) : name.startsWith('create') ? () => ({ addColorStop: idle }) : idle),
    set: (target, name, value) => {
      target[String(name)] = value;
      return true;
    },
  });
}

function drawTime(points: UsagePoint[], by: 'day' | 'hour'): number {
  const runs: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const realSetTimeout = globalThis.setTimeout;
    let frame: (() => void) | undefined;
    // uCharts draws on its next frame: run that frame at once so the time is its own.
    globalThis.setTimeout = ((callback: () => void) => {
      frame = callback;
      return 0;
    }) as unknown as typeof setTimeout;
    const started = performance.now();
    drawUsageChart({ points, unit: '度', by }, idleContext(), { width: 343, height: 240 }, 3);
    frame?.();
    runs.push(performance.now() - started);
    globalThis.setTimeout = realSetTimeout;
  }
  return runs.sort((a, b) => a - b)[3] ?? 0;
}

async function main() {
  const year = Array.from({ length: 365 }, (_, i) => ({ label: String(i), value: 3 + Math.sin(i / 7) }));
  const month = Array.from({ length: 30 * 24 }, (_, i) => ({ label: String(i % 24).padStart(2, '0'), value: (i % 24) / 10 }));
  console.log(`uCharts drawing in Node (median of 7): a year of days ${drawTime(year, 'day').toFixed(1)} ms, a month of hours ${drawTime(month, 'hour').toFixed(1)} ms`);

  const server = await startServer();
  try {
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    for (const { platform, app } of builtMiniPrograms()) {
      const started = performance.now();
      const mini = await launchBuilt(platform, server, { storage: storedSession(tenant), entry: DAYS_PAGE });
      const page = mini.currentPage();
      await until(mini, () => page.text().includes('日均'), 'the day use');
      const firstMs = performance.now() - started;
      const firstBytes = bytesOf(page, 0);
      const before = page.setDataLog.length;
      const yearStarted = performance.now();
      await page.tap(page.findByTestId('usage-range-365'));
      await until(mini, () => page.text().includes('每月用量'), 'a year of days');
      const yearMs = performance.now() - yearStarted;
      console.log(`${app} analyse_range_detail: first render (30 days) ${firstBytes} B in ${before} setData calls, ${firstMs.toFixed(0)} ms from launch; a year of days ${bytesOf(page, before)} B in ${page.setDataLog.length - before} calls, ${yearMs.toFixed(0)} ms incl. the request`);
      const hoursStarted = performance.now();
      mini.callApi('redirectTo', { url: HOURS_PAGE });
      await mini.settle();
      const hours = mini.currentPage();
      await until(mini, () => hours.text().includes('合计'), 'the hour use');
      console.log(`${app} analyse_range_detail_hours: first render (24 hours) ${bytesOf(hours, 0)} B in ${hours.setDataLog.length} setData calls, ${(performance.now() - hoursStarted).toFixed(0)} ms`);
      mini.close();
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
