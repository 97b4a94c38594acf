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
});
