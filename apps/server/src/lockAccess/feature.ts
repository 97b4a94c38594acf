import { lockAccessSchema } from '../db/migrations/0030_ttlock_and_nfc';
import { houseLockSettings } from '../db/migrations/0044_house_lock_settings';
import { addLockAccessSource, createDeviceStore } from '../devices/deviceStore';
import { gatewayLimitMs } from '../devices/feature';
import { createLockCloud } from '../devices/lockCloud';
import { createTempPasswords } from '../devices/tempPasswords';
import type { ServerFeature } from '../serverFeature';
import { createLockAccessStore } from './lockAccessStore';
import { lockAccessRoutes } from './routes';
import { seedLockAccess } from './seed';

/**
 * Lock access (issue 14): a lock's authorisations (auth-list), sharing it with a family member who accepts it
 * (lock/auth/accept: the member then finds it among their devices), changing or ending a shared key (auth/{authId}),
 * the house's lock-auth setting (setting-house-lock-auth), the lock account (getLockAccountInfo); the phone's NFC keys (device_nfc:
 * nfc-active-cmd, nfc-open-report, save-nfc-log, report-nfc-active-fail, user-auth-list); and the demo tenant's
 * TTLock (pages/ttdevice).
 */
export const lockAccessFeature: ServerFeature = {
  name: 'lockAccess',
  requires: ['devices', 'contracts'],
  routes: (services) => {
    const devices = createDeviceStore(services);
    const cloud = createLockCloud(services, { gatewayLimitMs });
    const store = createLockAccessStore(services, devices, cloud);
    addLockAccessSource(services, store.source);
    return lockAccessRoutes(devices, store, createTempPasswords(services, devices, cloud));
  },
  migrations: [lockAccessSchema, houseLockSettings],
  seed: seedLockAccess,
  accountCancel: ({ db }) => ({
    // The tenant's shares (with the family members' phones) and their NFC reports go; shares with the tenant end.
    onAccountCancel: (userId) => {
      db.prepare('DELETE FROM lock_shares WHERE from_user_id = ?').run(userId);
      db.prepare('DELETE FROM lock_nfc_logs WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM house_lock_settings WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM lock_auths WHERE user_id = ? AND id IN (SELECT auth_id FROM lock_shared_auths)').run(userId);
    },
  }),
};
