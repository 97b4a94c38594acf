// The locks' side of the device cloud as the reference server plays it: the vendor commands the simulated locks of
// device-ble understand (its simProtocol: op, the lock's tag, arguments, signature), the parsing of their answers,
// the gateway a remote open goes through, temporary passwords and the lock's log. An answer is applied only against
// a command this server issued to the same tenant for the same lock, and only once.

import crypto from 'node:crypto';
import {
  type CommandVerdict,
  type LockLogPage,
  LOCK_LOG_PAGE_SIZE,
  type RemoteOpenResult,
  type TempPassword,
} from '@aster/core-api';
import { chinaIso } from '@aster/core-domain';
import { bytesToHex, hexToBytes, parseMac } from '@aster/device-ble';
import { ANSWER_FLAG, SIM_OP, SIM_RESULT, simCommand } from '@aster/device-ble/testing';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import type { AccessRow, LockRow } from './deviceStore';

/** The commands the server builds; 'nfc' (an NFC key written to the lock) is the lock-access feature's. */
export type LockCommandName = 'open' | 'set-time' | 'upload-log' | 'update-password' | 'nfc';

const OP: Readonly<Record<LockCommandName, number>> = {
  open: SIM_OP.open,
  'set-time': SIM_OP.setTime,
  'upload-log': SIM_OP.uploadLog,
  'update-password': SIM_OP.updatePassword,
  nfc: SIM_OP.nfc,
};

/** A command is answered within this time or asked for again (the relay's own limits are far shorter). */
const COMMAND_TTL_MS = 10 * 60 * 1000;
/** The gateway's own limit for a remote open: under the app's 60 s, so the tenant hears "timeout" from us. */
export const DEFAULT_GATEWAY_LIMIT_MS = 55_000;
/** A one-time password opens once within this many hours (the vendors' rule for one-time codes). */
const ONCE_PASSWORD_HOURS = 6;
/** Temporary passwords one tenant may make for one lock a China day. */
const TEMP_PASSWORDS_PER_DAY = 20;

export const lockErrors = {
  noBluetooth: () => new BusinessError('LOCK_NO_BLUETOOTH', '该门锁不支持蓝牙开门，请使用远程开门'),
  bluetoothOnly: () => new BusinessError('LOCK_NO_BLUETOOTH', '该门锁不支持蓝牙操作，请联系管家'),
  noGateway: () => new BusinessError('LOCK_NO_GATEWAY', '该门锁未接入网关，请在门锁旁使用蓝牙开门'),
  commandExpired: () => new BusinessError('LOCK_COMMAND_EXPIRED', '指令已失效，请重新操作'),
  answerInvalid: () => new BusinessError('LOCK_ANSWER_INVALID', '门锁应答无效，请重试'),
  lockRefused: () => new BusinessError('LOCK_REFUSED', '门锁拒绝执行该指令，请联系管家'),
  notYourAuth: () => new BusinessError('LOCK_AUTH_NOT_FOUND', '授权不存在或您暂无权限修改'),
  memberTempPasswordsOff: () => new BusinessError('TEMP_PASSWORD_NOT_ALLOWED', '分享门锁给您的家人已关闭临时密码，请联系家人'),
  tempPasswordLimit: () => new BusinessError('TEMP_PASSWORD_LIMIT', `每把门锁每天最多生成${TEMP_PASSWORDS_PER_DAY}个临时密码`),
};

const REMOTE_TEXT: Readonly<Record<RemoteOpenResult['result'], string>> = {
  opened: '门已打开',
  offline: '门锁网关离线，请稍后再试或在门锁旁使用蓝牙开门',
  timeout: '门锁未在规定时间内响应，请稍后再试',
  refused: '门锁拒绝开门，请联系管家',
};

const LOG_TEXT = { bluetooth: '蓝牙开门', remote: '远程开门', lock: '门锁开门记录' } as const;

interface CommandRow {
  id: number;
  args: string;
  issued_at: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const tagOf = (mac: string): number => {
  const bytes = parseMac(mac);
  if (bytes === null) throw lockErrors.answerInvalid();
  return ((bytes[2] ?? 0) << 24 | (bytes[3] ?? 0) << 16 | (bytes[4] ?? 0) << 8 | (bytes[5] ?? 0)) >>> 0;
};

const u32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const u16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];

/** Reads an answer's data after checking it answers `op` and the lock did it; anything else is refused. */
function answerData(op: number, hex: string): DataView {
  const bytes = hexToBytes(hex);
  if (bytes.length < 2 || bytes[0] !== (op | ANSWER_FLAG)) throw lockErrors.answerInvalid();
  if (bytes[1] !== SIM_RESULT.ok) throw lockErrors.lockRefused();
  return new DataView(bytes.buffer, bytes.byteOffset + 2, bytes.length - 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LockCloud = ReturnType<typeof createLockCloud>;

export function createLockCloud(services: Services, options: { gatewayLimitMs: () => number }) {
  const { db, clock } = services;
  const q = {
    issue: db.prepare('INSERT INTO lock_commands (lock_id, user_id, command, hex, args, issued_at) VALUES (?, ?, ?, ?, ?, ?)'),
    open: db.prepare('SELECT id, args, issued_at FROM lock_commands WHERE lock_id = ? AND user_id = ? AND command = ? AND answered_at IS NULL AND issued_at >= ? ORDER BY id DESC LIMIT 1'),
    answered: db.prepare('UPDATE lock_commands SET answered_at = ? WHERE id = ? AND answered_at IS NULL'),
    log: db.prepare('INSERT OR IGNORE INTO lock_logs (lock_id, at, source, text) VALUES (?, ?, ?, ?)'),
    logs: db.prepare('SELECT id, at, text FROM lock_logs WHERE lock_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?'),
    logCount: db.prepare('SELECT COUNT(*) AS n FROM lock_logs WHERE lock_id = ?'),
    timeSet: db.prepare('UPDATE device_locks SET time_set_at = ? WHERE device_id = ?'),
    passwordSet: db.prepare('UPDATE lock_auths SET password_set_at = ? WHERE id = ? AND lock_id = ? AND user_id = ?'),
    ownAuth: db.prepare('SELECT id FROM lock_auths WHERE id = ? AND lock_id = ? AND user_id = ? AND auth_type = 1'),
    tempCount: db.prepare('SELECT COUNT(*) AS n FROM lock_temp_passwords WHERE lock_id = ? AND user_id = ? AND created_at >= ?'),
    temp: db.prepare(`INSERT INTO lock_temp_passwords (lock_id, user_id, kind, code_hash, valid_from, valid_to, created_at, for_whom, share_id, shared_by)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    gateway: db.prepare('UPDATE device_locks SET gateway_mode = ?, gateway_latency_ms = ? WHERE device_id = ?'),
    gatewayOf: db.prepare('SELECT gateway_mode, gateway_latency_ms FROM device_locks WHERE device_id = ?'),
  };
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  /** Builds a command for the lock and records it (the password command's bytes are not kept: they carry the code). */
  const issue = (lock: LockRow, userId: number, command: LockCommandName, args: number[], recorded: Record<string, number>) => {
    if (lock.is_blue !== 1) throw command === 'open' ? lockErrors.noBluetooth() : lockErrors.bluetoothOnly();
    const hex = bytesToHex(simCommand(OP[command], tagOf(lock.mac), Uint8Array.from(args)));
    q.issue.run(lock.id, userId, command, command === 'update-password' ? '' : hex, JSON.stringify(recorded), clock.now());
    return { hex };
  };

  const openCommand = (lock: LockRow, userId: number, command: LockCommandName): CommandRow => {
    const row = q.open.get(lock.id, userId, command, clock.now() - COMMAND_TTL_MS) as CommandRow | undefined;
    if (row === undefined) throw lockErrors.commandExpired();
    return row;
  };

  const cloud = {
    openCmd(lock: LockRow, userId: number) {
      const at = nowSeconds();
      return issue(lock, userId, 'open', u32(at), { at });
    },
    setTimeCmd(lock: LockRow, userId: number) {
      const at = nowSeconds();
      return issue(lock, userId, 'set-time', u32(at), { at });
    },
    uploadLogCmd(lock: LockRow, userId: number, page = 0) {
      return issue(lock, userId, 'upload-log', u16(page), { page });
    },
    /** The caller's own password authorisation only; the six digits travel in the command, never stored here. */
    updatePwdCmd(lock: LockRow, userId: number, lockAuthId: string, password: string) {
      const authId = Number(lockAuthId);
      if (!Number.isInteger(authId) || authId > 0xffff || q.ownAuth.get(authId, lock.id, userId) === undefined) throw lockErrors.notYourAuth();
      return issue(lock, userId, 'update-password', [...u16(authId), ...Array.from(password, (c) => c.charCodeAt(0))], { authId });
    },

    /** Writes an NFC key (a 32-bit card id) into the lock; the lock-access feature makes the key once the lock answers. */
    nfcCmd(lock: LockRow, userId: number, nfcId: number) {
      return issue(lock, userId, 'nfc', u32(nfcId), { nfcId });
    },

    /** Applies the lock's answer to the command this tenant was given; the log may ask for its next page. */
    submit(lock: LockRow, userId: number, command: LockCommandName, hex: string): CommandVerdict {
      const row = openCommand(lock, userId, command);
      const args = JSON.parse(row.args) as Record<string, number>;
      const data = answerData(OP[command], hex);
      const now = clock.now();
      let next: CommandVerdict['next'];
      try {
        switch (command) {
          case 'open': {
            const at = data.getUint32(0);
            if (at !== args.at) throw lockErrors.answerInvalid();
            q.log.run(lock.id, at * 1000, 'bluetooth', LOG_TEXT.bluetooth);
            break;
          }
          case 'set-time':
            if (data.getUint32(0) !== args.at) throw lockErrors.answerInvalid();
            q.timeSet.run(now, lock.id);
            break;
          case 'nfc':
            if (data.getUint32(0) !== args.nfcId) throw lockErrors.answerInvalid();
            break;
          case 'update-password':
            if (data.getUint16(0) !== args.authId) throw lockErrors.answerInvalid();
            q.passwordSet.run(now, args.authId, lock.id, userId);
            break;
          case 'upload-log': {
            const page = data.getUint16(0);
            const more = data.getUint8(2);
            const count = data.getUint8(3);
            if (page !== args.page) throw lockErrors.answerInvalid();
            for (let i = 0; i < count; i += 1) q.log.run(lock.id, data.getUint32(4 + i * 4) * 1000, 'bluetooth', LOG_TEXT.lock);
            if (more === 1) next = cloud.uploadLogCmd(lock, userId, page + 1);
            break;
          }
        }
      } catch (error) {
        if (error instanceof RangeError) throw lockErrors.answerInvalid();
        throw error;
      }
      if (q.answered.run(now, row.id).changes !== 1) throw lockErrors.commandExpired();
      return next === undefined ? {} : { next };
    },

    /** What an answer says, in words (support's view), without acting on it. */
    describe(command: LockCommandName, hex: string): string {
      try {
        const data = answerData(OP[command], hex);
        if (command === 'open' || command === 'set-time') return `${command === 'open' ? '开门成功' : '时间已同步'}：${chinaIso(data.getUint32(0) * 1000)}`;
        if (command === 'update-password') return `密码已更新（授权 ${data.getUint16(0)}）`;
        if (command === 'nfc') return `NFC钥匙已写入（${data.getUint32(0)}）`;
        return `日志第 ${data.getUint16(0) + 1} 页，${data.getUint8(3)} 条${data.getUint8(2) === 1 ? '，还有更多' : ''}`;
      } catch (error) {
        if (error instanceof BusinessError) return error.message;
        return lockErrors.answerInvalid().message;
      }
    },

    /**
     * Remote open through the lock's gateway as the device cloud plays it: the gateway's latency, then its answer;
     * offline at once; a gateway that does not answer within the limit is a timeout.
     */
    async remoteOpen(lock: LockRow): Promise<RemoteOpenResult> {
      if (lock.model === 'lock3') throw lockErrors.noGateway();
      const said = await cloud.throughGateway(lock);
      const outcome = (result: RemoteOpenResult['result']): RemoteOpenResult => ({ result, message: REMOTE_TEXT[result] });
      if (said !== 'done') return outcome(said === 'none' ? 'offline' : said);
      q.log.run(lock.id, clock.now(), 'remote', LOG_TEXT.remote);
      return outcome('opened');
    },

    /**
     * A command sent to the lock through its gateway, as the device cloud plays it: the gateway's latency, then its
     * answer ('done' once the lock did it); offline at once; no answer within the limit is a timeout; none on lock3.
     */
    async throughGateway(lock: LockRow): Promise<'done' | 'offline' | 'timeout' | 'refused' | 'none'> {
      if (lock.model === 'lock3') return 'none';
      const gateway = q.gatewayOf.get(lock.id) as { gateway_mode: LockRow['gateway_mode']; gateway_latency_ms: number };
      if (gateway.gateway_mode === 'offline' || lock.online !== 1) return 'offline';
      const limitMs = options.gatewayLimitMs();
      await sleep(gateway.gateway_mode === 'silent' ? limitMs : Math.min(gateway.gateway_latency_ms, limitMs));
      if (gateway.gateway_mode === 'silent' || gateway.gateway_latency_ms >= limitMs) return 'timeout';
      if (gateway.gateway_mode === 'fail') return 'refused';
      return 'done';
    },

    /**
     * A temporary password: 8 digits, once within 6 hours or any number of times for `hours`; kept hashed, with the
     * share its maker reached the lock through (its sharer sees it, revoking the share ends it).
     */
    tempPassword(lock: LockRow, userId: number, access: AccessRow, request: { kind: TempPassword['kind']; hours: number; forWhom?: string | undefined }): TempPassword {
      const { kind, hours } = request;
      // The lease holder's house setting (setting-house-lock-auth) may keep their family from making them.
      if (access.shared === true && access.memberTempPasswords === false) throw lockErrors.memberTempPasswordsOff();
      const now = clock.now();
      const dayStart = now - ((now + 8 * 3600_000) % 86_400_000);
      if ((q.tempCount.get(lock.id, userId, dayStart) as { n: number }).n >= TEMP_PASSWORDS_PER_DAY) throw lockErrors.tempPasswordLimit();
      const password = String(crypto.randomInt(0, 100_000_000)).padStart(8, '0');
      const validTo = now + (kind === 'once' ? ONCE_PASSWORD_HOURS : hours) * 3600_000;
      const forWhom = request.forWhom === undefined || request.forWhom === '' ? null : request.forWhom;
      q.temp.run(lock.id, userId, kind, sha256(`${lock.id}:${password}`), now, validTo, now, forWhom, access.shareId ?? null, access.sharedBy ?? null);
      return { password, kind, validFrom: chinaIso(now), validTo: chinaIso(validTo) };
    },

    logs(lock: LockRow, pageNum: number): LockLogPage {
      const rows = q.logs.all(lock.id, LOCK_LOG_PAGE_SIZE, (pageNum - 1) * LOCK_LOG_PAGE_SIZE) as { id: number; at: number; text: string }[];
      return {
        list: rows.map((row) => ({ id: String(row.id), time: chinaIso(row.at), text: row.text })),
        total: (q.logCount.get(lock.id) as { n: number }).n,
        pageNum,
      };
    },

    /** The operator's dev flag: how the lock's gateway behaves (online, offline, fail, silent) and its latency. */
    setGateway(lockId: string, mode: LockRow['gateway_mode'], latencyMs: number): void {
      if (q.gateway.run(mode, latencyMs, lockId).changes !== 1) throw new BusinessError('LOCK_NOT_FOUND', '门锁不存在');
    },
  };
  return cloud;
}
