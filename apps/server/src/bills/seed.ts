import { chinaInstant, daysInMonth } from '@aster/core-domain';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';

/** 电费 and 水费 of a month, in fen, varying by season as a flat's do (summer air conditioning, winter showers). */
function utilityFen(month: number): { electricity: number; water: number } {
  const summer = month >= 6 && month <= 9;
  const winter = month === 12 || month <= 2;
  return { electricity: summer ? 21_480 + month * 730 : 11_260 + month * 410, water: winter ? 9_870 : 6_940 + month * 120 };
}

const monthText = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * A year of the demo tenant's utility bills on the leases they live or lived in (the contracts feature seeds the
 * deposit, rent and October's utilities): paid months, an overdue 燃气费 and a checkout's unpaid 电费, so the bill pages
 * show every status. Runs once: the 燃气费 bill marks it done.
 */
export function seedBills(db: Db): void {
  if (db.prepare("SELECT 1 FROM contract_bills WHERE title LIKE '燃气费%'").get()) return;
  const contract = db.prepare('SELECT id, start_date AS startDate FROM contracts WHERE contract_no = ? AND signed_at IS NOT NULL');
  const insert = db.prepare(
    "INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen, paid_at) VALUES (?, 'utility', ?, ?, ?, ?, ?, ?)",
  );
  const renting = contract.get('HTDEMO05') as { id: number; startDate: string } | undefined;
  // The lease being left owes what its checkout will settle if the tenant does not pay first.
  const leaving = contract.get('HTDEMO06') as { id: number; startDate: string } | undefined;
  if (renting === undefined || leaving === undefined) return;
  const calendar = demoCalendar(db);
  db.transaction(() => {
    for (const lease of [renting, leaving]) {
      const [startYear = 2026, startMonth = 1] = lease.startDate.split('-').map(Number);
      // Months from the lease's start up to the seed's September 2026, each billed on the 10th (电费) and 25th (水费) after it.
      for (let index = startYear * 12 + startMonth - 1; index <= 2026 * 12 + 8 + calendar.months; index += 1) {
        const year = Math.floor(index / 12);
        const month = (index % 12) + 1;
        const next = monthText(Math.floor((index + 1) / 12), ((index + 1) % 12) + 1);
        const fen = utilityFen(month);
        const period = monthText(year, month);
        const paidAt = chinaInstant(`${next}-08`, '20:30');
        insert.run(lease.id, `电费（${period}）`, `${period}-01`, `${period}-${daysInMonth(year, month)}`, `${next}-10`, fen.electricity, paidAt);
        insert.run(lease.id, `水费（${period}）`, `${period}-01`, `${period}-${daysInMonth(year, month)}`, `${next}-25`, fen.water, paidAt);
      }
    }
    const [from, to] = [calendar.date('2026-10-01'), calendar.date('2026-10-31')];
    insert.run(leaving.id, `燃气费（${from.slice(0, 7)}）`, from, to, calendar.date('2026-11-05'), 4_320, null);
    insert.run(leaving.id, `电费（${from.slice(0, 7)}）`, from, to, calendar.date('2026-11-15'), 13_870, null);
  })();
}
