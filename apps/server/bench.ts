import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import nodePath from 'node:path';
import { performance } from 'node:perf_hooks';
import { REQUEST_HEADERS } from '@aster/core-api';
import { demoUsers } from './src/auth/seed';
import { runPaymentCrash } from './src/pay/crashRun';
import { probesOf, sendProbe } from './src/testing/hostileRequests';
import { startTestServer } from './src/testing/testServer';

// `npx tsx apps/server/bench.ts`: p50/p99 latency of GET home/base and of the house list query (the full Shanghai
// seed: page 1, page 10, a filtered and a distance-sorted query) over loopback against the seeded demo data.
// The server runs in its own process (as `npm start` runs it, logging warnings only) so the client's work is not
// counted as the server's. Then (issue 16) the hostile-input suite's requests, counting the 5xx answers, and the
// requests per second home/base still gets while 100 sockets trickle a request body (slowloris), and the payments'
// crash runs (kill -9 in payment bursts) with the money invariants broken after restart (0). Prints figures
// only; nothing fails on them. BENCH_REQUESTS / BENCH_CONCURRENCY override.
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const WARM_UP = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Starts src/main.ts on a free port with an in-memory database; resolves with its origin. */
function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: __dirname,
    // A production start (no dev flag) needs its merchant key.
    env: { ...process.env, PORT: '0', ASTER_DB: ':memory:', LOG_LEVEL: 'warn', ASTER_ENV: 'demo' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[^\s/]+)\/aster\//.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

async function run(url: string, total: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const headers = { [REQUEST_HEADERS.companyId]: '0', [REQUEST_HEADERS.platform]: 'h5' };
  const worker = async () => {
    while (started < total) {
      started += 1;
      const begin = performance.now();
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { errorCode: string };
      if (body.errorCode !== '0') throw new Error(`${url} answered ${body.errorCode}`);
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

/** The calls measured: home/base, then house_list's query as a tenant pages, filters and sorts by distance. */
const benchCalls: [label: string, path: string][] = [
  ['GET /tapp/v1/home/base', '/tapp/v1/home/base?cityId=107'],
  ['GET houses page 1', '/tapp/v2/aster/common/houses?cityId=107&pageNo=1&pageSize=20'],
  ['GET houses page 10', '/tapp/v2/aster/common/houses?cityId=107&pageNo=10&pageSize=20'],
  ['GET houses filtered', `/tapp/v2/aster/common/houses?cityId=107&districtId=d107-pd&rentalType=4&rentMin=3000&rentMax=6000&sort=price_asc&searchKey=${encodeURIComponent('Aster')}`],
  ['GET houses by distance', '/tapp/v2/aster/common/houses?cityId=107&sort=distance&lat=31.2304&lon=121.4737&pageNo=2'],
];

/**
 * The hostile-input suite's requests (src/testing/hostileRequests.ts) to every endpoint the features serve, as a
 * logged-in tenant, on an in-process server as the suite starts it (its dev routes log the tenant in).
 */
async function hostileFigure(): Promise<void> {
  const server = await startTestServer({ logger: false });
  try {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    let sent = 0;
    let fiveHundreds = 0;
    let otherProblems = 0;
    const began = performance.now();
    for (const { def } of server.served) {
      for (const probe of probesOf(def)) {
        const { status, problems } = await sendProbe(server.baseUrl, def, probe, token);
        sent += 1;
        if (status !== null && status >= 500) fiveHundreds += 1;
        else if (problems.length > 0) otherProblems += 1;
      }
    }
    const seconds = (performance.now() - began) / 1000;
    process.stdout.write(
      `server hostile requests (schema-derived, every served endpoint, logged in): ${sent} sent to ${server.served.length} endpoints in ${seconds.toFixed(1)} s, `
        + `${fiveHundreds} answered 5xx, ${otherProblems} other problems (hang, stack trace, broken schema)\n`,
    );
  } finally {
    await server.close();
  }
}

const SLOW_SOCKETS = 100;

/**
 * Opens sockets that announce a 50 KB JSON body and send it a byte every 500 ms: each holds a request open until the
 * server's request timeout (ASTER_REQUEST_TIMEOUT_MS, 30 s) cuts it. Resolves once all are connected.
 */
async function holdSlowBodies(origin: string): Promise<{ open: () => number; release: () => void }> {
  const { hostname, port } = new URL(origin);
  const sockets = await Promise.all(
    Array.from({ length: SLOW_SOCKETS }, () => new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`POST /tapp/v1/settings/list-by-type HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 51200\r\n\r\n{`);
        resolve(socket);
      });
      socket.once('error', reject);
    })),
  );
  let closed = 0;
  for (const socket of sockets) {
    socket.on('error', () => undefined);
    socket.once('close', () => {
      closed += 1;
    });
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
  }, 500);
  return {
    open: () => SLOW_SOCKETS - closed,
    release: () => {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Crash runs of the payments (src/pay/crashRun.ts, 3 kills each); BENCH_CRASH_RUNS overrides. */
const CRASH_RUNS = Number(process.env.BENCH_CRASH_RUNS ?? 3);

/** Kill -9 in the middle of payment bursts, restart, reconcile: runs, kills and broken money invariants (0). */
async function crashFigure(): Promise<void> {
  let kills = 0;
  let charges = 0;
  const broken: string[] = [];
  for (let run = 0; run < CRASH_RUNS; run += 1) {
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'aster-crash-bench-'));
    try {
      const report = await runPaymentCrash({ dir, kills: 3 });
      kills += report.kills;
      charges += report.charges;
      broken.push(...report.problems);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  process.stdout.write(`server pay crash runs (kill -9 during payment bursts, restart, reconcile): ${CRASH_RUNS} runs, ${kills} kills, ${charges} charges, ${broken.length} broken invariants\n`);
  for (const problem of broken.slice(0, 10)) process.stdout.write(`  ${problem}\n`);
}

async function main(): Promise<void> {
  await hostileFigure();
  await crashFigure();
  const { child, origin } = await startServer();
  try {
    for (const [label, path] of benchCalls) {
      const url = `${origin}${path}`;
      await run(url, WARM_UP);
      const began = performance.now();
      const latencies = (await run(url, REQUESTS)).sort((a, b) => a - b);
      const seconds = (performance.now() - began) / 1000;
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      process.stdout.write(
        `server ${label} (seeded, loopback, concurrency ${CONCURRENCY}, ${REQUESTS} requests): `
          + `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ${Math.round(REQUESTS / seconds)} req/s\n`,
      );
    }
    const slow = await holdSlowBodies(origin);
    try {
      const [label, path] = benchCalls[0] ?? ['', ''];
      const began = performance.now();
      const latencies = (await run(`${origin}${path}`, REQUESTS)).sort((a, b) => a - b);
      const seconds = (performance.now() - began) / 1000;
      process.stdout.write(
        `server ${label} while ${SLOW_SOCKETS} slow-body sockets are held (${slow.open()} still open at the end): `
          + `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, ${Math.round(REQUESTS / seconds)} req/s\n`,
      );
    } finally {
      slow.release();
    }
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
