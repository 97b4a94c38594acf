import { baozuDeviceEndpoints, METER_BUTTON, meterEndpoints, smartDeviceEndpoints } from '@aster/core-api';
import { parseYuanToFen } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { WaterStore } from './addWater';
import type { MeterStore } from './meterStore';

/**
 * The meter page's reads (with 加水's allowance, `water`), top-ups (after `guardTopUp`: 退租清零 refuses them once
 * zeroed), the offline recharge's relay calls with their todo tasks, 合闸 and 抄表.
 */
export function meterRoutes(store: MeterStore, guardTopUp: (userId: number, meterId: string) => void, water: WaterStore): ApiRoute[] {
  // an unreadable amount is NaN, which the store refuses as below the minimum
  const fen = (amount: number | string) => {
    const parsed = parseYuanToFen(String(amount));
    return parsed === null ? Number.NaN : Number(parsed);
  };
  return [
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
    implement(meterEndpoints.chargeRecord, (c) => store.chargeRecords(loggedInUser(c), c.input.meterId, c.input.pageSize)),
    implement(baozuDeviceEndpoints.meterDialogCheck, (c) =>
      c.input.btnType === METER_BUTTON.topUp ? store.topUpDialog(loggedInUser(c), c.params.id ?? '') : { show: false, title: '' },
    ),
    implement(meterEndpoints.topUp, (c) => store.topUp(loggedInUser(c), c.params.id ?? '')),
    implement(meterEndpoints.readLogs, (c) => store.readLogs(loggedInUser(c), c.input.meterId, c.input.startDate, c.input.endDate)),
    implement(smartDeviceEndpoints.meterSwitchOn, (c) => store.switchOnOnline(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.turnSwitchOnOffline, (c) => store.switchOnCommand(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.submitTurnSwitchOfflineResponse, (c) => store.switchOnAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
    implement(smartDeviceEndpoints.meterReadingOnline, (c) => store.readOnline(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.meterReadingOffline, (c) => store.readingCommand(loggedInUser(c), c.input.meterId)),
    implement(smartDeviceEndpoints.meterReadingOfflineResponse, (c) => store.readingAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
  ];
}
