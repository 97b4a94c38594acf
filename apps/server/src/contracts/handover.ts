import crypto from 'node:crypto';
import { contractEndpoints, leaseEndpoints } from '@aster/core-api';
import { chinaIso, handoverProgress, type Handover, type HandoverAnswerState, type HandoverCategory } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';
import { drawRoomPhoto } from '../houses/media/pictures';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { contractErrors, type ContractRow, type ContractStore } from './contractStore';

// The move-in handover (物业交割): the manager records each line (item, meter reading, keys) with photos on move-in
// day, in their own system; the tenant confirms or disputes each line in the app. The reference server seeds one for
// the demo leases that are 将搬入 and 在租中 (seedHandovers).

interface HandoverRow {
  id: number;
  contract_id: number;
  handed_over_on: string;
  manager_name: string;
}

interface HandoverItemRow {
  id: number;
  category: HandoverCategory;
  name: string;
  quantity: number | null;
  condition: string;
  reading: string | null;
  unit: string | null;
  photo_count: number;
  state: HandoverAnswerState;
  dispute_reason: string | null;
  answered_at: number | null;
}

/** While the tenant lives there (or is about to): a handover of a lease that is over or never began is not answered. */
const ANSWERABLE: ReadonlySet<ContractRow['status']> = new Set(['to_move_in', 'renting', 'checkout_applied']);

export const handoverErrors = {
  itemNotFound: () => new BusinessError('HANDOVER_ITEM_NOT_FOUND', '交割项目不存在，请刷新后重试'),
  confirmed: () => new BusinessError('HANDOVER_ITEM_CONFIRMED', '该项已确认，无法再修改'),
  none: () => new BusinessError('HANDOVER_NOT_READY', '管家尚未办理物业交割'),
};

/** A photo link lives this long; the page asks for the handover again each time it opens. */
const PHOTO_LINK_TTL_MS = 30 * 60 * 1000;
export const HANDOVER_PHOTO_PATH = '/files/handover/:item/:n';
// An image component sends no login header, so the link carries a ticket (an HMAC of the line, the photo, its tenant
// and the expiry under a key made at start): it names no user or token and opens that one photo for a while.
const ticketKey = crypto.randomBytes(32);
const ticket = (itemId: number, n: number, userId: number, expires: number) =>
  crypto.createHmac('sha256', ticketKey).update(`handover-photo:${itemId}:${n}:${userId}:${expires}`).digest('base64url');

function photoUrl(origin: string, itemId: number, n: number, userId: number, now: number): string {
  const expires = now + PHOTO_LINK_TTL_MS;
  return `${origin}/files/handover/${itemId}/${n}.png?expires=${expires}&ticket=${ticket(itemId, n, userId, expires)}`;
}

function handoverQueries(db: Db) {
  return {
    ofContract: db.prepare('SELECT * FROM handovers WHERE contract_id = ?'),
    items: db.prepare('SELECT * FROM handover_items WHERE handover_id = ? ORDER BY sort, id'),
    item: db.prepare('SELECT * FROM handover_items WHERE id = ? AND handover_id = ?'),
    answer: db.prepare("UPDATE handover_items SET state = ?, dispute_reason = ?, answered_at = ? WHERE id = ? AND state != 'confirmed'"),
    photoOwner: db.prepare(`SELECT i.photo_count, c.user_id, c.house_id FROM handover_items i JOIN handovers h ON h.id = i.handover_id
      JOIN contracts c ON c.id = h.contract_id WHERE i.id = ?`),
  };
}

export function handoverRoutes(services: Services, store: ContractStore): ApiRoute[] {
  const { db, clock } = services;
  const q = handoverQueries(db);

  const view = (handover: HandoverRow, userId: number, origin: string): Handover => {
    const now = clock.now();
    const items = (q.items.all(handover.id) as HandoverItemRow[]).map((item) => ({
      id: String(item.id),
      category: item.category,
      name: item.name,
      quantity: item.quantity,
      condition: item.condition,
      reading: item.reading,
      unit: item.unit,
      photos: Array.from({ length: item.photo_count }, (_, index) => photoUrl(origin, item.id, index + 1, userId, now)),
      state: item.state,
      disputeReason: item.dispute_reason,
      answeredAt: item.answered_at === null ? null : chinaIso(item.answered_at),
    }));
    const progress = handoverProgress(items);
    return { contractId: String(handover.contract_id), handedOverOn: handover.handed_over_on, managerName: handover.manager_name, items, complete: progress.total > 0 && progress.confirmed === progress.total };
  };

  return [
    // 办理入住 (contract/check-in): the handover as recorded, for the tenant to confirm; null until the manager records it.
    implement(contractEndpoints.checkIn, (context) => {
      const userId = loggedInUser(context);
      const row = store.own(userId, context.params.id ?? '');
      const handover = q.ofContract.get(row.id) as HandoverRow | undefined;
      return handover === undefined ? null : view(handover, userId, context.origin);
    }),
    implement(leaseEndpoints.handoverAnswer, (context) => {
      const userId = loggedInUser(context);
      const row = store.own(userId, context.params.id ?? '');
      const handover = q.ofContract.get(row.id) as HandoverRow | undefined;
      if (handover === undefined) throw handoverErrors.none();
      if (!ANSWERABLE.has(row.status)) throw contractErrors.refused(row.status);
      const { itemId, decision, reason } = context.input;
      const item = /^\d{1,15}$/.test(itemId) ? (q.item.get(Number(itemId), handover.id) as HandoverItemRow | undefined) : undefined;
      if (item === undefined) throw handoverErrors.itemNotFound();
      if (item.state === 'confirmed') throw handoverErrors.confirmed();
      const now = clock.now();
      db.transaction(() => {
        if (decision === 'confirm') {
          q.answer.run('confirmed', null, now, item.id);
          const left = (q.items.all(handover.id) as HandoverItemRow[]).filter((each) => each.state !== 'confirmed');
          if (left.length === 0) store.record(row.id, '物业交割确认', '交割清单已全部确认', now);
        } else {
          q.answer.run('disputed', reason ?? '', now, item.id);
          store.record(row.id, '物业交割异议', `${item.name}：${reason ?? ''}`, now);
        }
      })();
      return view(handover, userId, context.origin);
    }),
  ];
}

/** GET a handover photo: only through a valid, unexpired ticket of the contract's tenant; anything else is "not found". */
export function registerHandoverPhotos(app: FastifyInstance, services: Services): void {
  const q = handoverQueries(services.db);
  app.get<{ Params: { item: string; n: string }; Querystring: Record<string, unknown> }>(HANDOVER_PHOTO_PATH, async (request, reply) => {
    const notFound = () => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('图片不存在或链接已过期');
    const match = /^(\d{1,15})$/.exec(request.params.item);
    const n = /^([1-9])\.png$/.exec(request.params.n);
    const { expires, ticket: given } = request.query;
    if (!match || !n || typeof expires !== 'string' || !/^\d{1,15}$/.test(expires) || typeof given !== 'string' || given.length > 100) return notFound();
    const itemId = Number(match[1]);
    const photo = Number(n[1]);
    const owner = q.photoOwner.get(itemId) as { photo_count: number; user_id: number | null; house_id: string } | undefined;
    if (owner === undefined || owner.user_id === null || photo > owner.photo_count || Number(expires) < services.clock.now()) return notFound();
    const expected = Buffer.from(ticket(itemId, photo, owner.user_id, Number(expires)));
    const offered = Buffer.from(given);
    if (offered.length !== expected.length || !crypto.timingSafeEqual(offered, expected)) return notFound();
    // The reference server has no camera: the manager's photo is a drawn room scene of the house.
    return reply.header('cache-control', 'private, max-age=600').type('image/png').send(drawRoomPhoto(owner.house_id, itemId * 10 + photo));
  });
}

interface SeedLine {
  category: HandoverCategory;
  name: string;
  quantity?: number;
  condition: string;
  reading?: string;
  unit?: string;
  photos: number;
  state?: HandoverAnswerState;
  reason?: string;
}

const HANDOVER_LINES: readonly SeedLine[] = [
  { category: 'item', name: '床及床垫', quantity: 1, condition: '完好', photos: 1 },
  { category: 'item', name: '衣柜', quantity: 1, condition: '完好，柜门铰链正常', photos: 1 },
  { category: 'item', name: '书桌椅', quantity: 1, condition: '桌面右侧有轻微划痕', photos: 2 },
  { category: 'item', name: '空调', quantity: 1, condition: '制冷制热正常，附遥控器1个', photos: 1 },
  { category: 'item', name: '洗衣机', quantity: 1, condition: '完好，进排水正常', photos: 1 },
  { category: 'meter', name: '电表', condition: '表计正常', reading: '1024.6', unit: '度', photos: 1 },
  { category: 'meter', name: '水表', condition: '表计正常', reading: '356.2', unit: '吨', photos: 1 },
  { category: 'meter', name: '燃气表', condition: '表计正常', reading: '88.4', unit: '立方米', photos: 1 },
  { category: 'key', name: '房门钥匙', quantity: 2, condition: '可正常开锁', photos: 0 },
  { category: 'key', name: '门禁卡', quantity: 2, condition: '可正常刷卡', photos: 0 },
];

/**
 * Handovers of the demo tenant's leases: HTDEMO04 (将搬入) recorded ahead of move-in and not answered yet, HTDEMO05
 * (在租中) answered at move-in with one line disputed. A seeded database is left alone.
 */
export function seedHandovers(db: Db): void {
  if (db.prepare('SELECT 1 FROM handovers LIMIT 1').get()) return;
  const contracts = db.prepare("SELECT id, contract_no, start_date FROM contracts WHERE contract_no IN ('HTDEMO04', 'HTDEMO05')").all() as { id: number; contract_no: string; start_date: string }[];
  const handover = db.prepare('INSERT INTO handovers (contract_id, handed_over_on, manager_name, created_at) VALUES (?, ?, ?, ?)');
  const line = db.prepare(`INSERT INTO handover_items (handover_id, category, name, quantity, condition, reading, unit, photo_count, sort, state, dispute_reason, answered_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const calendar = demoCalendar(db);
  const seededAt = calendar.at('2026-11-20', '10:00');
  db.transaction(() => {
    for (const contract of contracts) {
      const answered = contract.contract_no === 'HTDEMO05';
      const on = answered ? contract.start_date : calendar.date('2026-11-20');
      const { lastInsertRowid } = handover.run(contract.id, on, '王管家', seededAt);
      HANDOVER_LINES.forEach((each, index) => {
        const state: HandoverAnswerState = !answered ? 'pending' : each.name === '书桌椅' ? 'disputed' : 'confirmed';
        line.run(Number(lastInsertRowid), each.category, each.name, each.quantity ?? null, each.condition, each.reading ?? null, each.unit ?? null, each.photos, index,
          state, state === 'disputed' ? '桌面划痕比照片上更明显，退租时请勿扣款' : null, answered ? seededAt : null);
      });
    }
  })();
}
