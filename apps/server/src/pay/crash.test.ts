import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { removeDir, tempDir } from '../testing/testServer';
import { runPaymentCrash } from './crashRun';

jest.setTimeout(60_000);

describe('payments after kill -9 (issue 16 item 1)', () => {
  it('keeps every money invariant when the real server is killed in the middle of payment bursts and restarted', async () => {
    const dir = tempDir();
    try {
      const report = await runPaymentCrash({ dir, kills: 3 });
      expect(report.problems).toEqual([]);
      // The bursts really took money, and the lapsed reservations' 定金 went back through the ledger.
      expect(report.charges).toBeGreaterThan(3);
      expect(report.lapsedWhileDown).toBeGreaterThan(0);
      expect(report.closedOrderRefunds).toBe(report.lapsedWhileDown);
      expect(report.paidOrders).toBeGreaterThan(0);
    } finally {
      removeDir(dir);
    }
  });

  it('refuses a production start (no dev flag, no demo) without a merchant key', () => {
    const dir = tempDir();
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, PORT: '0', ASTER_DB: path.join(dir, 'aster.db'), ASTER_DEV: '', ASTER_DEV_CODES: '', ASTER_DEV_FAULTS: '', ASTER_DEMO: '', ASTER_MERCHANT_KEY: '' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('Refusing to start in production mode: ASTER_MERCHANT_KEY is required in production');
    } finally {
      removeDir(dir);
    }
  });
});
