import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { installSimulatedBluetooth, simulatedLock } from '../support/devices';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The lock pages of issue 14's second part in Chromium, one walk: the demo tenant's TTLock (pages/ttdevice) opened
// remotely and by Bluetooth through the TTLock adapter, a temporary password for it; the room lock shared with
// another demo user (13900139000), who accepts it from the link and finds it on their device home; the room lock's
// NFC key read by a fake Web NFC and written over Bluetooth, and the no-NFC message of a browser without Web NFC;
// the NFC guide.
const h5 = useH5Browser();

const MEMBER_MOBILE = '13900139000';
const TTLOCK = '/aster/pages/ttdevice/device_lock/index';
const TT_TEMP = '/aster/pages/ttdevice/tempPwd/index';
const DEVICE_INDEX = '/aster/pages/device/device_index/index';
const LOCK = '/aster/pages/device/device_lock/index';
const AUTHS = '/aster/pages/device/auth_list/index';
const ACCEPT = '/aster/pages/device/lock_auth_accept/index';
const NFC = '/aster/pages/device_nfc/index';
const GUIDE = '/aster/pages/device/device_lock_nfc_guide/index';
const GUIDE2 = '/aster/pages/device/device_lock_nfc_guide/guide2';


interface Lock {
  id: string;
  model: string;
  lockMac: string;
  ttlockData?: string;
}

/** A phone's Web NFC as Chrome on Android has it, holding a key with UID 12:34:56:78 (key id 305419896). */
const FAKE_WEB_NFC = `window.NDEFReader = class {
  constructor() { this.onreading = null; this.onreadingerror = null; }
  async scan() { setTimeout(() => { if (this.onreading) this.onreading({ serialNumber: '12:34:56:78' }); }, 50); }
};`;

describe('lock access on H5', () => {
  let ttlock: Lock;
  let roomLock: Lock;

  /** One login per phone for the file (the server limits SMS codes a phone may ask for). */
  const sessions = new Map<string, string>();
  const sessionOf = async (mobile: string) => {
    const known = sessions.get(mobile);
    if (known !== undefined) return known;
    const { token } = await h5.server.loginByPhone(mobile);
    sessions.set(mobile, token);
    return token;
  };

  /** A tab logged in as `mobile` on `path` (tabs close after each test). */
  const tabAs = async (mobile: string, path: string, setUp: (tab: Awaited<ReturnType<typeof h5.newTab>>) => Promise<void> = () => Promise.resolve()) => {
    const tab = await h5.newTab();
    await setUp(tab);
    const session = await sessionOf(mobile);
    await h5.openLoggedIn(tab.page, session, path);
    return tab;
  };

  it('opens the TTLock remotely and by Bluetooth through the TTLock adapter, and sends it a temporary password', async () => {
    const token = await sessionOf(DEMO_TENANT_MOBILE);
    const locks = await h5.server.getData<Lock[]>('/tapp/v1/intelligent/locks', { token });
    const foundTt = locks.find((lock) => lock.model === 'ttlock');
    const foundRoom = locks.find((lock) => lock.model === 'device_lock' && lock.id.startsWith('LK'));
    if (foundTt === undefined || foundRoom === undefined) throw new Error('the demo tenant has no TTLock or room lock');
    ttlock = foundTt;
    roomLock = foundRoom;
    const ttlockMac = (JSON.parse(ttlock.ttlockData ?? '{}') as { lockMac?: string }).lockMac ?? '';

    const { page } = await tabAs(DEMO_TENANT_MOBILE, '/pages/device/device_index/index', ({ context }) => installSimulatedBluetooth(context, { locks: [{ mac: ttlockMac }], meters: [] }));
    await waitForPath(page, DEVICE_INDEX);
    await shown(page, `device-open-${ttlock.id}`).click();
    await waitForPath(page, TTLOCK);
    await shown(page, 'lock-status').filter({ hasText: '阳台门通通锁 · 网关在线' }).waitFor();
    await shown(page, 'lock-remote-open').click();
    await shown(page, 'lock-remote-outcome').filter({ hasText: '门已打开' }).waitFor();
    await shown(page, 'lock-bluetooth-open').click();
    await shown(page, 'lock-bluetooth-status').filter({ hasText: '门已打开' }).waitFor();
    expect((await simulatedLock(page, ttlockMac))?.opened).toBe(1);
    await saveScreenshot(page, 'h5-ttdevice-lock');
    await shown(page, 'lock-temp-password').click();
    await waitForPath(page, TT_TEMP);
    await shown(page, 'temp-create').click();
    expect(await shown(page, 'temp-password').textContent()).toMatch(/^\d{8}$/);
    await saveScreenshot(page, 'h5-ttdevice-temp-password');
  });

  it('shares the room lock with a family member, who accepts it from the link and finds it on the device home', async () => {
    const { page } = await tabAs(DEMO_TENANT_MOBILE, `/pages/device/device_lock/index?lockId=${roomLock.id}`);
    await waitForPath(page, LOCK);
    await shown(page, 'lock-auths').click();
    await waitForPath(page, AUTHS);
    await page.getByText('138****8000（我）').first().waitFor();
    await shown(page, 'lock-share-phone').fill(MEMBER_MOBILE);
    await shown(page, 'lock-share-submit').click();
    const link = (await shown(page, 'lock-share-link').textContent()) ?? '';
    expect(link).toMatch(/\/aster\/pages\/device\/lock_auth_accept\/index\?shareId=\w+&shortLink=\w+$/);
    expect(await page.locator('body').innerText()).toContain('139****9000');
    await saveScreenshot(page, 'h5-device-auth-list');

    const member = await tabAs(MEMBER_MOBILE, link.slice(link.indexOf('/aster') + '/aster'.length));
    await waitForPath(member.page, ACCEPT);
    await member.page.getByText('分享人').waitFor();
    expect(await member.page.locator('body').innerText()).toContain('张*');
    await saveScreenshot(member.page, 'h5-device-lock-auth-accept');
    await shown(member.page, 'lock-share-accept').click();
    await waitForPath(member.page, DEVICE_INDEX);
    await member.page.getByText('家人分享给我的门锁').waitFor();
    await shown(member.page, `device-${roomLock.id}`).waitFor();

    // Back on the sharer's list the member's Bluetooth authorisation is there, masked.
    await page.reload();
    await page.getByText('139****9000（家人）').waitFor();
  });

  it('makes an NFC key with a fake Web NFC and Bluetooth, shows the guide, and tells a browser without Web NFC', async () => {
    const { page } = await tabAs(DEMO_TENANT_MOBILE, `/pages/device/device_lock/index?lockId=${roomLock.id}`, async ({ context }) => {
      await installSimulatedBluetooth(context, { locks: [{ mac: roomLock.lockMac }], meters: [] });
      await context.addInitScript({ content: FAKE_WEB_NFC });
    });
    await waitForPath(page, LOCK);
    await shown(page, 'lock-nfc').click();
    await waitForPath(page, NFC);
    await shown(page, 'nfc-read').click();
    await shown(page, 'nfc-read-done').waitFor();
    await shown(page, 'nfc-write').click();
    await shown(page, 'nfc-write-status').filter({ hasText: 'NFC开门已开通' }).waitFor();
    await shown(page, 'nfc-active').waitFor();
    await saveScreenshot(page, 'h5-device-nfc');
    await shown(page, 'nfc-guide').click();
    await waitForPath(page, GUIDE);
    await saveScreenshot(page, 'h5-device-nfc-guide');
    await shown(page, 'nfc-guide-next').click();
    await waitForPath(page, GUIDE2);
    await saveScreenshot(page, 'h5-device-nfc-guide2');

    const member = await tabAs(MEMBER_MOBILE, `/pages/device_nfc/index?lockId=${roomLock.id}`);
    await waitForPath(member.page, NFC);
    await shown(member.page, 'nfc-read').click();
    await shown(member.page, 'nfc-read-failed').filter({ hasText: '您的手机或浏览器不支持NFC，请使用蓝牙开门或远程开门' }).waitFor();
    await saveScreenshot(member.page, 'h5-device-nfc-none');
    expect(member.apiRequests().some((request) => request.url.includes('nfc-active-cmd'))).toBe(false);
  });
});
