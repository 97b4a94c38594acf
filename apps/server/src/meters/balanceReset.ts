// 余额校零 (issue 38: offlineResetBalance): the operator asks for an offline meter to be set to 0 when the money on it
// was settled with an earlier lease (the previous tenant's leftover, refunded with their deposit), so the tenant living
// there now neither uses nor pays for it. The request is a todo task (taskType 4) of the tenant living there; the
// meter store issues the command only for it and closes it with the meter's first answer. Refused where it could
// clear the current tenant's own money: an online meter (its cloud is settled by the operator itself), or a meter the
// tenant living there has already topped up.

import { METER_TASK_TYPE } from '@aster/core-api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { DEVICE_ACCESS_STATUSES } from '../devices/deviceStore';
import { BusinessError } from '../http/errors';
import { registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { Services } from '../services';
import { meterErrors } from './meterStore';
import { SIM_OP } from '@aster/device-ble/testing';
import { simulatedCommandHex } from './simulatedCommand';

/** The dev route asking for a meter's 余额校零 (tests and the demo play maintenance). */
export const DEV_BALANCE_RESET_PATH = '/__dev/meters/:meterId/balance-resets';

export const resetErrors = {
  online: () => new BusinessError('METER_RESET_ONLINE', '在线表的余额由运营方在云端结算，无需校零'),
  noTenant: () => new BusinessError('METER_RESET_NO_TENANT', '该表所在房源暂无在住租客'),
  tenantsMoney: () => new BusinessError('METER_RESET_TENANT_MONEY', '在住租客已为该表充值，不能校零'),
  open: () => new BusinessError('METER_RESET_OPEN', '该表已有待处理的余额校零'),
};

export function requestBalanceReset(db: Db, now: number, meterId: string, reason: string): string {
  return db.transaction(() => {
    const meter = db.prepare('SELECT d.id, d.house_id, d.mac, d.online, d.device_type FROM devices d JOIN meters m ON m.device_id = d.id WHERE d.id = ?').get(meterId) as
      | { id: string; house_id: string; mac: string; online: number; device_type: number }
      | undefined;
    if (meter === undefined) throw meterErrors.notFound();
    if (meter.online === 1) throw resetErrors.online();
    const tenant = db
      .prepare(`SELECT user_id FROM contracts WHERE house_id = ? AND status IN ('${DEVICE_ACCESS_STATUSES.join("', '")}') ORDER BY start_date DESC LIMIT 1`)
      .get(meter.house_id) as { user_id: number } | undefined;
    if (tenant === undefined) throw resetErrors.noTenant();
    if (db.prepare('SELECT 1 FROM meter_topups WHERE device_id = ? AND user_id = ? AND paid_at IS NOT NULL').get(meter.id, tenant.user_id) !== undefined) throw resetErrors.tenantsMoney();
    if (db.prepare("SELECT 1 FROM device_todo_tasks WHERE device_id = ? AND task_type = ? AND status = 'pending'").get(meter.id, METER_TASK_TYPE.resetBalance) !== undefined) throw resetErrors.open();
    const id = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM meter_balance_resets').get() as { id: number }).id;
    const taskId = `RB${id}`;
    db.prepare("INSERT INTO device_todo_tasks (id, device_id, user_id, task_type, params, command_hex, locked, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 'pending', ?)").run(
      taskId,
      meter.id,
      tenant.user_id,
      METER_TASK_TYPE.resetBalance,
      JSON.stringify({ meterId: meter.id }),
      simulatedCommandHex(SIM_OP.resetBalance, meter.mac),
      now,
    );
    db.prepare('INSERT INTO meter_balance_resets (id, task_id, device_id, reason, created_at) VALUES (?, ?, ?, ?, ?)').run(id, taskId, meter.id, reason, now);
    return taskId;
  })();
}

const ResetSchema = z.object({ reason: z.string().trim().min(1).max(40) });

/** POST /operator/v1/meters/balance-resets/{meterId} {reason}: maintenance asks for a meter's 余额校零 (the dev route too). */
export function registerBalanceReset(app: FastifyInstance, services: Services): void {
  registerOperatorRoute(app, services, {
    devPath: DEV_BALANCE_RESET_PATH,
    action: 'meters/balance-resets',
    roles: ACTION_ROLES.maintenance,
    target: 'text',
    body: ResetSchema,
    act: (meterId, body) => ({ todoTaskId: requestBalanceReset(services.db, services.clock.now(), meterId, body.reason) }),
  });
}
