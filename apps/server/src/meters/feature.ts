import { metersSchema } from '../db/migrations/0018_meters';
import { meterZeroBalanceSchema } from '../db/migrations/0031_meter_zero_balance';
import { addDeviceSummaryExtra, createDeviceStore } from '../devices/deviceStore';
import type { ServerFeature } from '../serverFeature';
import { createMeterStore } from './meterStore';
import { meterRoutes } from './routes';
import { seedMeters } from './seed';
import { createZeroBalanceStore, zeroBalanceRoutes } from './zeroBalance';

/**
 * Prepaid meters (issue 14): the meter page, a year of hourly use, top-ups paid through the pay module (an online
 * meter credited at once, an offline one by Bluetooth on the next visit) and the offline recharge with its todo task,
 * credited once however often the meter's confirmation arrives; 退租清零 at move-out (zeroBalance.ts), refunded once to
 * the wallet.
 */
export const metersFeature: ServerFeature = {
  name: 'meters',
  requires: ['contracts', 'devices', 'pay', 'wallet'],
  routes: (services) => {
    const store = createMeterStore(services, createDeviceStore(services));
    addDeviceSummaryExtra(services, (row) => {
      if (row.device_type === 1) return {};
      const meter = store.summaryOf(row.id);
      return meter === null ? {} : { balance: meter.balance, online: meter.online };
    });
    const zeroing = createZeroBalanceStore(services, store);
    return [...meterRoutes(store, zeroing.refuseTopUpWhenZeroed), ...zeroBalanceRoutes(zeroing)];
  },
  migrations: [metersSchema, meterZeroBalanceSchema],
  seed: seedMeters,
};
