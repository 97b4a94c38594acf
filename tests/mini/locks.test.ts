import { type Platform } from '../../packages/mp-harness/src';
import { miniBluetooth } from '../support/devices';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The locks in the built WeChat and Alipay bundles, one walk: 我的 -> 智能设备, the room lock opened remotely and
// by Bluetooth (a simulated lock in range of the fake wx / my Bluetooth), a temporary password, the lock's time set.
interface Lock {
  id: string;
  model: string;
  lockMac: string;
}

describe.each(platforms)('locks in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('opens the door remotely and by Bluetooth and sends a temporary password', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const locks = await server.getData<Lock[]>('/tapp/v1/intelligent/locks', { token: tenant.token });
    const roomLock = locks.find((lock) => lock.model === 'device_lock' && lock.id.startsWith('LK'));
    if (roomLock === undefined) throw new Error('the demo tenant has no room lock');
    const bluetooth = miniBluetooth(platform, { locks: [{ mac: roomLock.lockMac }], meters: [] });
    const app = await apps.launch(platform, {
      storage: storedSession(tenant),
      entry: '/pages/mine/index',
      apis: bluetooth.apis,
      authSetting: { 'scope.bluetooth': true },
    });
    const { shows, onPage, tap } = asTenant(app);

    await tap('mine-entry-devices');
    await onPage('pages/device/device_index/index');
    await tap(`device-open-${roomLock.id}`);
    await onPage('pages/device/device_lock/index');
    await waitFor(app, 'the lock', () => shows('网关在线'));

    await tap('lock-remote-open');
    await waitFor(app, 'the remote open', () => shows('门已打开'));
    await tap('lock-bluetooth-open');
    await waitFor(app, 'the Bluetooth open', () => bluetooth.lock(roomLock.lockMac).opened === 1 && shows('蓝牙开门'));

    await tap('lock-temp-password');
    await onPage('pages/device/device_lock/tempPwd');
    await tap('temp-create');
    await waitFor(app, 'the password', () => /\d{8}/.test(app.currentPage().text()) && shows('仅可使用一次'));
    await app.navigate('navigateBack', { delta: 1 });
    await onPage('pages/device/device_lock/index');

    await tap('lock-sync-time');
    await onPage('pages/device/device_lock/syncTime');
    await tap('sync-time');
    await waitFor(app, 'the time set', () => shows('门锁时间已同步'));
    expect(bluetooth.lock(roomLock.lockMac).timeSeconds).toBeGreaterThan(0);
  });
});
