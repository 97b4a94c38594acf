import { chinaDate } from '@aster/core-domain';
import { openDatabase } from './db/database';
import { demoCalendarOf, demoMonthsFor } from './demoCalendar';
import { serverFeatures } from './features';

describe('the demo seed on the day a database is first seeded', () => {
  it('stays as written on the days it is written for', () => {
    for (const day of ['2026-11-20', '2026-11-28', '2026-11-30']) expect(demoMonthsFor(day)).toBe(0);
    for (const day of ['2026-12-01', '2026-12-14', '2026-12-19']) expect(demoMonthsFor(day)).toBe(0);
    expect(demoCalendarOf(0).date('2026-11-30')).toBe('2026-11-30');
  });

  it('moves by whole months on other days: the 20th on reads as November, the 1st to the 19th as December', () => {
    expect(demoMonthsFor('2026-12-20')).toBe(1);
    expect(demoMonthsFor('2027-03-15')).toBe(3);
    expect(demoMonthsFor('2027-03-25')).toBe(4);
    expect(demoMonthsFor('2026-11-05')).toBe(-1);
  });

  it('keeps month ends month ends and other days where the month has them', () => {
    const march = demoCalendarOf(3);
    expect(march.date('2026-11-30')).toBe('2027-02-28');
    expect(march.date('2027-03-31')).toBe('2027-06-30');
    expect(march.date('2026-11-29')).toBe('2027-02-28');
    expect(march.date('2026-12-15')).toBe('2027-03-15');
    expect(demoCalendarOf(-12).date('2026-12-31')).toBe('2025-12-31');
    expect(march.at('2026-11-20', '10:00')).toBe(Date.parse('2027-02-20T10:00:00+08:00'));
  });

  it("seeded on 2027-03-15, the demo tenant's world is the one written, three months on", () => {
    // The seeds read the day from Date (the demo tenant's creation): jest's clock stands on that day while they run.
    jest.useFakeTimers({ now: Date.parse('2027-03-15T10:00:00+08:00') });
    const db = (() => {
      try {
        return openDatabase(':memory:', serverFeatures);
      } finally {
        jest.useRealTimers();
      }
    })();
    try {
      const contracts = db.prepare("SELECT contract_no AS no, start_date AS start FROM contracts WHERE contract_no IN ('HTDEMO01', 'HTDEMO04', 'HTDEMO05') ORDER BY contract_no").all();
      expect(contracts).toEqual([{ no: 'HTDEMO01', start: '2027-03-15' }, { no: 'HTDEMO04', start: '2027-04-01' }, { no: 'HTDEMO05', start: '2026-09-01' }]);
      const owed = db
        .prepare("SELECT b.title, b.due_date AS due FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO06' AND b.paid_at IS NULL AND b.kind = 'utility' ORDER BY b.due_date")
        .all();
      expect(owed).toEqual([{ title: '燃气费（2027-01）', due: '2027-02-05' }, { title: '电费（2027-01）', due: '2027-02-15' }]);
      expect(db.prepare("SELECT 1 FROM bill_codes WHERE code = 'ASTERPAY26'").get()).toBeDefined();
      const coupon = db.prepare("SELECT valid_to AS validTo FROM coupons WHERE offer_id = 'UTIL10'").get() as { validTo: number };
      // Claimed on the seed's 1st of November (here 2027-02-01), valid for 60 days.
      expect(chinaDate(coupon.validTo)).toBe('2027-04-02');
      const notice = db.prepare("SELECT body_html AS body FROM notices WHERE title = '本楼电梯年度检修通知'").get() as { body: string };
      expect(notice.body).toContain('2月25日');
    } finally {
      db.close();
    }
  });
});
