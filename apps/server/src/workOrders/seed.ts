import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { WORK_ORDER_SETTINGS } from './workOrderStore';

const HOUR = 3600_000;

/**
 * The demo tenant's earlier orders on their rented room (HTDEMO05), one in each state a tenant meets: a repair
 * waiting past its promised acceptance (so 催单 shows), a cleaning with its worker on the way, a finished repair to
 * rate, a rated one and a cancelled complaint. Seeded once.
 */
export function seedWorkOrders(db: Db): void {
  const contract = db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05' AND user_id = ?").get(demoUsers.tenant.id) as { id: number } | undefined;
  if (contract === undefined) return;
  if (db.prepare("SELECT 1 FROM work_orders WHERE user_id = ? AND request_key LIKE 'demo-seed-%'").get(demoUsers.tenant.id) !== undefined) return;
  const now = Date.now();
  const insert = db.prepare(`INSERT INTO work_orders (user_id, kind, contract_id, category, description, contact_phone, visit_start, visit_end, status,
    worker_name, worker_phone, request_key, submitted_at, accept_due, accepted_at, assign_due, assigned_at, visit_due, visiting_at, done_due, done_at, rated_at, cancelled_at)
    VALUES (@user, @kind, @contract, @category, @description, @phone, @visitStart, @visitEnd, @status, @worker, @workerPhone, @key, @at, @acceptDue, @acceptedAt,
    @assignDue, @assignedAt, @visitDue, @visitingAt, @doneDue, @doneAt, @ratedAt, @cancelledAt)`);
  const base = { user: demoUsers.tenant.id, contract: contract.id, phone: demoUsers.tenant.mobile, worker: null, workerPhone: null, acceptedAt: null, assignedAt: null, visitingAt: null, doneAt: null, ratedAt: null, cancelledAt: null };
  const dues = (kind: 'repair' | 'clean' | 'complaint', at: number, visitEnd: number) => {
    const s = WORK_ORDER_SETTINGS[kind];
    return { acceptDue: at + s.acceptMinutes * 60_000, assignDue: at + s.assignMinutes * 60_000, visitDue: visitEnd, doneDue: visitEnd + s.doneMinutes * 60_000 };
  };
  db.transaction(() => {
    const late = now - 3 * HOUR;
    insert.run({ ...base, kind: 'repair', category: '电路故障', description: '卧室插座没电，换了电器也不行', visitStart: now + 20 * HOUR, visitEnd: now + 23 * HOUR, status: 'submitted', key: 'demo-seed-1', at: late, ...dues('repair', late, now + 23 * HOUR) });
    const cleaning = now - 26 * HOUR;
    insert.run({ ...base, kind: 'clean', category: '日常保洁', description: '客厅和卫生间', visitStart: now + HOUR, visitEnd: now + 4 * HOUR, status: 'assigned', worker: '刘阿姨', workerPhone: '13700137002', key: 'demo-seed-2', at: cleaning, acceptedAt: cleaning + 10 * 60_000, assignedAt: cleaning + HOUR, ...dues('clean', cleaning, now + 4 * HOUR) });
    const fixed = now - 5 * 24 * HOUR;
    insert.run({ ...base, kind: 'repair', category: '门窗门锁', description: '阳台窗户关不严，有风', visitStart: fixed + 20 * HOUR, visitEnd: fixed + 23 * HOUR, status: 'done', worker: '王师傅', workerPhone: '13700137001', key: 'demo-seed-3', at: fixed, acceptedAt: fixed + 15 * 60_000, assignedAt: fixed + HOUR, visitingAt: fixed + 21 * HOUR, doneAt: fixed + 22 * HOUR, ...dues('repair', fixed, fixed + 23 * HOUR) });
    const rated = now - 20 * 24 * HOUR;
    const ratedId = insert.run({ ...base, kind: 'clean', category: '深度保洁', description: '入住前的深度保洁', visitStart: rated + 20 * HOUR, visitEnd: rated + 23 * HOUR, status: 'rated', worker: '刘阿姨', workerPhone: '13700137002', key: 'demo-seed-4', at: rated, acceptedAt: rated + 5 * 60_000, assignedAt: rated + HOUR, visitingAt: rated + 20 * HOUR, doneAt: rated + 22 * HOUR, ratedAt: rated + 30 * HOUR, ...dues('clean', rated, rated + 23 * HOUR) }).lastInsertRowid;
    db.prepare('INSERT INTO work_order_ratings (order_id, stars, content, created_at) VALUES (?, 5, ?, ?)').run(ratedId, '打扫得很干净，准时到。', rated + 30 * HOUR);
    const complaint = now - 10 * 24 * HOUR;
    insert.run({ ...base, kind: 'complaint', category: '噪音扰民', description: '楼上晚上十二点后还很吵', visitStart: null, visitEnd: null, status: 'cancelled', key: 'demo-seed-5', at: complaint, cancelledAt: complaint + 10 * 60_000, ...dues('complaint', complaint, complaint + 48 * HOUR) });
  })();
}
