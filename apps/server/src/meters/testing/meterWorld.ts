import type { DeviceHome, MeterDetail } from '@aster/core-api';
import { expectOk, startBookingWorld, type BookingWorld } from '../../bookings/testing/bookingWorld';

const V3 = '/tapp/v3';

/**
 * The demo tenant's meters over HTTP for one test file: one seeded world, calls made as the tenant (or another
 * token), and a meter of the rented room found by its model (meter4: the offline 热水表) as the device home lists it.
 */
export function useMeterWorld() {
  let started: BookingWorld | undefined;
  beforeAll(async () => {
    started = await startBookingWorld();
  });
  afterAll(() => started?.server.close());
  const world = (): BookingWorld => {
    if (started === undefined) throw new Error('useMeterWorld: the world starts in beforeAll');
    return started;
  };
  const get = <T>(path: string, query: Record<string, string> = {}, token = world().tenant) => world().server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown, token = world().tenant) => world().server.call<T>('POST', path, { token, body });
  const meterOf = async (model: string) => {
    const home = expectOk(await get<DeviceHome>(`${V3}/smart-device/home`));
    const found = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === model);
    if (found === undefined) throw new Error(`no ${model}`);
    return expectOk(await get<MeterDetail>(`${V3}/smart-device/meter/detail`, { meterId: found.id }));
  };
  return { world, get, post, meterOf };
}
