import { metersSchema } from '../db/migrations/0018_meters';
import { meterZeroBalanceSchema } from '../db/migrations/0031_meter_zero_balance';
import { meterAddWaterSchema } from '../db/migrations/0032_meter_add_water';
import { meterLogsSchema } from '../db/migrations/0043_meter_logs';
import { meterBalanceTopUpsSchema } from '../db/migrations/0050_meter_balance_topups';
import { balanceTopUpRoutes, createBalanceTopUps } from './balanceTopUp';
import { registerBalanceReset } from './balanceReset';
import { addDeviceSummaryExtra, createDeviceStore } from '../devices/deviceStore';
import type { ServerFeature } from '../serverFeature';
import { addWaterRoutes, createWaterStore, registerWaterGrant, seedWaterAllowances } from './addWater';
import { createMeterStore } from './meterStore';
import { meterRoutes } from './routes';
import { seedMeters } from './seed';
import { createZeroBalanceStore, zeroBalanceRoutes } from './zeroBalance';

/**
 * Prepaid meters (issue 14): the meter page, a year of hourly use, top-ups paid through the pay module (an online
 * meter credited at once, an offline one by Bluetooth on the next visit) and the offline recharge with its todo task,
 * credited once however often the meter's confirmation arrives; 退租清零 at move-out (zeroBalance.ts), refunded once to
 * the wallet; 加水: the operator's water allowances for the water meters' processors, each credited once (addWater.ts); a top-up
 * paid from the wallet balance in one transaction with the meter's credit (balanceTopUp.ts).
 */
export const metersFeature: ServerFeature = {
  name: 'meters',
  requires: ['contracts', 'devices', 'pay', 'wallet', 'operator'],
  routes: (services) => {
    const store = createMeterStore(services, createDeviceStore(services));
    addDeviceSummaryExtra(services, (row) => {
      if (row.device_type === 1) return {};
      const meter = store.summaryOf(row.id);
      return meter === null ? {} : { balance: meter.balance, online: meter.online };
    });
    const zeroing = createZeroBalanceStore(services, store);
    const water = createWaterStore(services, store);
    const balanceTopUps = createBalanceTopUps(services, store);
    return [
      ...meterRoutes(store, zeroing.refuseTopUpWhenZeroed, water, services.db, () => services.clock.now()),
      ...zeroBalanceRoutes(zeroing),
      ...addWaterRoutes(water),
      ...balanceTopUpRoutes(balanceTopUps, zeroing.refuseTopUpWhenZeroed),
    ];
  },
  register: (app, services) => {
    registerWaterGrant(app, services);
    registerBalanceReset(app, services);
  },
  migrations: [metersSchema, meterZeroBalanceSchema, meterAddWaterSchema, meterLogsSchema, meterBalanceTopUpsSchema],
  seed: (db) => {
    seedMeters(db);
    seedWaterAllowances(db);
  },
};
