// The meters' side of the device cloud as the reference server plays it: the meters' state, their use, top-ups paid
// through the pay module, and the recharge commands device-ble's simulated meters understand (its simProtocol). A
// recharge is credited once: by the first confirmation of the meter, whether it comes as the recharge's answer or
// as the completion of its todo task; every later one for the same recharge id changes nothing.

import {
  type MeterChargeOrder,
  type MeterChargeRules,
  type MeterDayUse,
  type MeterDetail,
  type MeterHourUse,
  type MeterModel,
  type MeterChargeRecord,
  type MeterChargeRecords,
  type MeterButtonCheck,
  type MeterDeviceInfo,
  type MeterListItem,
  type MeterTasksTodo,
  type MeterUseRecords,
  type MeterUseTotal,
  METER_BUTTON,
  METER_TASK_TYPE,
  type MeterReadLogs,
  type MeterReading,
  type MeterTodoTask,
} from '@aster/core-api';
import { addCalendarDays, chinaDate, chinaIso, fenToYuanString, type MeterDialogCheck } from '@aster/core-domain';
import { hexToBytes } from '@aster/device-ble';
import { ANSWER_FLAG, SIM_OP, SIM_RESULT } from '@aster/device-ble/testing';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { DEVICE_ACCESS_STATUSES, deviceMac, type DeviceStore } from '../devices/deviceStore';
import { createMeterLog } from './meterLog';
import { CHINA_OFFSET_MS, HOUR_MS, hourStart, hourlyUseMilli, type UseKind } from './usePattern';
import { simulatedCommandHex } from './simulatedCommand';

export const METER_TOPUP_BIZ = 'meter_topup';
/** device_todo_tasks.task_type of a Bluetooth recharge. */
export const BLE_CHARGE_TASK_TYPE = 1;
/** What a top-up is at least, and the amounts the charge page offers (fen). */
export const METER_MINIMUM_FEN = 1_000;
export const METER_PRESETS_FEN = [2_000, 5_000, 10_000, 20_000, 30_000, 50_000];
/** The most one top-up may be (a mistyped 0 too many is refused before the pay sheet). */
export const METER_MAXIMUM_FEN = 500_000;
const DAY_USE_MAX_DAYS = 367;
/** Spec section 9: meter record and log queries are at most 1000 a page. */
const METER_RECORD_LIMIT = 1000;
const HOUR_USE_MAX_DAYS = 31;
const SEED_YEAR_MS = 366 * 24 * HOUR_MS;

export const meterErrors = {
  notFound: () => new BusinessError('METER_NOT_FOUND', '电表/水表不存在或您暂无权限使用'),
  belowMinimum: () => new BusinessError('METER_AMOUNT_TOO_LOW', `充值金额不能低于${fenToYuanString(METER_MINIMUM_FEN)}元`),
  aboveMaximum: () => new BusinessError('METER_AMOUNT_TOO_HIGH', `单次充值不能超过${fenToYuanString(METER_MAXIMUM_FEN)}元`),
  badRange: (days: number) => new BusinessError('METER_BAD_RANGE', `查询时间段有误（最多${days}天）`),
  online: () => new BusinessError('METER_ONLINE', '该表在线，充值已自动到账，无需蓝牙充值'),
  nothingToWrite: () => new BusinessError('METER_NOTHING_PENDING', '没有待写入的充值'),
  taskPending: () => new BusinessError('METER_TASK_PENDING', '上一笔充值尚未完成，请先完成'),
  amountMismatch: () => new BusinessError('METER_AMOUNT_MISMATCH', '充值金额与待写入金额不符'),
  badCommand: () => new BusinessError('METER_BAD_COMMAND', '充值指令无效，请重新获取'),
  badAnswer: () => new BusinessError('METER_BAD_ANSWER', '设备应答无效'),
  refused: () => new BusinessError('METER_REFUSED', '设备执行失败'),
  taskNotFound: () => new BusinessError('METER_TASK_NOT_FOUND', '待办任务不存在'),
  topUpNotFound: () => new BusinessError('METER_TOP_UP_NOT_FOUND', '充值记录不存在'),
  noBalanceToSwitchOn: () => new BusinessError('METER_NO_BALANCE', '余额不足，请先充值后再合闸'),
  offlineUseBluetooth: () => new BusinessError('METER_OFFLINE', '该表离线，请站在表旁打开手机蓝牙操作'),
  onlineUseCloud: () => new BusinessError('METER_ONLINE_CLOUD', '该表在线，无需蓝牙操作'),
  notWaterMeter: () => new BusinessError('METER_NOT_WATER_METER', '该表不是水表，请使用电表抄表'),
  noReset: () => new BusinessError('METER_NO_RESET', '没有待处理的余额校零'),
  resetFirst: () => new BusinessError('METER_RESET_FIRST', '请先完成余额校零，再写入充值'),
  alreadyOn: () => new BusinessError('METER_ALREADY_ON', '表已合闸，无需重复操作'),
};

/** The meters' models as the device info names them. */
const MODEL_NAMES: Readonly<Record<string, string>> = {
  device_meter: '4G预付费电表',
  meter2: '蓝牙预付费电表',
  meter3: '4G预付费水表',
  meter4: '蓝牙预付费热水表（带水控器）',
};
/** A MAC as the device info shows it: its first and last byte only. */
const maskedMac = (mac: string) => {
  const parts = mac.split(':');
  return parts.length === 6 ? `${parts[0]}:**:**:**:**:${parts[5]}` : '**';
};

interface MeterRow {
  id: string;
  created_at: number;
  house_id: string;
  room_name: string;
  device_type: number;
  model: string;
  name: string;
  mac: string;
  online: number;
  unit: '度' | '吨';
  price_fen: number;
  balance_fen: number;
  reading_milli: number;
  switch_on: number;
  pending_fen: number;
  read_at: number;
}

interface TopUpRow {
  id: number;
  amount_fen: number;
  created_at: number;
  paid_at: number | null;
  order_no: string | null;
}

interface RechargeRow {
  id: number;
  device_id: string;
  user_id: number;
  amount_fen: number;
  hex: string;
  status: 'issued' | 'tasked' | 'applied' | 'void';
  task_id: string | null;
}

const isHex = (value: string) => value.length >= 2 && /^(?:[0-9a-fA-F]{2})+$/.test(value);

/** Reads the big-endian fields of a meter's answer; RangeError past the end. */
class AnswerReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  u8(): number {
    const v = this.bytes[this.at];
    if (v === undefined) throw new RangeError('read past the end');
    this.at += 1;
    return v;
  }
  u32(): number {
    return ((this.u8() << 24) | (this.u8() << 16) | (this.u8() << 8) | this.u8()) >>> 0;
  }
  i32(): number {
    return this.u32() | 0;
  }
}

const KIND_OF_TYPE: Readonly<Record<number, UseKind>> = { 2: 'electricity', 3: 'coldWater', 4: 'hotWater' };

interface MeterPlan {
  suffix: string;
  model: MeterModel;
  deviceType: 2 | 3 | 4;
  name: string;
  unit: '度' | '吨';
  priceFen: number;
  balanceFen: number;
  online: boolean;
  macSlot: number;
  room: string;
  /** The relay cut when it last ran dry and not switched on again since its top-up (合闸 on the next visit). */
  switchedOff?: true;
}

/**
 * What the demo tenant's rented room has: an electricity meter online (device_meter), cold water online (meter3), a
 * hot water meter reached by Bluetooth only (meter4, offline: its top-ups are written on the next visit), and the
 * flat's shared electricity meter in 公共区域 (meter2, Bluetooth). Prices: what operators in 上海 charge
 * (电 1.20 元/度, 冷水 6.50 元/吨, 热水 30.00 元/吨).
 */
export const METER_PLANS: readonly MeterPlan[] = [
  { suffix: 'E', room: '我的房间', model: 'device_meter', deviceType: 2, name: '电表', unit: '度', priceFen: 120, balanceFen: 8_640, online: true, macSlot: 1 },
  { suffix: 'C', room: '我的房间', model: 'meter3', deviceType: 3, name: '冷水表', unit: '吨', priceFen: 650, balanceFen: 2_350, online: true, macSlot: 2 },
  { suffix: 'H', room: '我的房间', model: 'meter4', deviceType: 4, name: '热水表', unit: '吨', priceFen: 3_000, balanceFen: 1_200, online: false, macSlot: 3 },
  { suffix: 'P', room: '公共区域', model: 'meter2', deviceType: 2, name: '公摊电表', unit: '度', priceFen: 120, balanceFen: 3_250, online: false, macSlot: 4, switchedOff: true },
];

export const meterIdOf = (houseId: string, suffix: string) => `M${suffix}${houseId}`;

/** Installs a house's meters (idempotent) and fills their hourly use up to the hour before `now`. */
export function installHouseMeters(db: Db, houseId: string, now: number): void {
  const device = db.prepare(
    'INSERT OR IGNORE INTO devices (id, house_id, room_name, device_type, model, name, mac, online, battery, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)',
  );
  const meter = db.prepare(
    'INSERT OR IGNORE INTO meters (device_id, unit, price_fen, balance_fen, reading_milli, switch_on, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const plan of METER_PLANS) {
    const id = meterIdOf(houseId, plan.suffix);
    device.run(id, houseId, plan.room, plan.deviceType, plan.model, plan.name, deviceMac([0xe1, plan.macSlot], houseId), plan.online ? 1 : 0, now);
    meter.run(id, plan.unit, plan.priceFen, plan.balanceFen, 1_000_000 + plan.macSlot * 123_456, plan.switchedOff === true ? 0 : 1, now);
  }
  fillHourlyUse(db, houseId, now);
}

/** Generates the hours missing since the meter's last one (a year back at first), in one statement loop. */
export function fillHourlyUse(db: Db, houseId: string, now: number): void {
  const meters = db.prepare("SELECT id, device_type FROM devices WHERE house_id = ? AND device_type IN (2, 3, 4)").all(houseId) as { id: string; device_type: number }[];
  const last = db.prepare('SELECT MAX(hour_at) AS at FROM meter_hourly_use WHERE device_id = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO meter_hourly_use (device_id, hour_at, use_milli) VALUES (?, ?, ?)');
  const end = hourStart(now);
  for (const meter of meters) {
    const kind = KIND_OF_TYPE[meter.device_type] ?? 'electricity';
    const lastAt = (last.get(meter.id) as { at: number | null }).at;
    for (let at = lastAt === null ? end - SEED_YEAR_MS : lastAt + HOUR_MS; at < end; at += HOUR_MS) {
      insert.run(meter.id, at, hourlyUseMilli(meter.id, kind, at));
    }
  }
}

/** China midnight of a calendar day, as epoch ms. */
const chinaDayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS;
const daysIn = (startDate: string, endDate: string) => Math.round((chinaDayStart(endDate) - chinaDayStart(startDate)) / (24 * HOUR_MS)) + 1;

export type MeterStore = ReturnType<typeof createMeterStore>;

export function createMeterStore(services: Pick<Services, 'db' | 'clock' | 'pay'>, devices: DeviceStore) {
  const { db, clock, pay } = services;
  const q = {
    meter: db.prepare('SELECT d.*, m.unit, m.price_fen, m.balance_fen, m.reading_milli, m.switch_on, m.pending_fen, m.read_at FROM devices d JOIN meters m ON m.device_id = d.id WHERE d.id = ?'),
    dayUse: db.prepare(
      `SELECT strftime('%Y-%m-%d', (hour_at + ${CHINA_OFFSET_MS}) / 1000, 'unixepoch') AS date, SUM(use_milli) AS milli
       FROM meter_hourly_use WHERE device_id = ? AND hour_at >= ? AND hour_at < ? GROUP BY date ORDER BY date`,
    ),
    hourUse: db.prepare('SELECT hour_at, use_milli FROM meter_hourly_use WHERE device_id = ? AND hour_at >= ? AND hour_at < ? ORDER BY hour_at'),
    addTopUp: db.prepare('INSERT INTO meter_topups (device_id, user_id, amount_fen, created_at) VALUES (?, ?, ?, ?)'),
    topUp: db.prepare('SELECT * FROM meter_topups WHERE id = ?'),
    topUpPaid: db.prepare('UPDATE meter_topups SET paid_at = ? WHERE id = ? AND paid_at IS NULL'),
    creditOnline: db.prepare('UPDATE meters SET balance_fen = balance_fen + ? WHERE device_id = ?'),
    creditPending: db.prepare('UPDATE meters SET pending_fen = pending_fen + ? WHERE device_id = ?'),
    voidIssued: db.prepare("UPDATE meter_recharges SET status = 'void' WHERE device_id = ? AND status = 'issued'"),
    tasked: db.prepare("SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM meter_recharges WHERE device_id = ? AND status = 'tasked'"),
    issue: db.prepare('INSERT INTO meter_recharges (device_id, user_id, amount_fen, hex, issued_at) VALUES (?, ?, ?, ?, ?)'),
    setHex: db.prepare('UPDATE meter_recharges SET hex = ? WHERE id = ?'),
    recharge: db.prepare('SELECT * FROM meter_recharges WHERE id = ?'),
    issuedByHex: db.prepare("SELECT * FROM meter_recharges WHERE device_id = ? AND user_id = ? AND status = 'issued' AND hex = ?"),
    markTasked: db.prepare("UPDATE meter_recharges SET status = 'tasked', task_id = ? WHERE id = ? AND status = 'issued'"),
    markApplied: db.prepare("UPDATE meter_recharges SET status = 'applied', applied_at = ? WHERE id = ? AND status = 'tasked'"),
    applyToMeter: db.prepare('UPDATE meters SET pending_fen = MAX(pending_fen - ?, 0), balance_fen = ?, reading_milli = ?, read_at = ? WHERE device_id = ?'),
    pendingTask: db.prepare("SELECT * FROM device_todo_tasks WHERE device_id = ? AND task_type = ? AND status = 'pending'"),
    task: db.prepare('SELECT * FROM device_todo_tasks WHERE id = ?'),
    addTask: db.prepare("INSERT INTO device_todo_tasks (id, device_id, user_id, task_type, params, command_hex, locked, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 'pending', ?)"),
    taskDone: db.prepare("UPDATE device_todo_tasks SET status = 'done', completed_at = ? WHERE id = ? AND status = 'pending'"),
    chargeRecords: db.prepare(
      `SELECT t.id, t.amount_fen, t.created_at, t.paid_at, o.order_no FROM meter_topups t
       LEFT JOIN pay_orders o ON o.biz_type = '${METER_TOPUP_BIZ}' AND o.biz_id = CAST(t.id AS TEXT)
       WHERE t.device_id = ? AND t.user_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    ),
    topUpOfUser: db.prepare(
      `SELECT t.id, t.device_id, t.amount_fen, t.created_at, t.paid_at, o.order_no FROM meter_topups t
       LEFT JOIN pay_orders o ON o.biz_type = '${METER_TOPUP_BIZ}' AND o.biz_id = CAST(t.id AS TEXT) WHERE t.id = ? AND t.user_id = ?`,
    ),
    lastApplied: db.prepare("SELECT MAX(applied_at) AS at FROM meter_recharges WHERE device_id = ? AND status = 'applied'"),
    contractStatus: db.prepare('SELECT status FROM contracts WHERE id = ?'),
    lastHour: db.prepare('SELECT MAX(hour_at) AS at FROM meter_hourly_use WHERE device_id = ?'),
    useSince: db.prepare('SELECT COALESCE(SUM(use_milli), 0) AS milli FROM meter_hourly_use WHERE device_id = ? AND hour_at >= ?'),
    switchOn: db.prepare('UPDATE meters SET switch_on = 1 WHERE device_id = ?'),
    readNow: db.prepare('UPDATE meters SET read_at = ? WHERE device_id = ?'),
    syncFromMeter: db.prepare('UPDATE meters SET reading_milli = ?, balance_fen = ?, switch_on = ?, read_at = ? WHERE device_id = ?'),
    metersOf: db.prepare(
      `SELECT DISTINCT d.id FROM devices d JOIN contracts c ON c.house_id = d.house_id
       WHERE c.user_id = ? AND c.status IN ('${DEVICE_ACCESS_STATUSES.join("', '")}') AND d.device_type IN (2, 3, 4) ORDER BY d.house_id, d.room_name, d.device_type, d.id LIMIT 100`,
    ),
    paidIn: db.prepare('SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM meter_topups WHERE device_id = ? AND user_id = ? AND paid_at >= ? AND paid_at < ?'),
    tasksOf: db.prepare("SELECT t.*, r.reason FROM device_todo_tasks t LEFT JOIN meter_balance_resets r ON r.task_id = t.id WHERE t.device_id = ? AND t.user_id = ? AND t.status = 'pending' ORDER BY t.created_at"),
    resetByTask: db.prepare('SELECT * FROM meter_balance_resets WHERE task_id = ?'),
    openReset: db.prepare("SELECT r.*, t.user_id FROM meter_balance_resets r JOIN device_todo_tasks t ON t.id = r.task_id WHERE r.device_id = ? AND t.status = 'pending'"),
    lastReset: db.prepare('SELECT * FROM meter_balance_resets WHERE device_id = ? AND done_at IS NOT NULL ORDER BY done_at DESC LIMIT 1'),
    resetDone: db.prepare('UPDATE meter_balance_resets SET cleared_fen = ?, done_at = ? WHERE id = ? AND done_at IS NULL'),
    setBalance: db.prepare('UPDATE meters SET balance_fen = ?, read_at = ? WHERE device_id = ?'),
  };
  const log = createMeterLog(services);

  const meterRow = (id: string) => q.meter.get(id) as MeterRow | undefined;

  /** A meter the caller may use (a lived-in contract on its house); anyone else's reads as not there. */
  const own = (userId: number, meterId: string) => {
    const row = meterRow(meterId);
    if (row === undefined) throw meterErrors.notFound();
    let access;
    try {
      access = devices.deviceOf(userId, meterId).access;
    } catch {
      throw meterErrors.notFound();
    }
    return { row, access };
  };

  /**
   * A top-up paid (by its pay order, or from the wallet in the transaction that debits it): marked paid once and the
   * meter credited, whoever paid. An online meter takes the money at once through its cloud; an offline one when the
   * tenant is next beside it (pending_fen, written by the Bluetooth recharge). False when it was paid already.
   */
  const creditPaidTopUp = (topUpId: number, paidAt: number): boolean => {
    const topUp = q.topUp.get(topUpId) as { id: number; device_id: string; user_id: number; amount_fen: number } | undefined;
    if (topUp === undefined || q.topUpPaid.run(paidAt, topUp.id).changes !== 1) return false;
    const meter = meterRow(topUp.device_id);
    if (meter === undefined) return true;
    if (meter.online === 1) {
      q.creditOnline.run(topUp.amount_fen, meter.id);
      log.add({ meterId: meter.id, userId: topUp.user_id, operation: 'recharge', channel: 'remote', title: `远程充值 ¥${fenToYuanString(topUp.amount_fen)}`, amountFen: topUp.amount_fen, balanceAfterFen: meter.balance_fen + topUp.amount_fen });
    } else q.creditPending.run(topUp.amount_fen, meter.id);
    return true;
  };

  pay.registerBiz(METER_TOPUP_BIZ, {
    refresh: () => undefined,
    onPaid(bizId, paidAt) {
      creditPaidTopUp(Number(bizId), paidAt);
    },
  });

  /** Reads a recharge answer: [0x93][0 ok][u32 recharge id][i32 balance][u8 applied now][u32 reading Wh][6 MAC]. */
  const readRechargeAnswer = (hex: string) => {
    if (!isHex(hex)) throw meterErrors.badAnswer();
    const reader = new AnswerReader(hexToBytes(hex));
    try {
      if (reader.u8() !== (SIM_OP.recharge | ANSWER_FLAG)) throw meterErrors.badAnswer();
      if (reader.u8() !== SIM_RESULT.ok) throw meterErrors.refused();
      return { rechargeId: reader.u32(), balanceFen: reader.i32(), appliedNow: reader.u8() === 1, readingWh: reader.u32() };
    } catch (error) {
      throw error instanceof RangeError ? meterErrors.badAnswer() : error;
    }
  };

  /** Credits a confirmed recharge once; a second confirmation (resumed task, repeated report) changes nothing. */
  const confirm = (userId: number, meter: MeterRow, hex: string) =>
    db.transaction(() => {
      const answer = readRechargeAnswer(hex);
      const recharge = q.recharge.get(answer.rechargeId) as RechargeRow | undefined;
      if (recharge === undefined || recharge.device_id !== meter.id || recharge.user_id !== userId) throw meterErrors.badAnswer();
      if (recharge.status === 'issued' || recharge.status === 'void') throw meterErrors.badAnswer();
      if (q.markApplied.run(clock.now(), recharge.id).changes === 1) {
        const readingMilli = meter.unit === '度' ? answer.readingWh : meter.reading_milli;
        q.applyToMeter.run(recharge.amount_fen, answer.balanceFen, readingMilli, clock.now(), meter.id);
        if (recharge.task_id !== null) q.taskDone.run(clock.now(), recharge.task_id);
        log.add({
          meterId: meter.id,
          userId,
          operation: 'recharge',
          channel: 'bluetooth',
          title: `蓝牙写入充值 ¥${fenToYuanString(recharge.amount_fen)}`,
          amountFen: recharge.amount_fen,
          balanceAfterFen: answer.balanceFen,
          readingAfterMilli: readingMilli,
        });
      }
      return recharge;
    })();

  /** Reads a relay answer's head ([op | 0x80][0 ok]) and hands the rest to `body`; anything else is refused. */
  const readAnswer = <T>(hex: string, op: number, body: (reader: AnswerReader) => T): T => {
    if (!isHex(hex)) throw meterErrors.badAnswer();
    const reader = new AnswerReader(hexToBytes(hex));
    try {
      if (reader.u8() !== (op | ANSWER_FLAG)) throw meterErrors.badAnswer();
      if (reader.u8() !== SIM_RESULT.ok) throw meterErrors.refused();
      return body(reader);
    } catch (error) {
      throw error instanceof RangeError ? meterErrors.badAnswer() : error;
    }
  };

  const readingOf = (meterId: string): MeterReading => {
    const row = meterRow(meterId);
    if (row === undefined) throw meterErrors.notFound();
    return { reading: row.reading_milli / 1000, balanceFen: row.balance_fen, switchOn: row.switch_on === 1, readAt: chinaIso(row.read_at) };
  };

  /** A meter the tenant reaches through its cloud (`online`) or by Bluetooth beside it (offline). */
  const reached = (userId: number, meterId: string, online: boolean) => {
    const { row } = own(userId, meterId);
    if (online && row.online !== 1) throw meterErrors.offlineUseBluetooth();
    if (!online && row.online === 1) throw meterErrors.onlineUseCloud();
    return row;
  };

  /** A top-up as the records say it: an offline meter's paid one waits to be written while money waits and it was paid after the last write. */
  const topUpRecord = (meter: MeterRow, t: TopUpRow): MeterChargeRecord => {
    const lastWrite = (q.lastApplied.get(meter.id) as { at: number | null }).at ?? 0;
    return {
      id: String(t.id),
      meterId: meter.id,
      amountFen: t.amount_fen,
      createdAt: chinaIso(t.created_at),
      paidAt: t.paid_at === null ? null : chinaIso(t.paid_at),
      orderNo: t.order_no,
      status: t.paid_at === null ? 'unpaid' : meter.online === 0 && meter.pending_fen > 0 && t.paid_at > lastWrite ? 'awaiting_write' : 'credited',
    };
  };

  const balanceOf = (meterId: string) => {
    const row = meterRow(meterId);
    const fen = row?.balance_fen ?? 0;
    return { balance: fenToYuanString(fen), balanceFen: fen };
  };

  const taskOf = (row: { id: string; device_id: string; params: string; command_hex: string }): MeterTodoTask => {
    const params = JSON.parse(row.params) as MeterTodoTask['params'];
    return { taskId: row.id, meterId: row.device_id, params, command: { hex: row.command_hex } };
  };


  /** 合闸 done: the operation and the relay's switch-on, in the logs. */
  const logSwitchOn = (userId: number, row: MeterRow, channel: 'remote' | 'bluetooth') => {
    const title = channel === 'remote' ? '远程合闸' : '蓝牙合闸';
    if (row.switch_on !== 1) log.addSwitch(row.id, 'on', `${title}，恢复${row.device_type === 2 ? '供电' : '供水'}`);
    log.add({ meterId: row.id, userId, operation: 'switch-on', channel, title, balanceAfterFen: row.balance_fen });
  };
  /** The cloud's reading of an online meter, now. */
  const readCloud = (userId: number, row: MeterRow): MeterReading => {
    q.readNow.run(clock.now(), row.id);
    log.add({ meterId: row.id, userId, operation: 'reading', channel: 'remote', title: '远程抄表', balanceAfterFen: row.balance_fen, readingAfterMilli: row.reading_milli });
    return readingOf(row.id);
  };
  /** The reading at the end of each day of the range that is over, newest first. */
  const readingsAt = (row: MeterRow, startDate: string, endDate: string) => {
    // days not over yet (past the last hour the meter reported) have no end-of-day reading
    const reportedUntil = ((q.lastHour.get(row.id) as { at: number | null }).at ?? 0) + HOUR_MS;
    const readings: MeterReadLogs['readings'] = [];
    for (let date = startDate; date <= endDate; date = addCalendarDays(date, 1)) {
      const dayEnd = chinaDayStart(addCalendarDays(date, 1));
      if (dayEnd > reportedUntil) break;
      const usedSince = (q.useSince.get(row.id, dayEnd) as { milli: number }).milli;
      readings.push({ date, reading: Math.max(row.reading_milli - usedSince, 0) / 1000 });
    }
    return readings.reverse();
  };
  const ownedRange = (userId: number, meterId: string, startDate: string, endDate: string) => {
    const { row } = own(userId, meterId);
    const days = daysIn(startDate, endDate);
    if (!(days >= 1 && days <= DAY_USE_MAX_DAYS)) throw meterErrors.badRange(DAY_USE_MAX_DAYS);
    return row;
  };

  return {
    own,
    log,
    creditPaidTopUp,
    detail(userId: number, meterId: string): MeterDetail {
      const { row, access } = own(userId, meterId);
      return {
        id: row.id,
        model: row.model as MeterModel,
        deviceType: row.device_type as MeterDetail['deviceType'],
        name: row.name,
        houseTitle: access.house_title,
        roomName: row.room_name,
        contractId: String(access.contract_id),
        meterMac: row.mac,
        online: row.online === 1,
        switchOn: row.switch_on === 1,
        balance: fenToYuanString(row.balance_fen),
        balanceFen: row.balance_fen,
        reading: row.reading_milli / 1000,
        unit: row.unit,
        priceFen: row.price_fen,
        pendingRechargeFen: row.pending_fen,
        rechargeTaskPending: q.pendingTask.get(row.id, BLE_CHARGE_TASK_TYPE) !== undefined,
        readAt: chinaIso(row.read_at),
      };
    },
    /** The device home's line for a meter: its balance and whether its cloud reaches it. */
    summaryOf(meterId: string): { balance: string; online: boolean } | null {
      const row = meterRow(meterId);
      return row === undefined ? null : { balance: fenToYuanString(row.balance_fen), online: row.online === 1 };
    },
    price(userId: number, meterId: string) {
      const { row } = own(userId, meterId);
      return { priceFen: row.price_fen, unit: row.unit };
    },
    chargeRules(userId: number, meterId: string): MeterChargeRules {
      own(userId, meterId);
      return { minimumFen: METER_MINIMUM_FEN, presetsFen: METER_PRESETS_FEN };
    },
    dayUse(userId: number, meterId: string, startDate: string, endDate: string): MeterDayUse {
      const { row } = own(userId, meterId);
      const days = daysIn(startDate, endDate);
      if (!(days >= 1 && days <= DAY_USE_MAX_DAYS)) throw meterErrors.badRange(DAY_USE_MAX_DAYS);
      const points = (q.dayUse.all(row.id, chinaDayStart(startDate), chinaDayStart(addCalendarDays(endDate, 1))) as { date: string; milli: number }[]).map((p) => ({
        date: p.date,
        use: p.milli / 1000,
        costFen: Math.round((p.milli * row.price_fen) / 1000),
      }));
      return { unit: row.unit, points };
    },
    hourUse(userId: number, meterId: string, startDate: string, endDate: string): MeterHourUse {
      const { row } = own(userId, meterId);
      const days = daysIn(startDate, endDate);
      if (!(days >= 1 && days <= HOUR_USE_MAX_DAYS)) throw meterErrors.badRange(HOUR_USE_MAX_DAYS);
      const points = (q.hourUse.all(row.id, chinaDayStart(startDate), chinaDayStart(addCalendarDays(endDate, 1))) as { hour_at: number; use_milli: number }[]).map((p) => ({
        hour: chinaIso(p.hour_at).slice(0, 13).replace('T', ' ') + ':00',
        use: p.use_milli / 1000,
      }));
      return { unit: row.unit, points };
    },
    /** A top-up: the pay module's order; the meter is credited when the order is paid (once). */
    charge(userId: number, meterId: string, amountFen: number): MeterChargeOrder {
      const { row } = own(userId, meterId);
      if (!Number.isInteger(amountFen) || amountFen < METER_MINIMUM_FEN) throw meterErrors.belowMinimum();
      if (amountFen > METER_MAXIMUM_FEN) throw meterErrors.aboveMaximum();
      const id = Number(q.addTopUp.run(row.id, userId, amountFen, clock.now()).lastInsertRowid);
      const order = pay.createOrder({ userId, amountFen, subject: `${row.name}充值`, bizType: METER_TOPUP_BIZ, bizId: String(id) });
      return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), topUpId: String(id) };
    },
    /**
     * offlineChargeBalance: the command writing what was paid and is not on the meter yet. Refused while a recharge
     * is tasked (it is finished first) or for an amount other than what waits.
     */
    rechargeCommand(userId: number, meterId: string, amountFen: number): { hex: string } {
      const { row } = own(userId, meterId);
      return db.transaction(() => {
        if (row.online === 1) throw meterErrors.online();
        if (q.pendingTask.get(row.id, BLE_CHARGE_TASK_TYPE) !== undefined) throw meterErrors.taskPending();
        // the operator's 余额校零 clears the meter to 0: it goes first, so it never clears money of this top-up
        if (q.openReset.get(row.id) !== undefined) throw meterErrors.resetFirst();
        const waiting = row.pending_fen - (q.tasked.get(row.id) as { fen: number }).fen;
        if (waiting <= 0) throw meterErrors.nothingToWrite();
        if (amountFen !== waiting) throw meterErrors.amountMismatch();
        q.voidIssued.run(row.id);
        const id = Number(q.issue.run(row.id, userId, amountFen, '', clock.now()).lastInsertRowid);
        const hex = simulatedCommandHex(SIM_OP.recharge, row.mac, [id, amountFen]);
        q.setHex.run(hex, id);
        return { hex };
      })();
    },
    pendingTask(userId: number, meterId: string): MeterTodoTask | null {
      const { row } = own(userId, meterId);
      const task = q.pendingTask.get(row.id, BLE_CHARGE_TASK_TYPE) as { id: string; device_id: string; user_id: number; params: string; command_hex: string } | undefined;
      return task === undefined || task.user_id !== userId ? null : taskOf(task);
    },
    /** create-todo-task: recorded before any byte is written; only for the command this server last issued. */
    createTask(userId: number, meterId: string, params: { amount: number; machineId?: string | undefined }, hex: string): MeterTodoTask {
      const { row } = own(userId, meterId);
      return db.transaction(() => {
        const recharge = q.issuedByHex.get(row.id, userId, hex.toLowerCase()) as RechargeRow | undefined;
        if (recharge === undefined || Math.round(params.amount * 100) !== recharge.amount_fen) throw meterErrors.badCommand();
        const taskId = `BT${recharge.id}`;
        const taskParams = { meterId: row.id, amount: recharge.amount_fen / 100, ...(params.machineId === undefined ? {} : { machineId: params.machineId }) };
        q.addTask.run(taskId, row.id, userId, BLE_CHARGE_TASK_TYPE, JSON.stringify(taskParams), recharge.hex, clock.now());
        q.markTasked.run(taskId, recharge.id);
        return { taskId, meterId: row.id, params: taskParams, command: { hex: recharge.hex } };
      })();
    },
    /** offlineRechargeBalanceResponse: the meter's answer, credited once. */
    submitRechargeAnswer(userId: number, meterId: string, hex: string) {
      const { row } = own(userId, meterId);
      confirm(userId, row, hex);
      return balanceOf(row.id);
    },
    /** complete-todo-task/ble-charge: the task's recharge confirmed (again, harmlessly, if already). */
    completeTask(userId: number, meterId: string, taskId: string, hex: string) {
      const { row } = own(userId, meterId);
      const task = q.task.get(taskId) as { id: string; device_id: string; user_id: number } | undefined;
      if (task === undefined || task.device_id !== row.id || task.user_id !== userId) throw meterErrors.taskNotFound();
      const recharge = confirm(userId, row, hex);
      if (recharge.task_id !== taskId) throw meterErrors.badAnswer();
      q.taskDone.run(clock.now(), taskId);
      return balanceOf(row.id);
    },
    /**
     * charge-record: the caller's own top-ups of the meter (a shared meter's other tenants' are theirs). An offline
     * meter's paid top-up waits to be written while the meter has money pending and it was paid after the last write.
     */
    chargeRecords(userId: number, meterId: string, limit: number): MeterChargeRecords {
      const { row } = own(userId, meterId);
      const bounded = Math.min(Math.max(Math.trunc(limit) || METER_RECORD_LIMIT, 1), METER_RECORD_LIMIT);
      return { records: (q.chargeRecords.all(row.id, userId, bounded) as TopUpRow[]).map((t) => topUpRecord(row, t)) };
    },
    /**
     * charge-record by recordId (device_pay_result: the pay order's bizId): the caller's one top-up, of whichever of
     * their meters; anyone else's, or one of a meter they no longer use, is not found.
     */
    chargeRecord(userId: number, recordId: string, meterId: string | undefined): MeterChargeRecords {
      const found = /^\d{1,12}$/.test(recordId) ? (q.topUpOfUser.get(Number(recordId), userId) as (TopUpRow & { device_id: string }) | undefined) : undefined;
      if (found === undefined || (meterId !== undefined && found.device_id !== meterId)) throw meterErrors.topUpNotFound();
      let row: MeterRow;
      try {
        row = own(userId, found.device_id).row;
      } catch {
        throw meterErrors.topUpNotFound();
      }
      return { records: [topUpRecord(row, found)] };
    },
    /** read-logs: the reading at the end of each day of the range, worked back from today's reading and the use since. */
    readLogs(userId: number, meterId: string, startDate: string, endDate: string): MeterReadLogs {
      const row = ownedRange(userId, meterId, startDate, endDate);
      return { unit: row.unit, readings: readingsAt(row, startDate, endDate) };
    },
    /**
     * meter-dialog-check before 充值: what the tenant should read first, if anything. A lease whose checkout is
     * applied for has its meter zeroed before move-out (退租清零, zeroBalance.ts); money already paid for an offline meter waits to be
     * written. Both leave the choice to the tenant (the page asks 继续充值).
     */
    topUpDialog(userId: number, meterId: string): MeterDialogCheck {
      const { row, access } = own(userId, meterId);
      const status = (q.contractStatus.get(access.contract_id) as { status: string } | undefined)?.status;
      if (status === 'checkout_applied') {
        return { show: true, title: '您已申请退租，搬离前请在本页“退租清零”，表内余额将退回钱包；如只需用到搬离当天，建议少量充值。', btnType: 1 };
      }
      if (row.online === 0 && row.pending_fen > 0) {
        return { show: true, title: `您已支付的¥${fenToYuanString(row.pending_fen)}还未写入表内：请先到表旁用蓝牙写入，写入后再看是否需要继续充值。`, btnType: 1 };
      }
      return { show: false, title: '' };
    },
    /** meter/switchOn: 合闸 through the cloud of an online meter, once the balance allows it. */
    switchOnOnline(userId: number, meterId: string): MeterReading {
      const row = reached(userId, meterId, true);
      if (row.balance_fen <= 0) throw meterErrors.noBalanceToSwitchOn();
      q.switchOn.run(row.id);
      logSwitchOn(userId, row, 'remote');
      return readingOf(row.id);
    },
    /** turnSwitchOnOffline: the 合闸 command for the meter beside the tenant (same balance rule). */
    switchOnCommand(userId: number, meterId: string): { hex: string } {
      const row = reached(userId, meterId, false);
      if (row.balance_fen <= 0) throw meterErrors.noBalanceToSwitchOn();
      return { hex: simulatedCommandHex(SIM_OP.switchOn, row.mac) };
    },
    /** submitTurnSwitchOfflineResponse: the meter says it switched on; the server believes only that. */
    switchOnAnswer(userId: number, meterId: string, hex: string): MeterReading {
      const row = reached(userId, meterId, false);
      readAnswer(hex, SIM_OP.switchOn, () => undefined);
      q.switchOn.run(row.id);
      logSwitchOn(userId, row, 'bluetooth');
      return readingOf(row.id);
    },
    /** meterReadingOnline: the cloud's reading of an online meter, now. */
    readOnline(userId: number, meterId: string): MeterReading {
      const row = reached(userId, meterId, true);
      return readCloud(userId, row);
    },
    /** meterReadingOffline: the command asking the meter beside the tenant for its reading, balance and switch. */
    readingCommand(userId: number, meterId: string): { hex: string } {
      const row = reached(userId, meterId, false);
      return { hex: simulatedCommandHex(SIM_OP.reading, row.mac) };
    },
    /** meterReadingOfflineResponse: [u32 reading in thousandths][i32 balance fen][u8 switch on] as the meter keeps them. */
    readingAnswer(userId: number, meterId: string, hex: string): MeterReading {
      const row = reached(userId, meterId, false);
      const answer = readAnswer(hex, SIM_OP.reading, (reader) => ({ readingMilli: reader.u32(), balanceFen: reader.i32(), switchOn: reader.u8() === 1 }));
      q.syncFromMeter.run(answer.readingMilli, answer.balanceFen, answer.switchOn ? 1 : 0, clock.now(), row.id);
      log.add({ meterId: row.id, userId, operation: 'reading', channel: 'bluetooth', title: '蓝牙抄表', balanceAfterFen: answer.balanceFen, readingAfterMilli: answer.readingMilli });
      return readingOf(row.id);
    },
    /** intelligent/meter/list: the caller's meters, in the houses of their lived-in leases. */
    list(userId: number): MeterListItem[] {
      return (q.metersOf.all(userId) as { id: string }[]).flatMap((m) => {
        const row = meterRow(m.id);
        let access;
        try {
          access = devices.deviceOf(userId, m.id).access;
        } catch {
          return [];
        }
        if (row === undefined) return [];
        return [{
          id: row.id,
          model: row.model as MeterModel,
          deviceType: row.device_type as MeterDetail['deviceType'],
          name: row.name,
          houseTitle: access.house_title,
          roomName: row.room_name,
          online: row.online === 1,
          balance: fenToYuanString(row.balance_fen),
          balanceFen: row.balance_fen,
        }];
      });
    },
    /** use-record: each day's use, charge and end-of-day reading (the day not over yet: the reading now), newest first. */
    useRecords(userId: number, meterId: string, startDate: string, endDate: string, pageSize: number): MeterUseRecords {
      const row = ownedRange(userId, meterId, startDate, endDate);
      const readings = new Map(readingsAt(row, startDate, endDate).map((r) => [r.date, r.reading]));
      const days = q.dayUse.all(row.id, chinaDayStart(startDate), chinaDayStart(addCalendarDays(endDate, 1))) as { date: string; milli: number }[];
      const list = days
        .map((p) => ({ date: p.date, use: p.milli / 1000, costFen: Math.round((p.milli * row.price_fen) / 1000), readingEnd: readings.get(p.date) ?? row.reading_milli / 1000 }))
        .reverse()
        .slice(0, Math.min(Math.max(Math.trunc(pageSize) || METER_RECORD_LIMIT, 1), METER_RECORD_LIMIT));
      return { unit: row.unit, list };
    },
    /** use-record-total: the range's use and charge (each day's charge rounded, as use-record has them) and what the caller paid in. */
    useTotal(userId: number, meterId: string, startDate: string, endDate: string): MeterUseTotal {
      const row = ownedRange(userId, meterId, startDate, endDate);
      const days = q.dayUse.all(row.id, chinaDayStart(startDate), chinaDayStart(addCalendarDays(endDate, 1))) as { date: string; milli: number }[];
      const useMilli = days.reduce((sum, p) => sum + p.milli, 0);
      const costFen = days.reduce((sum, p) => sum + Math.round((p.milli * row.price_fen) / 1000), 0);
      const paidInFen = (q.paidIn.get(row.id, userId, chinaDayStart(startDate), chinaDayStart(addCalendarDays(endDate, 1))) as { fen: number }).fen;
      return { unit: row.unit, use: useMilli / 1000, costFen, paidInFen, days: days.length };
    },
    /** show/device-info: the meter as a device; its MAC masked. */
    deviceInfo(userId: number, meterId: string): MeterDeviceInfo {
      const { row } = own(userId, meterId);
      return {
        name: row.name,
        modelName: MODEL_NAMES[row.model] ?? row.model,
        mac: maskedMac(row.mac),
        connection: row.online === 1 ? '4G远程（在线）' : '蓝牙（需在表旁操作）',
        installedAt: chinaDate(row.created_at),
      };
    },
    /** device-task-todo: the caller's tasks waiting at the meter (充值写入, 加水, 余额校零), oldest first. */
    tasksTodo(userId: number, meterId: string): MeterTasksTodo {
      const { row } = own(userId, meterId);
      const tasks = (q.tasksOf.all(row.id, userId) as { id: string; task_type: number; params: string; created_at: number; reason: string | null }[]).flatMap((t): MeterTasksTodo['tasks'] => {
        const params = JSON.parse(t.params) as { amount?: number; litres?: number };
        const createdAt = chinaIso(t.created_at);
        if (t.task_type === METER_TASK_TYPE.recharge) return [{ taskId: t.id, taskType: 1 as const, title: `充值写入 ¥${fenToYuanString(Math.round((params.amount ?? 0) * 100))}（未完成，蓝牙连接后自动完成）`, createdAt }];
        if (t.task_type === METER_TASK_TYPE.addWater) return [{ taskId: t.id, taskType: 3 as const, title: `赠送水量${params.litres ?? 0}升待写入`, createdAt }];
        if (t.task_type === METER_TASK_TYPE.resetBalance) return [{ taskId: t.id, taskType: 4 as const, title: `余额校零：${t.reason ?? '运营方已结算表内余额'}`, createdAt }];
        return [];
      });
      return { tasks: tasks.slice(0, 20) };
    },
    /**
     * click-btn-check: whether a meter button may act now (the rules the server applies when it acts): 合闸 needs a
     * balance and a cut relay, 余额校零 a reset task of the caller's; 充值 (topUpRefusal: 退租清零 done) and 抄表 the meter.
     */
    buttonCheck(userId: number, meterId: string, btnType: number, topUpRefusal: () => string | null): MeterButtonCheck {
      const { row } = own(userId, meterId);
      const refuse = (message: string) => ({ allowed: false, message });
      if (btnType === METER_BUTTON.topUp) {
        const reason = topUpRefusal();
        return reason === null ? { allowed: true, message: '' } : refuse(reason);
      }
      if (btnType === METER_BUTTON.switchOn) {
        if (row.balance_fen <= 0) return refuse(meterErrors.noBalanceToSwitchOn().message);
        if (row.switch_on === 1) return refuse(meterErrors.alreadyOn().message);
      }
      if (btnType === METER_BUTTON.resetBalance) {
        const open = q.openReset.get(row.id) as { user_id: number } | undefined;
        if (open === undefined || open.user_id !== userId) return refuse(meterErrors.noReset().message);
        if (row.online === 1) return refuse(meterErrors.onlineUseCloud().message);
      }
      return { allowed: true, message: '' };
    },
    /** common/water/meterReadingOnline: the water cloud's reading of an online water meter. */
    readWaterOnline(userId: number, meterId: string): MeterReading {
      const row = reached(userId, meterId, true);
      if (row.device_type === 2) throw meterErrors.notWaterMeter();
      return readCloud(userId, row);
    },
    /** offlineResetBalance: the command setting the meter to 0, only for the caller's open reset task (a recharge task goes first). */
    resetCommand(userId: number, meterId: string): { hex: string } {
      const row = reached(userId, meterId, false);
      const open = q.openReset.get(row.id) as { user_id: number } | undefined;
      if (open === undefined || open.user_id !== userId) throw meterErrors.noReset();
      if (q.pendingTask.get(row.id, BLE_CHARGE_TASK_TYPE) !== undefined) throw meterErrors.taskPending();
      return { hex: simulatedCommandHex(SIM_OP.resetBalance, row.mac) };
    },
    /**
     * offlineResetBalanceResponse: [i32 balance] the meter holds after the reset. The first answer closes the reset task,
     * records what the meter held and sets the balance; a repeated answer once it is done changes nothing.
     */
    resetAnswer(userId: number, meterId: string, hex: string): MeterReading {
      const row = reached(userId, meterId, false);
      const balanceFen = readAnswer(hex, SIM_OP.resetBalance, (reader) => reader.i32());
      return db.transaction(() => {
        const open = q.openReset.get(row.id) as { id: number; task_id: string; user_id: number } | undefined;
        if (open === undefined) {
          const last = q.lastReset.get(row.id);
          if (last === undefined) throw meterErrors.noReset();
          return readingOf(row.id);
        }
        if (open.user_id !== userId) throw meterErrors.noReset();
        const fresh = meterRow(row.id) as MeterRow;
        if (q.resetDone.run(fresh.balance_fen, clock.now(), open.id).changes === 1) {
          q.taskDone.run(clock.now(), open.task_id);
          q.setBalance.run(balanceFen, clock.now(), row.id);
          log.add({ meterId: row.id, userId, operation: 'reset-balance', channel: 'bluetooth', title: `余额校零（原余额¥${fenToYuanString(fresh.balance_fen)}已由运营方结算）`, amountFen: fresh.balance_fen, balanceAfterFen: balanceFen });
        }
        return readingOf(row.id);
      })();
    },
  };
}
