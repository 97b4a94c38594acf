import { type Platform, textContent } from '../../packages/mp-harness/src';
import { miniBluetooth } from '../support/devices';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Issue 14's lock access in the built WeChat and Alipay bundles, one walk: the TTLock (pages/ttdevice) opened remotely
// and by Bluetooth through the TTLock adapter with a temporary password; the room lock shared with another demo user
// who accepts it and finds it on the device home; an NFC key read by a fake NFC adapter (wx / my getNFCAdapter) and
// written over Bluetooth; the member's phone without NFC told so.
interface Lock {
  id: string;
  model: string;
  lockMac: string;
  ttlockData?: string;
}

const MEMBER_MOBILE = '13900139000';

/** The phone's NFC adapter holding a key with UID 12:34:56:78 (key id 305419896). */
function fakeNfcAdapter() {
  let listener: ((found: { id: ArrayBuffer }) => void) | undefined;
  return {
    startDiscovery: (options: { success?: () => void }) => {
      options.success?.();
      const found = listener;
      if (found !== undefined) setTimeout(() => found({ id: Uint8Array.from([0x12, 0x34, 0x56, 0x78]).buffer }), 30);
    },
    stopDiscovery: () => undefined,
    onDiscovered: (next: (found: { id: ArrayBuffer }) => void) => {
      listener = next;
    },
    offDiscovered: () => {
      listener = undefined;
    },
  };
}

describe.each(platforms)('lock access in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('opens the TTLock, shares the room lock with a family member who accepts it, and makes an NFC key', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const locks = await server.getData<Lock[]>('/tapp/v1/intelligent/locks', { token: tenant.token });
    const ttlock = locks.find((lock) => lock.model === 'ttlock');
    const roomLock = locks.find((lock) => lock.model === 'device_lock' && lock.id.startsWith('LK'));
    if (ttlock === undefined || roomLock === undefined) throw new Error('the demo tenant has no TTLock or room lock');
    const ttlockMac = (JSON.parse(ttlock.ttlockData ?? '{}') as { lockMac?: string }).lockMac ?? '';
    const bluetooth = miniBluetooth(platform, { locks: [{ mac: ttlockMac }, { mac: roomLock.lockMac }], meters: [] });
    const nfc = fakeNfcAdapter();
    const app = await apps.launch(platform, {
      storage: storedSession(tenant),
      entry: '/pages/device/device_index/index',
      apis: { ...bluetooth.apis, getNFCAdapter: () => nfc },
      authSetting: { 'scope.bluetooth': true },
    });
    const { shows, onPage, tap } = asTenant(app);

    await tap(`device-open-${ttlock.id}`);
    await onPage('pages/ttdevice/device_lock/index');
    await waitFor(app, 'the TTLock', () => shows('阳台门通通锁 · 网关在线'));
    await tap('lock-remote-open');
    await waitFor(app, 'the remote open', () => shows('门已打开'));
    await tap('lock-bluetooth-open');
    await waitFor(app, 'the Bluetooth open', () => bluetooth.lock(ttlockMac).opened === 1);
    await tap('lock-temp-password');
    await onPage('pages/ttdevice/tempPwd/index');
    await tap('temp-create');
    await waitFor(app, 'the password', () => /\d{8}/.test(app.currentPage().text()));

    await app.navigate('redirectTo', { url: `/pages/device/device_lock/index?lockId=${roomLock.id}` });
    await onPage('pages/device/device_lock/index');
    await tap('lock-auths');
    await onPage('pages/device/auth_list/index');
    await waitFor(app, 'the authorisations', () => shows('138****8000（我）'));
    await app.currentPage().input(app.currentPage().findByTestId('lock-share-phone'), MEMBER_MOBILE);
    await tap('lock-share-submit');
    await waitFor(app, 'the share link', () => asTenant(app).has('lock-share-link'));
    const link = textContent(app.currentPage().findByTestId('lock-share-link'));
    expect(link).toMatch(/^pages\/device\/lock_auth_accept\/index\?shareId=\w+&shortLink=\w+$/);

    const member = await server.loginByPhone(MEMBER_MOBILE);
    const memberApp = await apps.launch(platform, { storage: storedSession(member), entry: `/${link}` });
    const memberSteps = asTenant(memberApp);
    await memberSteps.onPage('pages/device/lock_auth_accept/index');
    await waitFor(memberApp, 'the share', () => memberSteps.shows('张*'));
    await memberSteps.tap('lock-share-accept');
    await memberSteps.onPage('pages/device/device_index/index');
    await waitFor(memberApp, 'the shared lock', () => memberSteps.shows('家人分享给我的门锁') && memberSteps.has(`device-${roomLock.id}`));

    await app.navigate('redirectTo', { url: `/pages/device_nfc/index?lockId=${roomLock.id}` });
    await onPage('pages/device_nfc/index');
    await tap('nfc-read');
    await waitFor(app, 'the NFC key read', () => shows('已读取手机NFC'));
    await tap('nfc-write');
    await waitFor(app, 'the NFC key written', () => shows('NFC开门已开通'));
    expect([...bluetooth.lock(roomLock.lockMac).nfcCards]).toEqual([305419896]);

    await memberApp.navigate('redirectTo', { url: `/pages/device_nfc/index?lockId=${roomLock.id}` });
    await memberSteps.onPage('pages/device_nfc/index');
    await memberSteps.tap('nfc-read');
    await waitFor(memberApp, 'the no-NFC message', () => memberSteps.shows('您的手机或浏览器不支持NFC，请使用蓝牙开门或远程开门'));
  });
});
