import { dropResetTicket, heldResetTicket, holdResetTicket } from './resetTicket';

describe('the reset ticket held in memory', () => {
  afterEach(() => dropResetTicket());

  it('holds the SMS check ticket until it expires, then forgets it', () => {
    expect(heldResetTicket(1_000)).toBeUndefined();
    holdResetTicket({ resetTicket: 'T'.repeat(32), expiresAt: 600_000 });
    expect(heldResetTicket(1_000)).toBe('T'.repeat(32));
    expect(heldResetTicket(590_000)).toBeUndefined();
    expect(heldResetTicket(1_000)).toBeUndefined();
  });

  it('is dropped after use', () => {
    holdResetTicket({ resetTicket: 'U'.repeat(32), expiresAt: 600_000 });
    dropResetTicket();
    expect(heldResetTicket(1_000)).toBeUndefined();
  });
});
