import { TransportError } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { type LockAuthList, type TempPasswordEntry } from '@aster/core-api';
import { houseActions } from '@screens/platform/houseActions';
import { shownUi } from '@screens/platform/ui';
import { openScreen } from '@screens/testing/openScreen';
import { lockDetailOf } from '@screens/features/device/testing';
import AuthListPage from './AuthListPage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const list = (): LockAuthList => ({
  auths: [
    { authId: '7', authType: 1, holderName: '张*', holderPhone: '138****8000', mine: true, shared: false, revocable: false, validFrom: '2026-11-20T10:00:00+08:00', validTo: null },
    { authId: '9', authType: 2, holderName: '李*', holderPhone: '137****7000', mine: false, shared: true, revocable: true, validFrom: '2026-11-21T10:00:00+08:00', validTo: '2026-11-28T10:00:00+08:00' },
    { authId: '11', authType: 90, holderName: '张*', holderPhone: '138****8000', mine: true, shared: false, revocable: false, validFrom: '2026-11-22T10:00:00+08:00', validTo: null },
  ],
  pending: [{ shareId: 'S1234567890abcdefghi', authType: 1, phone: '139****9000', linkExpiresAt: '2026-11-23T10:00:00+08:00' }],
  houseSetting: { memberTempPasswords: true },
});

describe('device/auth_list', () => {
  it('lists who may open the lock, by kind in Chinese, masked, with validity; revokes a share after confirming', async () => {
    const page = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/auth-list': () => okAnswer(list()), '/auth/9': () => okAnswer({ authId: '9', authType: null, ended: true }) },
    });
    const text = page.text();
    expect(text).toContain('密码张* 138****8000（我）2026-11-20 10:00 起，租约期内有效');
    expect(text).toContain('蓝牙李* 137****7000（家人）有效期至 2026-11-28 10:00');
    expect(text).toContain('NFC');
    expect(text).toContain('139****9000链接 2026-11-23 10:00 前有效');
    expect(page.byTestId('lock-auth-revoke-7')).toBeUndefined();
    await page.tap('lock-auth-revoke-9');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('撤销后 李* 将不能再用蓝牙开门'))).toBe(true);
    const sent = page.sent('/intelligent/locks/LK1001/auth/9');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.data))).toMatchObject({ openType: 0 });
    expect(shownUi.some((shown) => shown.kind === 'toast' && shown.text === '已撤销')).toBe(true);
    await page.tap('lock-share-cancel-S1234567890abcdefghi');
    expect(page.sent('/LK1001/share/S1234567890abcdefghi/cancel')).toHaveLength(1);
    page.unmount();
  });

  it("changes a shared key to a password the sharer sets (checked first, the lock's refusal kept on the form), and back to Bluetooth", async () => {
    const answers = [
      businessErrorAnswer('LOCK_GATEWAY_OFFLINE', '门锁网关离线，开门方式未修改，请稍后再试'),
      okAnswer({ authId: '9', authType: 1, ended: false }),
    ];
    const page = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/auth-list': () => okAnswer(list()), '/auth/9': () => answers.shift() ?? okAnswer({ authId: '9', authType: 2, ended: false }) },
    });
    expect(page.byTestId('lock-auth-way-7')).toBeUndefined();
    expect(page.byTestId('lock-auth-way-11')).toBeUndefined();
    expect(page.text()).toContain('改为密码撤销');
    await page.tap('lock-auth-way-9');
    await page.type('lock-auth-password', '12345');
    await page.tap('lock-auth-password-submit');
    expect(page.text()).toContain('请输入6位数字密码');
    expect(page.sent('/auth/9')).toHaveLength(0);
    await page.type('lock-auth-password', '135790');
    await page.tap('lock-auth-password-submit');
    expect(JSON.parse(String(page.sent('/auth/9')[0]?.data))).toEqual({ openType: 2, password: '135790', config: 1 });
    expect(page.text()).toContain('门锁网关离线，开门方式未修改，请稍后再试');
    expect(page.value('lock-auth-password')).toBe('135790');
    await page.tap('lock-auth-password-submit');
    expect(page.sent('/auth/9')).toHaveLength(2);
    expect(page.byTestId('lock-auth-password-form')).toBeUndefined();
    expect(shownUi.some((shown) => shown.kind === 'toast' && shown.text === '已改为密码开门')).toBe(true);
    page.unmount();

    const password = (): LockAuthList => ({ ...list(), auths: list().auths.map((auth) => (auth.authId === '9' ? { ...auth, authType: 1 } : auth)) });
    const back = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/auth-list': () => okAnswer(password()), '/auth/9': () => okAnswer({ authId: '9', authType: 2, ended: false }) },
    });
    shownUi.length = 0;
    await back.tap('lock-auth-way-9');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('李*的开门密码将从门锁删除'))).toBe(true);
    expect(JSON.parse(String(back.sent('/auth/9')[0]?.data))).toMatchObject({ openType: 1 });
    back.unmount();
  });

  it('says it cannot know when no answer came within the gateway\'s time, and shows a refusal to change back in a dialog', async () => {
    const page = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/auth-list': () => okAnswer(list()) },
    });
    const answer = page.transport.reply;
    page.transport.reply = (request) => (request.url.includes('/auth/9') ? Promise.reject(new TransportError('timeout', 'no answer within 60000 ms')) : answer(request));
    await page.tap('lock-auth-way-9');
    await page.type('lock-auth-password', '135790');
    await page.tap('lock-auth-password-submit');
    expect(page.sent('/auth/9')[0]?.timeoutMs).toBe(60_000);
    expect(page.text()).toContain('没有收到门锁的确认，无法确定是否已生效，请稍后查看或重新操作');
    page.unmount();

    const password = (): LockAuthList => ({ ...list(), auths: list().auths.map((auth) => (auth.authId === '9' ? { ...auth, authType: 1 } : auth)) });
    const refused = await openScreen(AuthListPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/auth-list': () => okAnswer(password()),
        '/auth/9': () => businessErrorAnswer('LOCK_GATEWAY_OFFLINE', '门锁网关离线，开门方式未修改，请稍后再试'),
      },
    });
    shownUi.length = 0;
    await refused.tap('lock-auth-way-9');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('门锁网关离线，开门方式未修改，请稍后再试'))).toBe(true);
    expect(shownUi.some((shown) => shown.kind === 'toast' && shown.text === '已改为蓝牙开门')).toBe(false);
    refused.unmount();
  });

  it("turns the house's setting for the family on and off (the lease holder only)", async () => {
    const page = await openScreen(AuthListPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/auth-list': () => okAnswer(list()),
        '/setting-house-lock-auth': () => okAnswer({ memberTempPasswords: false }),
      },
    });
    await page.tap('lock-house-member-temp');
    expect(JSON.parse(String(page.sent('/tapp/v3/baozu/device/lock/setting-house-lock-auth')[0]?.data))).toEqual({ lockId: 'LK1001', memberTempPasswords: false });
    page.unmount();
    const member = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf({ lockAuthId: null })), '/auth-list': () => okAnswer({ ...list(), houseSetting: null }) },
    });
    expect(member.byTestId('lock-house-member-temp')).toBeUndefined();
    member.unmount();
  });

  it("checks the family member's phone before sharing and keeps what was typed; shows the server's refusal", async () => {
    const page = await openScreen(AuthListPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/auth-list': () => okAnswer(list()),
        '/LK1001/share': () => businessErrorAnswer('LOCK_SHARE_SELF', '不能分享给自己，请填写家人的手机号'),
      },
    });
    await page.type('lock-share-phone', '1370013');
    await page.tap('lock-share-submit');
    expect(page.text()).toContain('请输入正确的手机号');
    expect(page.value('lock-share-phone')).toBe('1370013');
    expect(page.sent('/LK1001/share')).toHaveLength(0);
    await page.type('lock-share-phone', '13800138000');
    await page.tap('lock-share-submit');
    expect(page.text()).toContain('不能分享给自己，请填写家人的手机号');
    page.unmount();
  });

  it('shares the lock: the chosen way and days go to the server, the link to the accept page is shown and copied', async () => {
    const copied: string[] = [];
    jest.spyOn(houseActions, 'copyText').mockImplementation((text: string) => {
      copied.push(text);
      return Promise.resolve();
    });
    const page = await openScreen(AuthListPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/auth-list': () => okAnswer({ auths: [], pending: [], houseSetting: null }),
        '/LK1001/share': () => okAnswer({ shareId: 'S1234567890abcdefghi', shortLink: 'Ab3dEf7h', phone: '137****7000', linkExpiresAt: '2026-11-23T10:00:00+08:00' }),
      },
    });
    await page.type('lock-share-phone', '13700137000');
    await page.tap('lock-share-type-1');
    await page.tap('lock-share-days-30');
    await page.tap('lock-share-submit');
    expect(JSON.parse(String(page.sent('/LK1001/share')[0]?.data))).toEqual({ phone: '13700137000', authType: 1, days: 30 });
    const link = page.byTestId('lock-share-link')?.children.join('');
    expect(link).toBe('pages/device/lock_auth_accept/index?shareId=S1234567890abcdefghi&shortLink=Ab3dEf7h');
    expect(page.text()).toContain('请把链接发给手机号为 137****7000 的家人');
    await page.tap('lock-share-copy');
    expect(copied).toEqual([link]);
    page.unmount();
  });

  it('lists the temporary passwords with who made each, for whom, until when and their state; 作废 after confirming', async () => {
    const passwords = (): TempPasswordEntry[] => [
      { id: '31', kind: 'timed', madeBy: '李*', mine: false, forWhom: '保洁阿姨', validFrom: '2026-11-21T09:00:00+08:00', validTo: '2026-11-22T09:00:00+08:00', state: 'active', cancellable: true },
      { id: '30', kind: 'once', madeBy: '张*', mine: true, forWhom: null, validFrom: '2026-11-21T08:00:00+08:00', validTo: '2026-11-21T14:00:00+08:00', state: 'ending', cancellable: true },
      { id: '29', kind: 'once', madeBy: '张*', mine: true, forWhom: null, validFrom: '2026-11-20T08:00:00+08:00', validTo: '2026-11-20T14:00:00+08:00', state: 'ended', cancellable: false },
    ];
    const cancelled = [
      { ...passwords()[0], state: 'ending', cancellable: true },
      { ...passwords()[1], state: 'ended', cancellable: false },
    ];
    const page = await openScreen(AuthListPage, {
      answers: [
        ['/smart-device/lock/detail', () => okAnswer(lockDetailOf())],
        ['/auth-list', () => okAnswer(list())],
        ['/temp-passwords', () => okAnswer(passwords())],
        ['/cancel', () => okAnswer(cancelled.shift())],
      ],
    });
    const text = page.text();
    expect(text).toContain('限时密码 · 有效李*生成，给保洁阿姨2026-11-21 09:00 至 2026-11-22 09:00');
    expect(text).toContain('单次密码 · 作废中，等待门锁确认张*（我）生成');
    expect(text).toContain('单次密码 · 已作废');
    expect(page.byTestId('temp-password-cancel-29')).toBeUndefined();

    shownUi.length = 0;
    await page.tap('temp-password-cancel-31');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('作废后保洁阿姨将不能再用这个限时密码开门'))).toBe(true);
    expect(page.sent('/intelligent/locks/LK1001/temp-passwords/31/cancel')).toHaveLength(1);
    const toasts = () => shownUi.filter((shown) => shown.kind === 'toast').map((shown) => shown.text);
    expect(toasts()).toEqual(['门锁暂未联网，门锁确认后密码即失效']);
    await page.tap('temp-password-cancel-30');
    expect(page.sent('/intelligent/locks/LK1001/temp-passwords/30/cancel')).toHaveLength(1);
    expect(toasts().at(-1)).toBe('已作废');
    page.unmount();
  });

  it('says so when the lock has no temporary password', async () => {
    const page = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/auth-list': () => okAnswer({ auths: [], pending: [], houseSetting: null }), '/temp-passwords': () => okAnswer([]) },
    });
    expect(page.byTestId('temp-passwords-empty')?.children.join('')).toBe('暂无有效的临时密码');
    page.unmount();
  });

  it('tells a family member the lock was shared with them, without a share form', async () => {
    const page = await openScreen(AuthListPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf({ lockAuthId: null })), '/auth-list': () => okAnswer({ auths: [], pending: [], houseSetting: null }) },
    });
    expect(page.text()).toContain('这把门锁是家人分享给您的，只有租住的租客可以再分享。');
    expect(page.byTestId('lock-share-phone')).toBeUndefined();
    page.unmount();
  });
});
