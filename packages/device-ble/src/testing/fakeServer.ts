// A fake of the server side of the relay: it builds the simulated devices' commands, checks their answers
// like the real server parses vendor answers, keeps recharge todo tasks, and can "kill the app" at any call.

import { bytesToHex, hexToBytes, isHex, parseMac } from '../bytes';
import {
  type CommandKind,
  type CommandParams,
  type DeviceAnswer,
  type DeviceCommand,
  type DeviceServerPort,
  type SubmitResult,
  type TodoTask,
} from '../flows/port';
import { type Prng } from './prng';
import { ANSWER_FLAG, ByteReader, ByteWriter, deviceTag, SIM_OP, SIM_RESULT, simCommand } from './simProtocol';

type PortMethod = 'getCommand' | 'submitResponse' | 'getPendingTodoTask' | 'createTodoTask' | 'completeTodoTask';

/** Thrown where the fake "kills the app": the flow stops there, as if the mini-program had been closed. */
export class AppDiedError extends Error {
  constructor(method: string) {
    super(`app died during ${method}`);
    this.name = 'AppDiedError';
  }
}

export interface RechargeRecord {
  readonly rechargeId: number;
  readonly meterId: string;
  readonly fen: number;
  tasked: boolean;
  confirmed: boolean;
}

/** A zeroing (退租清零) the server issued: one open per meter, refunded once when the meter's answer arrives. */
export interface ZeroingRecord {
  readonly zeroingId: number;
  readonly meterId: string;
  applied: boolean;
  refundedFen: number;
}

/** An allowance of water the operator granted (a todo task of taskType 3), credited once when the meter confirms it. */
export interface WaterAllowanceRecord {
  readonly todoTaskId: string;
  readonly writeId: number;
  readonly meterId: string;
  readonly litres: number;
  /** How often the server credited it from a processor's answer: the invariant is at most once. */
  credited: number;
}

interface StoredTask {
  readonly task: TodoTask;
  readonly rechargeId: number;
  done: boolean;
}

const OP_FOR: Readonly<Record<CommandKind, number>> = {
  'lock-open': SIM_OP.open,
  'lock-set-time': SIM_OP.setTime,
  'lock-upload-log': SIM_OP.uploadLog,
  'lock-update-password': SIM_OP.updatePassword,
  'lock-nfc': SIM_OP.nfc,
  'meter-reading': SIM_OP.reading,
  'meter-switch-on': SIM_OP.switchOn,
  'meter-reset-balance': SIM_OP.resetBalance,
  'meter-recharge': SIM_OP.recharge,
  'meter-zero-balance': SIM_OP.zeroBalance,
  'water-processor': SIM_OP.water,
};

const rejected = (message: string): Error => new Error(message);

export class FakeDeviceServer implements DeviceServerPort {
  /** Every call, in order, for assertions ("method kind"). */
  readonly calls: string[] = [];
  readonly recharges = new Map<number, RechargeRecord>();
  readonly zeroings = new Map<number, ZeroingRecord>();
  readonly failures: { kind: CommandKind; failure: string }[] = [];
  /** Answers the server accepted, per kind. */
  readonly accepted: { kind: CommandKind; hex: string }[] = [];
  readonly lockLogs: number[] = [];
  readonly waterAllowances = new Map<string, WaterAllowanceRecord>();
  /** Per-call probability that the app dies before (or, half the time, right after) the server acts. */
  crashRate = 0;
  private readonly tags = new Map<string, number>();
  private readonly tasks: StoredTask[] = [];
  private readonly scripted: { method: PortMethod; when: 'before' | 'after' }[] = [];
  private nextRechargeId = 1000;
  private nextZeroingId = 5000;
  private nextTask = 1;
  private nextWaterWrite = 500;
  private readonly random: Prng | undefined;
  private readonly nowSeconds: () => number;

  constructor(options: { random?: Prng; nowSeconds?: () => number } = {}) {
    this.random = options.random;
    this.nowSeconds = options.nowSeconds ?? (() => 1_700_000_000);
  }

  /** Tells the server which MAC a lock or meter id has (the server knows its devices). */
  register(deviceId: string, mac: string): this {
    const bytes = parseMac(mac);
    if (bytes === null) throw new TypeError(`not a MAC: ${mac}`);
    this.tags.set(deviceId, deviceTag(bytes));
    return this;
  }

  /** The operator grants `litres` to the meter's water processor: a todo task the app carries (its id). */
  grantWater(meterId: string, litres: number): string {
    const writeId = this.nextWaterWrite++;
    const todoTaskId = `water-${writeId}`;
    this.waterAllowances.set(todoTaskId, { todoTaskId, writeId, meterId, litres, credited: 0 });
    return todoTaskId;
  }

  /** The litres the server credited to a meter from its processor's answers. */
  creditedWater(meterId: string): number {
    let sum = 0;
    for (const a of this.waterAllowances.values()) if (a.meterId === meterId) sum += a.litres * a.credited;
    return sum;
  }

  /** The next call of `method` kills the app, before the server acts or after it acted but before replying. */
  dieAt(method: PortMethod, when: 'before' | 'after' = 'before'): void {
    this.scripted.push({ method, when });
  }

  private async act<T>(method: PortMethod, work: () => T): Promise<T> {
    this.calls.push(method);
    const i = this.scripted.findIndex((s) => s.method === method);
    let when: 'before' | 'after' | undefined;
    if (i >= 0) {
      when = this.scripted[i]?.when;
      this.scripted.splice(i, 1);
    } else if (this.random?.chance(this.crashRate)) {
      when = this.random.chance(0.5) ? 'before' : 'after';
    }
    if (when === 'before') throw new AppDiedError(method);
    const result = work();
    if (when === 'after') throw new AppDiedError(method);
    return result;
  }

  private tag(params: { lockId: string } | { meterId: string }): number {
    const id = 'lockId' in params ? params.lockId : params.meterId;
    const tag = this.tags.get(id);
    if (tag === undefined) throw rejected('设备不存在');
    return tag;
  }

  getCommand<K extends CommandKind>(kind: K, params: CommandParams[K]): Promise<DeviceCommand> {
    return this.act('getCommand', () => {
      const p = params as CommandParams[CommandKind];
      const op = OP_FOR[kind];
      const args = new ByteWriter();
      switch (kind) {
        case 'lock-open':
        case 'lock-set-time':
          args.u32(this.nowSeconds());
          break;
        case 'lock-upload-log':
          args.u16(0);
          break;
        case 'lock-update-password': {
          const { lockAuthId, password } = p as CommandParams['lock-update-password'];
          if (!/^\d{6}$/.test(password)) throw rejected('密码必须为6位数字');
          args.u16(Number(lockAuthId)).raw(Uint8Array.from(password, (c) => c.charCodeAt(0)));
          break;
        }
        case 'lock-nfc':
          args.u32(Number((p as CommandParams['lock-nfc']).nfcId));
          break;
        case 'meter-recharge': {
          const { meterId, amount } = p as CommandParams['meter-recharge'];
          if (!(amount > 0)) throw rejected('充值金额无效');
          const rechargeId = this.nextRechargeId++;
          const fen = Math.round(amount * 100);
          this.recharges.set(rechargeId, { rechargeId, meterId, fen, tasked: false, confirmed: false });
          args.u32(rechargeId).u32(fen);
          break;
        }
        case 'water-processor': {
          const { meterId, todoTaskId } = p as CommandParams['water-processor'];
          const allowance = this.waterAllowances.get(todoTaskId);
          if (allowance === undefined || allowance.meterId !== meterId) throw rejected('待办任务不存在');
          // the same write id every time: the processor adds an allowance once however often it is sent
          args.u32(allowance.writeId).u32(allowance.litres);
          break;
        }
        case 'meter-zero-balance': {
          // one open zeroing per meter: asked again (the last answer never arrived), the same id is sent again
          const { meterId } = p as CommandParams['meter-zero-balance'];
          const open = [...this.zeroings.values()].find((z) => z.meterId === meterId && !z.applied);
          const zeroingId = open?.zeroingId ?? this.nextZeroingId++;
          if (open === undefined) this.zeroings.set(zeroingId, { zeroingId, meterId, applied: false, refundedFen: 0 });
          args.u32(zeroingId);
          break;
        }
        default:
          break;
      }
      return { hex: bytesToHex(simCommand(op, this.tag(p), args.done())) };
    });
  }

  /** Reads an answer the way the real server parses a vendor's: wrong op, failure or garbage is refused. */
  private readAnswer(kind: CommandKind, answer: DeviceAnswer): ByteReader {
    if (!isHex(answer.hex)) throw rejected('设备应答无效');
    const reader = new ByteReader(hexToBytes(answer.hex));
    try {
      if (reader.u8() !== (OP_FOR[kind] | ANSWER_FLAG)) throw rejected('设备应答无效');
      if (reader.u8() !== SIM_RESULT.ok) throw rejected('设备执行失败');
    } catch (error) {
      throw error instanceof RangeError ? rejected('设备应答无效') : error;
    }
    return reader;
  }

  private confirmRecharge(meterId: string, answer: DeviceAnswer): RechargeRecord {
    const reader = this.readAnswer('meter-recharge', answer);
    try {
      const record = this.recharges.get(reader.u32());
      if (record === undefined || record.meterId !== meterId) throw rejected('充值记录不存在');
      reader.i32();
      reader.u8();
      return record;
    } catch (error) {
      throw error instanceof RangeError ? rejected('设备应答无效') : error;
    }
  }

  /** A zeroing answer: [u32 zeroing id][i32 cleared][u8 applied now][i32 balance now]; refunded once per zeroing id. */
  private confirmZeroing(meterId: string, answer: DeviceAnswer): void {
    const reader = this.readAnswer('meter-zero-balance', answer);
    try {
      const record = this.zeroings.get(reader.u32());
      if (record === undefined || record.meterId !== meterId) throw rejected('设备应答无效');
      const clearedFen = reader.i32();
      reader.u8();
      reader.i32();
      if (clearedFen < 0) throw rejected('设备应答无效');
      if (!record.applied) {
        record.applied = true;
        record.refundedFen = clearedFen;
      }
    } catch (error) {
      throw error instanceof RangeError ? rejected('设备应答无效') : error;
    }
  }

  submitResponse<K extends CommandKind>(kind: K, params: CommandParams[K], answer: DeviceAnswer): Promise<SubmitResult> {
    return this.act('submitResponse', () => {
      if (kind === 'meter-zero-balance') {
        this.confirmZeroing((params as CommandParams['meter-zero-balance']).meterId, answer);
        this.accepted.push({ kind, hex: answer.hex });
        return {};
      }
      if (kind === 'meter-recharge') {
        // Idempotent: a resumed recharge may be reported twice; it is confirmed once.
        this.confirmRecharge((params as CommandParams['meter-recharge']).meterId, answer).confirmed = true;
        this.accepted.push({ kind, hex: answer.hex });
        return {};
      }
      const reader = this.readAnswer(kind, answer);
      let next: DeviceCommand | undefined;
      try {
        if (kind === 'water-processor') {
          const writeId = reader.u32();
          const { meterId } = params as CommandParams['water-processor'];
          const allowance = [...this.waterAllowances.values()].find((a) => a.writeId === writeId);
          if (allowance === undefined || allowance.meterId !== meterId) throw rejected('待办任务不存在');
          reader.u32();
          reader.u8();
          if (allowance.credited === 0) allowance.credited = 1;
        }
        if (kind === 'lock-upload-log') {
          const page = reader.u16();
          const more = reader.u8();
          const count = reader.u8();
          for (let i = 0; i < count; i += 1) this.lockLogs.push(reader.u32());
          if (more === 1) {
            const tag = this.tag(params as CommandParams['lock-upload-log']);
            next = { hex: bytesToHex(simCommand(SIM_OP.uploadLog, tag, new ByteWriter().u16(page + 1).done())) };
          }
        }
      } catch (error) {
        throw error instanceof RangeError ? rejected('设备应答无效') : error;
      }
      this.accepted.push({ kind, hex: answer.hex });
      return next === undefined ? {} : { next };
    });
  }

  getPendingTodoTask(meterId: string): Promise<TodoTask | null> {
    return this.act('getPendingTodoTask', () => this.tasks.find((t) => !t.done && t.task.meterId === meterId)?.task ?? null);
  }

  createTodoTask(params: CommandParams['meter-recharge'], command: DeviceCommand): Promise<TodoTask> {
    return this.act('createTodoTask', () => {
      const reader = new ByteReader(hexToBytes(command.hex));
      reader.u8();
      reader.u32();
      const record = this.recharges.get(reader.u32());
      if (record === undefined || record.tasked || record.meterId !== params.meterId) throw rejected('充值记录不存在');
      record.tasked = true;
      const task: TodoTask = { taskId: `task-${this.nextTask++}`, meterId: params.meterId, params, command };
      this.tasks.push({ task, rechargeId: record.rechargeId, done: false });
      return task;
    });
  }

  completeTodoTask(task: TodoTask, answer: DeviceAnswer): Promise<void> {
    return this.act('completeTodoTask', () => {
      const stored = this.tasks.find((t) => t.task.taskId === task.taskId);
      if (stored === undefined) throw rejected('待办任务不存在');
      const record = this.confirmRecharge(task.meterId, answer);
      if (record.rechargeId !== stored.rechargeId) throw rejected('待办任务与充值记录不符');
      record.confirmed = true;
      stored.done = true;
    });
  }

  async reportFailure<K extends CommandKind>(kind: K, _params: CommandParams[K], failure: { kind: string }): Promise<void> {
    this.calls.push('reportFailure');
    this.failures.push({ kind, failure: failure.kind });
  }

  get pendingTasks(): TodoTask[] {
    return this.tasks.filter((t) => !t.done).map((t) => t.task);
  }

  /** Sum of the recharges the server heard back about (what the meter's balance must have grown by). */
  confirmedFen(meterId: string): number {
    let sum = 0;
    for (const r of this.recharges.values()) if (r.meterId === meterId && r.confirmed) sum += r.fen;
    return sum;
  }

  /** What the tenant got back from the meter's zeroings (each refunded once). */
  refundedFen(meterId: string): number {
    let sum = 0;
    for (const z of this.zeroings.values()) if (z.meterId === meterId) sum += z.refundedFen;
    return sum;
  }

  taskedRecharges(meterId: string): RechargeRecord[] {
    return [...this.recharges.values()].filter((r) => r.meterId === meterId && r.tasked);
  }
}
