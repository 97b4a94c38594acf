import {
  WORK_ORDER_KIND_TEXT,
  WORK_ORDER_SETTING_TYPE,
  WORK_ORDER_STATUS_TEXT,
  WORK_ORDER_STEP_TEXT,
  WORK_ORDER_STEPS,
  canCancelWorkOrder,
  nextOperatorStep,
  workOrderDeadlines,
  workOrderTransition,
  type WorkOrderCreate,
  type WorkOrderDetail,
  type WorkOrderKind,
  type WorkOrderRatingRequest,
  type WorkOrderSetting,
  type WorkOrderStatus,
  type WorkOrderStepView,
  type WorkOrderSummary,
  type WorkOrderTime,
} from '@aster/core-domain';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { ServerClock } from '../clock';

export const workOrderErrors = {
  notFound: () => new BusinessError('WORK_ORDER_NOT_FOUND', '工单不存在'),
  room: () => new BusinessError('WORK_ORDER_ROOM', '请选择您在租的房间'),
  photo: () => new BusinessError('WORK_ORDER_PHOTO', '照片不存在，请重新上传'),
  visit: () => new BusinessError('WORK_ORDER_VISIT', '请选择可预约的上门时间'),
  category: () => new BusinessError('WORK_ORDER_CATEGORY', '请选择问题类型'),
  cannotCancel: () => new BusinessError('WORK_ORDER_CANNOT_CANCEL', '该工单已派单，无法取消'),
  cannotUrge: () => new BusinessError('WORK_ORDER_CANNOT_URGE', '还未超过承诺时间，请耐心等待'),
  urged: () => new BusinessError('WORK_ORDER_URGED', '已催促过，请耐心等待'),
  cannotRate: () => new BusinessError('WORK_ORDER_CANNOT_RATE', '工单完成后才能评价'),
  noNextStep: () => new BusinessError('WORK_ORDER_NO_NEXT_STEP', '该工单没有下一步'),
};

/**
 * The reference operator's settings, the same for every company (configuration of a real operator). Why these
 * numbers: a repair accepted within 30 minutes and fixed within a day of the visit is what tenants of the big
 * brands are promised; a complaint has no visit and gets three days.
 */
export const WORK_ORDER_SETTINGS: Readonly<Record<WorkOrderKind, WorkOrderSetting>> = {
  repair: { type: 1, categories: ['水管漏水', '电路故障', '门窗门锁', '家电维修', '网络故障', '其他'], acceptMinutes: 30, assignMinutes: 120, visitMinutes: 24 * 60, doneMinutes: 24 * 60, needsVisit: true },
  clean: { type: 2, categories: ['日常保洁', '深度保洁', '退租保洁'], acceptMinutes: 30, assignMinutes: 240, visitMinutes: 48 * 60, doneMinutes: 4 * 60, needsVisit: true },
  complaint: { type: 3, categories: ['服务态度', '维修质量', '噪音扰民', '公共卫生', '其他'], acceptMinutes: 60, assignMinutes: 24 * 60, visitMinutes: 48 * 60, doneMinutes: 24 * 60, needsVisit: false },
};

export const WORK_ORDER_TIME: WorkOrderTime = {
  days: 7,
  slots: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
    { start: '19:00', end: '21:00' },
  ],
};

export function settingOfType(type: number): WorkOrderSetting | null {
  const kind = (Object.keys(WORK_ORDER_SETTING_TYPE) as WorkOrderKind[]).find((key) => WORK_ORDER_SETTING_TYPE[key] === type);
  return kind === undefined ? null : WORK_ORDER_SETTINGS[kind];
}

/** The workers the reference operator assigns (the demo plays them). */
const WORKERS = [
  { name: '王师傅', phone: '13700137001' },
  { name: '刘阿姨', phone: '13700137002' },
  { name: '陈经理', phone: '13700137003' },
] as const;

interface WorkOrderRow {
  id: number;
  user_id: number;
  kind: WorkOrderKind;
  contract_id: number;
  category: string;
  description: string;
  contact_phone: string;
  visit_start: number | null;
  visit_end: number | null;
  status: WorkOrderStatus;
  worker_name: string | null;
  worker_phone: string | null;
  submitted_at: number;
  accept_due: number;
  accepted_at: number | null;
  assign_due: number;
  assigned_at: number | null;
  visit_due: number;
  visiting_at: number | null;
  done_due: number;
  done_at: number | null;
  rated_at: number | null;
  cancelled_at: number | null;
  urged_at: number | null;
  house_title: string;
}

const SELECT = `SELECT w.*, h.title AS house_title FROM work_orders w JOIN contracts c ON c.id = w.contract_id JOIN houses h ON h.id = c.house_id`;
const RENTED = "('to_move_in', 'renting', 'checkout_applied')";

function stepTimes(row: WorkOrderRow): Record<(typeof WORK_ORDER_STEPS)[number], { at: number | null; due: number | null }> {
  return {
    submitted: { at: row.submitted_at, due: null },
    accepted: { at: row.accepted_at, due: row.accept_due },
    assigned: { at: row.assigned_at, due: row.assign_due },
    visiting: { at: row.visiting_at, due: row.visit_due },
    done: { at: row.done_at, due: row.done_due },
    rated: { at: row.rated_at, due: null },
  };
}

/** The time of the latest step reached: an urge counts until the order moves on. */
function lastStepAt(row: WorkOrderRow): number {
  return Math.max(...Object.values(stepTimes(row)).map((step) => step.at ?? 0));
}

function isOverdue(row: WorkOrderRow, now: number): boolean {
  if (row.status === 'cancelled') return false;
  return Object.values(stepTimes(row)).some((step) => step.at === null && step.due !== null && step.due < now);
}

export function createWorkOrderStore(db: Db, clock: ServerClock) {
  const q = {
    list: db.prepare(`${SELECT} WHERE w.user_id = ? ORDER BY w.submitted_at DESC, w.id DESC LIMIT 500`),
    listKind: db.prepare(`${SELECT} WHERE w.user_id = ? AND w.kind = ? ORDER BY w.submitted_at DESC, w.id DESC LIMIT 500`),
    own: db.prepare(`${SELECT} WHERE w.id = ? AND w.user_id = ?`),
    any: db.prepare(`${SELECT} WHERE w.id = ?`),
    byStatus: db.prepare(`${SELECT} WHERE w.status = ? AND w.id > ? ORDER BY w.id LIMIT ?`),
    byKey: db.prepare('SELECT id FROM work_orders WHERE user_id = ? AND request_key = ?'),
    rentedContract: db.prepare(`SELECT id FROM contracts WHERE id = ? AND user_id = ? AND status IN ${RENTED}`),
    ownPhoto: db.prepare("SELECT id FROM uploads WHERE id = ? AND user_id = ? AND kind = 'work_order'"),
    photos: db.prepare('SELECT upload_id FROM work_order_photos WHERE order_id = ? ORDER BY position'),
    rating: db.prepare('SELECT stars, content, created_at FROM work_order_ratings WHERE order_id = ?'),
    insert: db.prepare(`INSERT INTO work_orders (user_id, kind, contract_id, category, description, contact_phone, visit_start, visit_end, status,
      request_key, submitted_at, accept_due, assign_due, visit_due, done_due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'submitted', ?, ?, ?, ?, ?, ?)`),
    insertPhoto: db.prepare('INSERT INTO work_order_photos (order_id, position, upload_id) VALUES (?, ?, ?)'),
    insertRating: db.prepare('INSERT INTO work_order_ratings (order_id, stars, content, created_at) VALUES (?, ?, ?, ?)'),
    removeAll: db.prepare('DELETE FROM work_orders WHERE user_id = ?'),
  };

  const summary = (row: WorkOrderRow, now: number): WorkOrderSummary => ({
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    statusText: WORK_ORDER_STATUS_TEXT[row.status],
    category: row.category,
    description: row.description,
    houseTitle: row.house_title,
    createdAt: row.submitted_at,
    overdue: isOverdue(row, now),
  });

  const detail = (row: WorkOrderRow): WorkOrderDetail => {
    const now = clock.now();
    const times = stepTimes(row);
    const steps: WorkOrderStepView[] = WORK_ORDER_STEPS.filter((key) => key !== 'visiting' || row.kind !== 'complaint').map((key) => {
      const { at, due } = times[key];
      const open = row.status !== 'cancelled';
      let note: string | null = null;
      if (key === 'assigned' && row.worker_name !== null) note = `${row.worker_name}负责处理`;
      if (key === 'visiting' && row.visit_start !== null) note = '已预约上门时间';
      return { key, title: key === 'submitted' ? `${WORK_ORDER_KIND_TEXT[row.kind]}已提交` : WORK_ORDER_STEP_TEXT[key], at, due: open ? due : null, overdue: open && at === null && due !== null && due < now, note };
    });
    const rating = q.rating.get(row.id) as { stars: number; content: string; created_at: number } | undefined;
    const overdue = isOverdue(row, now);
    const urgedSinceLastStep = row.urged_at !== null && row.urged_at >= lastStepAt(row);
    return {
      ...summary(row, now),
      contractId: String(row.contract_id),
      contactPhone: row.contact_phone,
      visitStart: row.visit_start,
      visitEnd: row.visit_end,
      photoIds: (q.photos.all(row.id) as { upload_id: string }[]).map((photo) => photo.upload_id),
      worker: row.worker_name !== null && row.worker_phone !== null ? { name: row.worker_name, phone: row.worker_phone } : null,
      steps,
      canCancel: canCancelWorkOrder(row.status),
      canUrge: overdue && !urgedSinceLastStep,
      urgedAt: row.urged_at,
      rating: rating === undefined ? null : { stars: rating.stars, content: rating.content, createdAt: rating.created_at },
    };
  };

  const own = (userId: number, id: string): WorkOrderRow => {
    const row = /^\d{1,12}$/.test(id) ? (q.own.get(Number(id), userId) as WorkOrderRow | undefined) : undefined;
    if (row === undefined) throw workOrderErrors.notFound();
    return row;
  };

  /** Moves an order to `to` if the rule allows it, stamping that step (and who does it, for an assignment). */
  const move = (row: WorkOrderRow, to: WorkOrderStatus) => {
    if (!workOrderTransition(row.status, to)) throw to === 'cancelled' ? workOrderErrors.cannotCancel() : to === 'rated' ? workOrderErrors.cannotRate() : workOrderErrors.noNextStep();
    const now = clock.now();
    const column = ({ accepted: 'accepted_at', assigned: 'assigned_at', visiting: 'visiting_at', done: 'done_at', rated: 'rated_at', cancelled: 'cancelled_at' } as const)[to as Exclude<WorkOrderStatus, 'submitted'>];
    const worker = to === 'assigned' ? WORKERS[row.id % WORKERS.length] : undefined;
    const changed = db
      .prepare(`UPDATE work_orders SET status = ?, ${column} = ?, worker_name = COALESCE(?, worker_name), worker_phone = COALESCE(?, worker_phone) WHERE id = ? AND status = ?`)
      .run(to, now, worker?.name ?? null, worker?.phone ?? null, row.id, row.status);
    // Another request moved it first: the rule is checked again against what is there now.
    if (changed.changes === 0) throw to === 'cancelled' ? workOrderErrors.cannotCancel() : workOrderErrors.noNextStep();
  };

  return {
    /** The operator's list: orders of `status` after id `after`, oldest first. */
    listed(status: WorkOrderStatus, limit: number, after: number): WorkOrderDetail[] {
      return (q.byStatus.all(status, after, limit) as WorkOrderRow[]).map(detail);
    },
    list(userId: number, kind: WorkOrderKind | undefined): WorkOrderSummary[] {
      const now = clock.now();
      const rows = (kind === undefined ? q.list.all(userId) : q.listKind.all(userId, kind)) as WorkOrderRow[];
      return rows.map((row) => summary(row, now));
    },
    detail(userId: number, id: string): WorkOrderDetail {
      return detail(own(userId, id));
    },
    add(userId: number, input: WorkOrderCreate): WorkOrderDetail {
      return db.transaction(() => {
        const earlier = q.byKey.get(userId, input.requestKey) as { id: number } | undefined;
        if (earlier !== undefined) return detail(q.own.get(earlier.id, userId) as WorkOrderRow);
        if (q.rentedContract.get(Number(input.contractId), userId) === undefined) throw workOrderErrors.room();
        const setting = WORK_ORDER_SETTINGS[input.kind];
        if (!setting.categories.includes(input.category)) throw workOrderErrors.category();
        for (const photoId of input.photoIds) if (q.ownPhoto.get(photoId, userId) === undefined) throw workOrderErrors.photo();
        const now = clock.now();
        let visit: [number, number] | null = null;
        if (setting.needsVisit) {
          const { visitStart, visitEnd } = input;
          const horizon = now + (WORK_ORDER_TIME.days + 1) * 24 * 3600_000;
          if (visitStart === undefined || visitEnd === undefined || visitStart <= now || visitEnd <= visitStart || visitEnd > horizon) throw workOrderErrors.visit();
          visit = [visitStart, visitEnd];
        }
        const due = workOrderDeadlines(setting, now, visit?.[1] ?? null);
        const inserted = q.insert.run(userId, input.kind, Number(input.contractId), input.category, input.description, input.contactPhone, visit?.[0] ?? null, visit?.[1] ?? null, input.requestKey, now, due.accepted, due.assigned, due.visiting, due.done);
        const id = Number(inserted.lastInsertRowid);
        [...new Set(input.photoIds)].forEach((photoId, position) => q.insertPhoto.run(id, position, photoId));
        return detail(q.own.get(id, userId) as WorkOrderRow);
      })();
    },
    cancel(userId: number, id: string): void {
      move(own(userId, id), 'cancelled');
    },
    urge(userId: number, id: string): void {
      const row = own(userId, id);
      if (!isOverdue(row, clock.now())) throw workOrderErrors.cannotUrge();
      if (row.urged_at !== null && row.urged_at >= lastStepAt(row)) throw workOrderErrors.urged();
      db.prepare('UPDATE work_orders SET urged_at = ? WHERE id = ?').run(clock.now(), row.id);
    },
    rate(userId: number, id: string, rating: WorkOrderRatingRequest): void {
      db.transaction(() => {
        const row = own(userId, id);
        move(row, 'rated');
        q.insertRating.run(row.id, rating.stars, rating.content, clock.now());
      })();
    },
    /** The operator's next step (the dev flag): accepted, assigned (a worker), visiting, done. */
    advance(id: number): { status: WorkOrderStatus } {
      const row = q.any.get(id) as WorkOrderRow | undefined;
      if (row === undefined) throw workOrderErrors.notFound();
      const next = nextOperatorStep(row.status);
      if (next === null) throw workOrderErrors.noNextStep();
      move(row, next);
      return { status: next };
    },
    deleteAllOf(userId: number): void {
      q.removeAll.run(userId);
    },
  };
}
