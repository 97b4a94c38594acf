import { z } from 'zod';
import { devicesSchema } from '../db/migrations/0017_devices';
import { tempPasswordEnds } from '../db/migrations/0038_temp_password_ends';
import { registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import { createDeviceStore } from './deviceStore';
import { createLockCloud, DEFAULT_GATEWAY_LIMIT_MS } from './lockCloud';
import { deviceHomeRoutes, lockRoutes } from './routes';
import { createTempPasswords } from './tempPasswords';
import { seedDevices } from './seed';

/** The dev route for a lock's gateway (tests and the demo play offline, failing and silent gateways); it names the lock in its body. */
export const DEV_LOCK_GATEWAY_PATH = '/__dev/locks/gateway';
/** What maintenance reports of a lock's gateway (POST /operator/v1/locks/gateway/{lockId}). */
const GatewaySchema = z.object({
  mode: z.enum(['online', 'offline', 'fail', 'silent']),
  latencyMs: z.number().int().min(0).max(120_000).default(800),
});
const DevGatewaySchema = GatewaySchema.extend({ lockId: z.string().min(1).max(64) }).transform(({ lockId, ...body }) => ({ target: lockId, body }));

/** The gateway's limit for a remote open, read at each open: ASTER_LOCK_GATEWAY_LIMIT_MS shortens it for tests of the timeout. */
export const gatewayLimitMs = () => {
  const configured = Number(process.env.ASTER_LOCK_GATEWAY_LIMIT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_GATEWAY_LIMIT_MS;
};

/**
 * The device cloud (issue 14): the devices of the houses the tenant lives in, per contract and room, and the locks
 * (details, pinning, the vendor commands relayed over Bluetooth, remote open through the gateway, temporary
 * passwords, the log). The meters (0018) and lock access (0019) features build on its tables.
 */
export const devicesFeature: ServerFeature = {
  name: 'devices',
  requires: ['contracts', 'operator'],
  routes: (services) => {
    const store = createDeviceStore(services);
    const cloud = createLockCloud(services, { gatewayLimitMs });
    return [...deviceHomeRoutes(store), ...lockRoutes(store, cloud, createTempPasswords(services, store, cloud))];
  },
  register: (app, services) => {
    const cloud = createLockCloud(services, { gatewayLimitMs });
    // Temporary passwords whose maker lost the lock (a lease over, a share gone) are ended at the lock, and ends the
    // gateway did not confirm are sent again, on a timer.
    const passwords = createTempPasswords(services, createDeviceStore(services), cloud);
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      passwords
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'temporary password sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, services.limits.tempPasswordSweepMs).unref();
    app.addHook('onClose', () => clearInterval(timer));
    registerOperatorRoute(app, services, {
      devPath: DEV_LOCK_GATEWAY_PATH,
      action: 'locks/gateway',
      roles: ACTION_ROLES.maintenance,
      target: 'text',
      body: GatewaySchema,
      devBody: DevGatewaySchema,
      act: (lockId, body) => {
        cloud.setGateway(lockId, body.mode, body.latencyMs);
        return { lockId, mode: body.mode };
      },
    });
  },
  migrations: [devicesSchema, tempPasswordEnds],
  seed: seedDevices,
};
