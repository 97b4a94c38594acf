import { demoUsers } from './seed';
import { startTestServer } from '../testing/testServer';

// Issue 16 item 7: account cancellation kept the full ID number, the contacts and the booked viewings.
describe('account log-out', () => {
  it('erases the person info and masks the viewings, calling off the booked ones', async () => {
    const server = await startTestServer();
    try {
      const userId = demoUsers.unverified.id;
      const token = await server.loginByPhone(demoUsers.unverified.mobile);
      server.db.prepare(`INSERT INTO person_info (user_id, name, id_type, id_number, email, emergency_contact_name, emergency_contact_phone, updated_at)
        VALUES (?, '王小明', 'id_card', '11010519491231002X', 'w@example.com', '王大明', '13912345678', 0)`).run(userId);
      const viewing = server.db.prepare(`INSERT INTO viewings (user_id, house_id, request_id, date, time_slot, contact_name, contact_phone, note, status, slot_ends_at, created_at)
        VALUES (?, ?, ?, '2026-12-01', '10:00-11:00', '王小明', '13900139000', '带宠物', ?, 0, 0)`);
      viewing.run(userId, 'h000001', 'r1', 'booked');
      viewing.run(userId, 'h000002', 'r2', 'completed');

      expect((await server.call('POST', '/tapp/v2/account/log-out', { token })).body.errorCode).toBe('0');

      expect(server.db.prepare('SELECT COUNT(*) AS n FROM person_info WHERE user_id = ?').get(userId)).toEqual({ n: 0 });
      const rows = server.db.prepare('SELECT request_id, status, contact_name, contact_phone, note FROM viewings WHERE user_id = ? ORDER BY request_id').all(userId);
      expect(rows).toEqual([
        { request_id: 'r1', status: 'cancelled', contact_name: '已注销用户', contact_phone: '139****9000', note: '' },
        { request_id: 'r2', status: 'completed', contact_name: '已注销用户', contact_phone: '139****9000', note: '' },
      ]);
      const dump = JSON.stringify(server.db.prepare('SELECT * FROM viewings').all()) + JSON.stringify(server.db.prepare('SELECT * FROM users WHERE id = ?').get(userId));
      for (const secret of ['11010519491231002X', '13912345678', demoUsers.unverified.mobile]) expect(dump).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});
