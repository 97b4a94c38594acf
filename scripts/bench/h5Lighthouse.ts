// Prints Lighthouse's own performance reading of the four H5 entry pages, a second opinion beside h5Vitals.ts: its
// default mobile run (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU, computed by its Lantern model from an
// unthrottled load), LCP, FCP and TBT, median of LIGHTHOUSE_RUNS (3) runs, and the LCP it observed unthrottled.
// Lantern adds what the CDP latency of h5Vitals leaves out (a TCP handshake per connection, slow start, HTTP/1.1's six
// connections to the reference server) and multiplies the host's CPU time by 4 whatever the host. Figures only.
import { startServer } from '../../tests/support/server';
import { H5_ENTRY_PAGES, median, seconds, withLighthouse } from './support';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** Lighthouse's largest-contentful-paint-element details: a list whose first table names the element. */
interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string } }[] }[];
}

async function main() {
  const server = await startServer({ serveH5: true });
  try {
    await withLighthouse(async (lighthouse, port) => {
      console.log(`Lighthouse performance (mobile defaults, simulated throttling), median of ${RUNS} runs each`);
      console.log(`  ${'page'.padEnd(16)}${'LCP'.padEnd(9)}${'FCP'.padEnd(9)}${'TBT'.padEnd(9)}${'LCP unthrottled'.padEnd(17)}LCP element`);
      for (const [name, path] of H5_ENTRY_PAGES) {
        const runs: { lcp: number; fcp: number; tbt: number; observedLcp: number; element: string }[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${server.origin}${path}`, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
          const audits = result?.lhr.audits ?? {};
          const metrics = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
          const element = (audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node?.selector ?? '';
          runs.push({
            lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
            observedLcp: metrics.observedLargestContentfulPaint ?? Number.NaN,
            element: element.split(' > ').slice(-2).join(' > '),
          });
        }
        const of = (key: 'lcp' | 'fcp' | 'tbt' | 'observedLcp') => median(runs.map((run) => run[key]));
        console.log(
          `  ${name.padEnd(16)}${seconds(of('lcp')).padEnd(9)}${seconds(of('fcp')).padEnd(9)}${`${Math.round(of('tbt'))} ms`.padEnd(9)}${seconds(of('observedLcp')).padEnd(17)}${runs[0]?.element ?? ''}`,
        );
      }
    });
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  // A bench prints what went wrong and lets the other figures run.
  console.log(`Lighthouse performance: not measured: ${error instanceof Error ? error.message : String(error)}`);
});
