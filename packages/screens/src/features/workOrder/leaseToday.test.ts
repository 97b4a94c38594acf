import { leaseToday, notStartedNote } from './leaseToday';

const next = { id: 'next', startDate: '2026-12-20', endDate: '2027-12-19' };
const later = { id: 'later', startDate: '2027-03-01', endDate: '2028-02-28' };
const now = { id: 'now', startDate: '2025-12-20', endDate: '2026-12-19' };
const ended = { id: 'ended', startDate: '2024-01-01', endDate: '2024-12-31' };

describe('the lease a repair is for', () => {
  it('is the one running today, even when a lease not yet started comes first in the list', () => {
    expect(leaseToday([next, now], '2026-12-02')?.id).toBe('now');
    expect(leaseToday([next, now], '2026-12-19')?.id).toBe('now');
    expect(notStartedNote(now, '2026-12-02')).toBeNull();
  });

  it('is the nearest one to start when none runs today, with a note saying so', () => {
    expect(leaseToday([later, next, ended], '2026-12-02')?.id).toBe('next');
    expect(notStartedNote(next, '2026-12-02')).toBe('该租约2026-12-20起租，尚未开始，请确认是否为这间房报修');
  });

  it('is the first when all have ended, and nothing when there is none', () => {
    expect(leaseToday([ended], '2026-12-02')?.id).toBe('ended');
    expect(leaseToday([], '2026-12-02')).toBeUndefined();
  });
});
