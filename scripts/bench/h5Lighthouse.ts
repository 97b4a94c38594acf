import { createServer } from 'node:net';
import { launchChromium } from '../../tests/support/browser';
import { startServer } from '../../tests/support/server';

const PAGES = [
  ['home', '/aster/'],
  ['house_list', '/aster/pages/house/house_list/index'],
  ['house_detail', '/aster/pages/house_detail/index?id=h000001'],
  ['login_by_phone', '/aster/pages/login_by_phone/index'],
] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const server = await startServer({ serveH5: true });
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  const method = (process.env.LH_METHOD ?? 'simulate') as 'simulate' | 'devtools';
  try {
    const runs = Number(process.env.LH_RUNS ?? 3);
    for (const [name, path] of PAGES) {
      const lcps: number[] = [];
      for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.origin}${path}`, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', throttlingMethod: method });
      const lhr = result?.lhr;
      const a = (id: string) => lhr?.audits[id]?.numericValue;
      if (process.env.LH_DUMP) require('node:fs').writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(lhr));
      lcps.push(a('largest-contentful-paint') ?? 0);
      if (process.env.LH_VERBOSE) console.log(name, 'LCP', a('largest-contentful-paint'), 'FCP', a('first-contentful-paint'), 'CLS', a('cumulative-layout-shift'), 'TBT', a('total-blocking-time'), 'score', lhr?.categories.performance?.score, 'bi', lhr?.environment.benchmarkIndex, 'warn', lhr?.runWarnings);
      }
      lcps.sort((x, y) => x - y);
      console.log(name.padEnd(16), lcps.map((v) => Math.round(v)).join(' '), 'median', Math.round(lcps[Math.floor(lcps.length / 2)] ?? 0));
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
