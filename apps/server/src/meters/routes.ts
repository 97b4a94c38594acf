import { baozuDeviceEndpoints, METER_BUTTON, meterEndpoints, smartDeviceEndpoints } from '@aster/core-api';
import { parseYuanToFen } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import { addDotLog, meterLogErrors } from './meterLog';
import type { WaterStore } from './addWater';
import type { Db } from '../db/database';
import { meterErrors, type MeterStore } from './meterStore';

/**
 * The meter page's reads (with 加水's allowance, `water`), top-ups (after `guardTopUp`: 退租清零 refuses them once
 * zeroed), the offline recharge's relay calls with their todo tasks, 合闸 and 抄表.
 */
export function meterRoutes(store: MeterStore, guardTopUp: (userId: number, meterId: string) => void, water: WaterStore, db: Db, now: () => number): ApiRoute[] {
  // an unreadable amount is NaN, which the store refuses as below the minimum
  const fen = (amount: number | string) => {
    const parsed = parseYuanToFen(String(amount));
    return parsed === null ? Number.NaN : Number(parsed);
  };
  /** Why the caller may not top the meter up now (退租清零 done), or null. */
  const topUpRefusal = (userId: number, meterId: string): string | null => {
    try {
      guardTopUp(userId, meterId);
      return null;
    } catch (error) {
      if (error instanceof BusinessError) return error.message;
      throw error;
    }
  };
  return [
    implement(meterEndpoints.list, (c) => store.list(loggedInUser(c))),
    implement(meterEndpoints.rechargePosition, (c) => {
      const userId = loggedInUser(c);
      return {
        positions: store.list(userId).map((m) => {
          const reason = topUpRefusal(userId, m.id);
          return { meterId: m.id, name: m.name, deviceType: m.deviceType, houseTitle: m.houseTitle, roomName: m.roomName, online: m.online, balance: m.balance, chargeable: reason === null, reason };
        }),
      };
    }),
    implement(meterEndpoints.operationLog, (c) => {
      const { row } = store.own(loggedInUser(c), c.input.meterId);
      return store.log.list(loggedInUser(c), row.id, c.input.pageSize);
    }),
    implement(meterEndpoints.operationLogInfo, (c) => {
      const userId = loggedInUser(c);
      const meterId = store.log.meterOf(c.params.id ?? '');
      let row;
      try {
        row = store.own(userId, meterId).row;
      } catch {
        throw meterLogErrors.notFound();
      }
      return store.log.info(userId, c.params.id ?? '', row.name, true);
    }),
    implement(meterEndpoints.viewMoreButton, (c) => store.log.viewMore(store.own(loggedInUser(c), c.input.meterId).row.id)),
    implement(meterEndpoints.operateLogs, (c) => store.log.switches(store.own(loggedInUser(c), c.input.meterId).row.id, c.input.pageSize)),
    implement(meterEndpoints.useRecord, (c) => store.useRecords(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate, c.input.pageSize)),
    implement(meterEndpoints.useRecordTotal, (c) => store.useTotal(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate)),
    implement(smartDeviceEndpoints.showDeviceInfo, (c) => store.deviceInfo(loggedInUser(c), c.input.meterId)),
    implement(baozuDeviceEndpoints.deviceTaskTodo, (c) => store.tasksTodo(loggedInUser(c), c.params.id ?? '')),
    implement(baozuDeviceEndpoints.clickBtnCheck, (c) => store.buttonCheck(loggedInUser(c), c.input.deviceId, c.input.btnType, () => topUpRefusal(loggedInUser(c), c.input.deviceId))),
    implement(smartDeviceEndpoints.waterReadingOnline, (c) => store.readWaterOnline(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.offlineResetBalance, (c) => store.resetCommand(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.offlineResetBalanceResponse, (c) => store.resetAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
    implement(smartDeviceEndpoints.dotLogReport, (c) => {
      const userId = loggedInUser(c);
      const { deviceId, device, dotContent, zk } = c.input;
      if (deviceId !== undefined) store.own(userId, deviceId);
      const system = `${device.system} ${device.brand} ${device.model}`.trim().slice(0, 300);
      return addDotLog(db, now(), userId, { deviceId, system, content: zk === undefined ? dotContent : `${dotContent} [${zk}]` });
    }),
    implement(smartDeviceEndpoints.meterDetail, (c) => water.withWater(loggedInUser(c), store.detail(loggedInUser(c), c.input.meterId))),
    implement(smartDeviceEndpoints.dayUse, (c) => store.dayUse(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate)),
    implement(smartDeviceEndpoints.hourUse, (c) => store.hourUse(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate)),
    implement(meterEndpoints.baozuPrice, (c) => store.price(loggedInUser(c), c.input.meterId)),
    implement(meterEndpoints.minimumAmount, (c) => store.chargeRules(loggedInUser(c), c.input.meterId)),
    implement(meterEndpoints.charge, (c) => {
      guardTopUp(loggedInUser(c), c.input.meterId);
      return store.charge(loggedInUser(c), c.input.meterId, fen(c.input.amount));
    }),
    implement(smartDeviceEndpoints.offlineChargeBalance, (c) => store.rechargeCommand(loggedInUser(c), c.input.meterId, fen(c.input.amount))),
    implement(smartDeviceEndpoints.offlineRechargeBalanceResponse, (c) => store.submitRechargeAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
    implement(baozuDeviceEndpoints.getTodoTask, (c) => ({ task: store.pendingTask(loggedInUser(c), c.params.id ?? '') })),
    implement(baozuDeviceEndpoints.createRemoteTodoTask, (c) =>
      store.createTask(loggedInUser(c), c.params.id ?? '', { amount: c.input.amount, machineId: c.input.machineId }, c.input.hex),
    ),
    implement(baozuDeviceEndpoints.completeBleChargeTask, (c) => store.completeTask(loggedInUser(c), c.input.meterId, c.input.taskId, c.input.hex)),
    implement(meterEndpoints.chargeRecord, (c) => {
      const { recordId, meterId } = c.input;
      if (recordId !== undefined) return store.chargeRecord(loggedInUser(c), recordId, meterId);
      if (meterId === undefined) throw meterErrors.notFound();
      return store.chargeRecords(loggedInUser(c), meterId, c.input.pageSize);
    }),
    implement(baozuDeviceEndpoints.meterDialogCheck, (c) =>
      c.input.btnType === METER_BUTTON.topUp ? store.topUpDialog(loggedInUser(c), c.params.id ?? '') : { show: false, title: '' },
    ),
    implement(meterEndpoints.readLogs, (c) => store.readLogs(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate)),
    implement(smartDeviceEndpoints.meterSwitchOn, (c) => store.switchOnOnline(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.turnSwitchOnOffline, (c) => store.switchOnCommand(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.submitTurnSwitchOfflineResponse, (c) => store.switchOnAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
    implement(smartDeviceEndpoints.meterReadingOnline, (c) => store.readOnline(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.meterReadingOffline, (c) => store.readingCommand(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.meterReadingOfflineResponse, (c) => store.readingAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
  ];
}
