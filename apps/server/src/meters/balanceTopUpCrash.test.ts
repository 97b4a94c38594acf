import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { DeviceHome } from '@aster/core-api';
import type { MeterBalancePayment } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { client, kill, login, setPaymentPassword, startServer, type RunningChild } from '../pay/crashRun';
import { moneyInvariantProblems } from '../pay/ledger';
import { removeDir, tempDir } from '../testing/testServer';

jest.setTimeout(90_000);

const PASSWORD = '135790';
const KILLS = 3;
const TAPS_PER_BURST = 16;

interface Tap {
  requestKey: string;
  meterId: string;
  amount: number;
}

/**
 * Meter top-ups from the balance while the real server (src/main.ts, a SQLite file) is killed with SIGKILL in the
 * middle of bursts of them, double taps included; after each restart the app asks again with the same request keys,
 * as it does after a lost answer. At the end every key is exactly one top-up, the wallet lost exactly what the
 * meters gained (the online meter's balance, the offline meter's money waiting to be written) and every money
 * invariant holds on the file.
 */
describe('meter top-ups from the balance after kill -9', () => {
  it('never half-applies a top-up nor pays one twice', async () => {
    const dir = tempDir();
    const dbFile = path.join(dir, 'aster.db');
    let running: RunningChild | null = null;
    const taps: Tap[] = [];
    const answered = new Map<string, string>();
    const twoTopUps: string[] = [];
    const note = (tap: Tap, payment: MeterBalancePayment | null) => {
      if (payment === null) return;
      const first = answered.get(tap.requestKey);
      // a key answered twice (a double tap, a retry after the restart) must be the same top-up
      if (first !== undefined && first !== payment.topUpId) twoTopUps.push(`${tap.requestKey}: ${first} and ${payment.topUpId}`);
      answered.set(tap.requestKey, payment.topUpId);
    };
    try {
      let token = '';
      let meters: { online: string; offline: string } | null = null;
      let start: { wallet: number; online: number; offlinePending: number } | null = null;
      for (let run = 0; run < KILLS; run += 1) {
        running = await startServer(dbFile);
        const { origin } = running;
        if (token === '') {
          token = await login(origin);
          await setPaymentPassword(origin, token, PASSWORD);
        }
        const { api } = client(origin, token);
        if (meters === null) {
          const home = await api<DeviceHome>('GET', '/tapp/v3/smart-device/home');
          const devices = (home?.contracts ?? []).flatMap((c) => c.rooms.flatMap((r) => r.devices));
          meters = { online: devices.find((d) => d.model === 'device_meter')?.id ?? '', offline: devices.find((d) => d.model === 'meter4')?.id ?? '' };
          const reader = new Database(dbFile, { readonly: true });
          const fen = (sql: string, ...args: unknown[]) => (reader.prepare(sql).get(...args) as { fen: number }).fen;
          start = {
            wallet: fen('SELECT available_fen AS fen FROM wallet_accounts WHERE user_id = ?', demoUsers.tenant.id),
            online: fen('SELECT balance_fen AS fen FROM meters WHERE device_id = ?', meters.online),
            offlinePending: fen('SELECT pending_fen AS fen FROM meters WHERE device_id = ?', meters.offline),
          };
          reader.close();
        }
        // Taps of the earlier runs asked again (their answers died with the server), and new ones, some tapped twice.
        const fresh = Array.from({ length: TAPS_PER_BURST }, (_unused, index): Tap => ({
          requestKey: `crash-${run}-${index}-${Math.random().toString(36).slice(2, 10)}`,
          meterId: index % 3 === 0 ? (meters?.offline ?? '') : (meters?.online ?? ''),
          amount: 10 + (index % 10),
        }));
        taps.push(...fresh);
        const send = (tap: Tap) =>
          api<MeterBalancePayment>('POST', '/tapp/v1/intelligent/meter/pay-by-balance', { meterId: tap.meterId, amount: tap.amount, password: PASSWORD, requestKey: tap.requestKey }).then((payment) => note(tap, payment));
        const burst = [...taps.filter((tap) => !answered.has(tap.requestKey)), ...fresh.filter((_tap, index) => index % 4 === 0)].map((tap) => send(tap).catch(() => undefined));
        await delay(30 + Math.random() * 150);
        await kill(running, 'SIGKILL');
        running = null;
        await Promise.all(burst);
      }

      // The last start: every tap asked again with its key, and each answers its one top-up.
      running = await startServer(dbFile);
      const { api } = client(running.origin, token);
      for (const tap of taps) {
        const payment = await api<MeterBalancePayment>('POST', '/tapp/v1/intelligent/meter/pay-by-balance', { meterId: tap.meterId, amount: tap.amount, password: PASSWORD, requestKey: tap.requestKey });
        expect(payment).not.toBeNull();
        note(tap, payment);
      }
      await kill(running, 'SIGTERM');
      running = null;

      expect(twoTopUps).toEqual([]);
      expect(answered.size).toBe(taps.length);
      const db = new Database(dbFile, { readonly: true });
      const fen = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { fen: number }).fen;
      const sum = (meterId: string) => taps.filter((tap) => tap.meterId === meterId).reduce((total, tap) => total + tap.amount * 100, 0);
      const onlineFen = sum(meters?.online ?? '');
      const offlineFen = sum(meters?.offline ?? '');
      expect(db.prepare("SELECT COUNT(*) AS n FROM meter_topups WHERE paid_by = 'balance' AND paid_at IS NOT NULL").get()).toEqual({ n: taps.length });
      expect(fen('SELECT available_fen AS fen FROM wallet_accounts WHERE user_id = ?', demoUsers.tenant.id)).toBe((start?.wallet ?? 0) - onlineFen - offlineFen);
      expect(fen('SELECT balance_fen AS fen FROM meters WHERE device_id = ?', meters?.online)).toBe((start?.online ?? 0) + onlineFen);
      expect(fen('SELECT pending_fen AS fen FROM meters WHERE device_id = ?', meters?.offline)).toBe((start?.offlinePending ?? 0) + offlineFen);
      expect(moneyInvariantProblems(db)).toEqual([]);
      db.close();
    } finally {
      if (running !== null) await kill(running, 'SIGKILL');
      removeDir(dir);
    }
  });
});
