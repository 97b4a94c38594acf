// 加水: the operator's water allowances for the water meters' processors (水控器). An allowance is a todo task of
// taskType 3 with its litres; an online meter's cloud writes it (add-value), an offline one takes the processor
// command by Bluetooth (command/exec) and its answer comes back (processor-result). Either way the allowance is
// credited once, by the first confirmation (a conditional update); the app then completes the task. A repeated
// answer or completion changes nothing; an answer for another meter or tenant, or a malformed one, is refused.

import { baozuDeviceEndpoints, smartDeviceEndpoints, type MeterDetail, type MeterWaterAllowances } from '@aster/core-api';
import {
  chinaIso,
  METER_ADD_WATER_TASK_TYPE,
  METER_RECORD_PAGE_SIZE,
  WATER_ALLOWANCE_MAX_LITRES,
  type MeterAddInfo,
  type MeterAddWaterResult,
  type MeterWaterAllowance,
} from '@aster/core-domain';
import { hexToBytes } from '@aster/device-ble';
import { ANSWER_FLAG, SIM_OP, SIM_RESULT } from '@aster/device-ble/testing';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { DEVICE_ACCESS_STATUSES } from '../devices/deviceStore';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import { registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { Services } from '../services';
import { meterErrors, meterIdOf, type MeterStore } from './meterStore';
import { simulatedCommandHex } from './simulatedCommand';

/** The dev route granting an allowance to a water meter (tests and the demo play maintenance). */
export const DEV_WATER_GRANT_PATH = '/__dev/meters/:meterId/water-allowances';

/** The demo tenant's welcome allowance on the offline 热水表 (meter4). */
export const DEMO_WATER_ALLOWANCE = { suffix: 'H', litres: 500, reason: '入住赠送热水' } as const;

export const waterErrors = {
  notWaterMeter: () => new BusinessError('METER_NOT_WATER', '该表没有水控器，无法加水'),
  taskNotFound: () => new BusinessError('METER_WATER_TASK_NOT_FOUND', '待写入的赠送水量不存在'),
  alreadyDone: () => new BusinessError('METER_WATER_DONE', '该赠送水量已写入水表'),
  notWritten: () => new BusinessError('METER_WATER_NOT_WRITTEN', '赠送水量尚未写入水表，请先点击“写入”'),
  openAllowance: () => new BusinessError('METER_WATER_PENDING', '上一笔赠送水量尚未写入水表'),
  badLitres: () => new BusinessError('METER_WATER_BAD_LITRES', `赠送水量须为1至${WATER_ALLOWANCE_MAX_LITRES}升的整数`),
  noTenant: () => new BusinessError('METER_NO_TENANT', '该表所在房间暂无在住租客'),
};

const WATER_TYPES: ReadonlySet<number> = new Set([3, 4]);
const taskIdOf = (allowanceId: number) => `AW${allowanceId}`;
const waterName = (deviceType: number) => (deviceType === 4 ? '热水' : '冷水');
const isHex = (value: string) => value.length >= 2 && /^(?:[0-9a-fA-F]{2})+$/.test(value);

/** The processor command writing allowance `id`: [0x20][tag][u32 write id][u32 litres][signature]. */
const processorCommand = (mac: string, id: number, litres: number) => simulatedCommandHex(SIM_OP.water, mac, [id, litres]);

interface AllowanceRow {
  id: number;
  task_id: string;
  device_id: string;
  user_id: number;
  litres: number;
  reason: string;
  created_at: number;
  written_at: number | null;
  task_status: 'pending' | 'done';
  command_hex: string;
}

/** Reads a processor answer: [0xa0][0 ok][u32 write id][u32 credit litres][u8 applied now]; anything else is refused. */
function readProcessorAnswer(hex: string): { writeId: number; creditLitres: number } {
  if (!isHex(hex)) throw meterErrors.badAnswer();
  const bytes = hexToBytes(hex);
  if (bytes.length !== 11 || bytes[0] !== (SIM_OP.water | ANSWER_FLAG)) throw meterErrors.badAnswer();
  if (bytes[1] !== SIM_RESULT.ok) throw meterErrors.refused();
  const word = (at: number) => ((bytes[at] ?? 0) * 0x1000000 + ((bytes[at + 1] ?? 0) << 16) + ((bytes[at + 2] ?? 0) << 8) + (bytes[at + 3] ?? 0));
  if (bytes[10] !== 0 && bytes[10] !== 1) throw meterErrors.badAnswer();
  return { writeId: word(2), creditLitres: word(6) };
}

/** Grants an allowance to the meter's tenant in `db` (the operator's act; the seed's too). */
function grantIn(db: Db, now: number, meterId: string, litres: number, reason: string): AllowanceRow['task_id'] {
  if (!Number.isInteger(litres) || litres < 1 || litres > WATER_ALLOWANCE_MAX_LITRES) throw waterErrors.badLitres();
  return db.transaction(() => {
    const meter = db.prepare('SELECT id, house_id, device_type, mac FROM devices WHERE id = ?').get(meterId) as { id: string; house_id: string; device_type: number; mac: string } | undefined;
    if (meter === undefined) throw meterErrors.notFound();
    if (!WATER_TYPES.has(meter.device_type)) throw waterErrors.notWaterMeter();
    const tenant = db
      .prepare(`SELECT user_id FROM contracts WHERE house_id = ? AND status IN ('${DEVICE_ACCESS_STATUSES.join("', '")}') ORDER BY start_date DESC LIMIT 1`)
      .get(meter.house_id) as { user_id: number } | undefined;
    if (tenant === undefined) throw waterErrors.noTenant();
    if (db.prepare("SELECT 1 FROM device_todo_tasks WHERE device_id = ? AND task_type = ? AND status = 'pending'").get(meter.id, METER_ADD_WATER_TASK_TYPE) !== undefined) throw waterErrors.openAllowance();
    const id = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM meter_water_allowances').get() as { id: number }).id;
    const taskId = taskIdOf(id);
    db.prepare("INSERT INTO device_todo_tasks (id, device_id, user_id, task_type, params, command_hex, locked, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 'pending', ?)").run(
      taskId,
      meter.id,
      tenant.user_id,
      METER_ADD_WATER_TASK_TYPE,
      JSON.stringify({ meterId: meter.id, litres }),
      processorCommand(meter.mac, id, litres),
      now,
    );
    db.prepare('INSERT INTO meter_water_allowances (id, task_id, device_id, user_id, litres, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(id, taskId, meter.id, tenant.user_id, litres, reason, now);
    return taskId;
  })();
}

export type WaterStore = ReturnType<typeof createWaterStore>;

export function createWaterStore(services: Pick<Services, 'db' | 'clock'>, meters: MeterStore) {
  const { db, clock } = services;
  const q = {
    byTask: db.prepare(
      `SELECT a.*, t.status AS task_status, t.command_hex FROM meter_water_allowances a JOIN device_todo_tasks t ON t.id = a.task_id WHERE a.task_id = ?`,
    ),
    byId: db.prepare(`SELECT a.*, t.status AS task_status, t.command_hex FROM meter_water_allowances a JOIN device_todo_tasks t ON t.id = a.task_id WHERE a.id = ?`),
    open: db.prepare(
      `SELECT a.*, t.status AS task_status, t.command_hex FROM meter_water_allowances a JOIN device_todo_tasks t ON t.id = a.task_id
       WHERE a.device_id = ? AND a.user_id = ? AND t.status = 'pending' ORDER BY a.id LIMIT 1`,
    ),
    ofMeter: db.prepare(
      `SELECT a.*, t.status AS task_status, t.command_hex FROM meter_water_allowances a JOIN device_todo_tasks t ON t.id = a.task_id
       WHERE a.device_id = ? AND a.user_id = ? ORDER BY a.id DESC LIMIT ?`,
    ),
    written: db.prepare('UPDATE meter_water_allowances SET written_at = ? WHERE id = ? AND written_at IS NULL'),
    credit: db.prepare('SELECT litres FROM meter_water_credit WHERE device_id = ?'),
    setCredit: db.prepare('INSERT INTO meter_water_credit (device_id, litres, said_at) VALUES (?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET litres = excluded.litres, said_at = excluded.said_at'),
    addCredit: db.prepare(
      'INSERT INTO meter_water_credit (device_id, litres, said_at) VALUES (?, ?, ?) ON CONFLICT (device_id) DO UPDATE SET litres = litres + excluded.litres, said_at = excluded.said_at',
    ),
    taskDone: db.prepare("UPDATE device_todo_tasks SET status = 'done', completed_at = ? WHERE id = ? AND status = 'pending'"),
  };

  /** A water meter of the caller (anyone else's reads as not there). */
  const waterMeter = (userId: number, meterId: string) => {
    const { row } = meters.own(userId, meterId);
    if (!WATER_TYPES.has(row.device_type)) throw waterErrors.notWaterMeter();
    return row;
  };

  /** The caller's allowance on this meter, by its todo task: another meter's or tenant's reads as not there. */
  const allowanceOf = (userId: number, meterId: string, todoTaskId: string) => {
    const allowance = q.byTask.get(todoTaskId) as AllowanceRow | undefined;
    if (allowance === undefined || allowance.device_id !== meterId || allowance.user_id !== userId) throw waterErrors.taskNotFound();
    return allowance;
  };

  /** What the app does next: complete the task (taskType 3) while it is open; nothing once it is done. */
  const resultOf = (allowance: AllowanceRow): MeterAddWaterResult => {
    const task = q.byId.get(allowance.id) as AllowanceRow;
    return task.task_status === 'pending' ? { taskType: METER_ADD_WATER_TASK_TYPE, todoTaskId: task.task_id } : { taskType: null, todoTaskId: task.task_id };
  };

  const creditOf = (meterId: string) => (q.credit.get(meterId) as { litres: number } | undefined)?.litres ?? null;

  const statusOf = (allowance: AllowanceRow): MeterWaterAllowance['status'] => (allowance.task_status === 'done' ? 'done' : allowance.written_at === null ? 'pending' : 'written');

  return {
    /** The meter detail with a water meter's add info and credit (an electricity meter's stays as it is). */
    withWater(userId: number, detail: MeterDetail): MeterDetail {
      if (!WATER_TYPES.has(detail.deviceType)) return detail;
      const open = q.open.get(detail.id, userId) as AllowanceRow | undefined;
      const where = detail.online ? '点击“写入”即可到账' : '请站在表旁打开蓝牙后点击“写入”';
      const addInfo: MeterAddInfo =
        open === undefined
          ? { show: false, text: '', taskTodoId: null }
          : { show: true, text: `物业赠送的${waterName(detail.deviceType)}${open.litres}升待写入水表（${open.reason}），${where}`, taskTodoId: open.task_id };
      return { ...detail, addInfo, waterCreditLitres: creditOf(detail.id) };
    },
    /** command/exec: the processor command of an allowance not completed yet (the same write id every time). */
    command(userId: number, meterId: string, todoTaskId: string): { hex: string } {
      const meter = waterMeter(userId, meterId);
      if (meter.online === 1) throw meterErrors.onlineUseCloud();
      const allowance = allowanceOf(userId, meter.id, todoTaskId);
      if (allowance.task_status === 'done') throw waterErrors.alreadyDone();
      return { hex: allowance.command_hex };
    },
    /** processor-result: the processor's answer credits its allowance once; a repeat only refreshes the credit it says. */
    processorResult(userId: number, meterId: string, hex: string): MeterAddWaterResult {
      const meter = waterMeter(userId, meterId);
      if (meter.online === 1) throw meterErrors.onlineUseCloud();
      const answer = readProcessorAnswer(hex);
      return db.transaction(() => {
        const allowance = q.byId.get(answer.writeId) as AllowanceRow | undefined;
        if (allowance === undefined || allowance.device_id !== meter.id || allowance.user_id !== userId) throw meterErrors.badAnswer();
        q.written.run(clock.now(), allowance.id);
        q.setCredit.run(meter.id, answer.creditLitres, clock.now());
        return resultOf(allowance);
      })();
    },
    /** add-value: an online meter's cloud writes the allowance, once. */
    addOnline(userId: number, meterId: string, todoTaskId: string): MeterAddWaterResult {
      const meter = waterMeter(userId, meterId);
      if (meter.online !== 1) throw meterErrors.offlineUseBluetooth();
      return db.transaction(() => {
        const allowance = allowanceOf(userId, meter.id, todoTaskId);
        if (q.written.run(clock.now(), allowance.id).changes === 1) q.addCredit.run(meter.id, allowance.litres, clock.now());
        return resultOf(allowance);
      })();
    },
    /** complete-todo-task: a written allowance's task is done (again, harmlessly); one not written yet is refused. */
    finish(userId: number, todoTaskId: string): { todoTaskId: string; status: 'done' } {
      const allowance = q.byTask.get(todoTaskId) as AllowanceRow | undefined;
      if (allowance === undefined || allowance.user_id !== userId) throw waterErrors.taskNotFound();
      waterMeter(userId, allowance.device_id);
      if (allowance.written_at === null) throw waterErrors.notWritten();
      q.taskDone.run(clock.now(), allowance.task_id);
      return { todoTaskId: allowance.task_id, status: 'done' };
    },
    /** water-allowances: the caller's allowances of the meter, newest first, and the processor's credit. */
    allowances(userId: number, meterId: string): MeterWaterAllowances {
      const meter = waterMeter(userId, meterId);
      return {
        creditLitres: creditOf(meter.id),
        allowances: (q.ofMeter.all(meter.id, userId, METER_RECORD_PAGE_SIZE) as AllowanceRow[]).map((a) => ({
          todoTaskId: a.task_id,
          litres: a.litres,
          reason: a.reason,
          status: statusOf(a),
          createdAt: chinaIso(a.created_at),
          writtenAt: a.written_at === null ? null : chinaIso(a.written_at),
        })),
      };
    },
  };
}

export function addWaterRoutes(store: WaterStore): ApiRoute[] {
  return [
    implement(smartDeviceEndpoints.waterCommandExec, (c) => store.command(loggedInUser(c), c.input.meterId, c.input.todoTaskId)),
    implement(baozuDeviceEndpoints.waterProcessorResult, (c) => store.processorResult(loggedInUser(c), c.input.meterId, c.input.hex)),
    implement(baozuDeviceEndpoints.meterAddWaterValue, (c) => store.addOnline(loggedInUser(c), c.input.meterId, c.input.todoTaskId)),
    implement(baozuDeviceEndpoints.finishTodoTask, (c) => store.finish(loggedInUser(c), c.input.todoTaskId)),
    implement(baozuDeviceEndpoints.meterWaterAllowances, (c) => store.allowances(loggedInUser(c), c.params.id ?? '')),
  ];
}

const GrantSchema = z.object({ litres: z.number().int().min(1).max(WATER_ALLOWANCE_MAX_LITRES), reason: z.string().trim().min(1).max(40) });

/** POST /operator/v1/meters/water-allowances/{meterId} {litres, reason}: maintenance grants an allowance (the dev route too). */
export function registerWaterGrant(app: FastifyInstance, services: Services): void {
  registerOperatorRoute(app, services, {
    devPath: DEV_WATER_GRANT_PATH,
    action: 'meters/water-allowances',
    roles: ACTION_ROLES.maintenance,
    target: 'text',
    body: GrantSchema,
    act: (meterId, body) => ({ todoTaskId: grantIn(services.db, services.clock.now(), meterId, body.litres, body.reason) }),
  });
}

/** The demo tenant's welcome allowance on the offline 热水表, granted once (an existing allowance is left alone). */
export function seedWaterAllowances(db: Db): void {
  const house = db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO05' AND user_id = ?").get(demoUsers.tenant.id) as { house_id: string } | undefined;
  if (house === undefined) return;
  const meterId = meterIdOf(house.house_id, DEMO_WATER_ALLOWANCE.suffix);
  if (db.prepare('SELECT 1 FROM devices WHERE id = ?').get(meterId) === undefined) return;
  if (db.prepare('SELECT 1 FROM meter_water_allowances WHERE device_id = ?').get(meterId) !== undefined) return;
  grantIn(db, Date.now(), meterId, DEMO_WATER_ALLOWANCE.litres, DEMO_WATER_ALLOWANCE.reason);
}
