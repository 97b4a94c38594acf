import { type LockShareInfo } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import LockAuthAcceptPage from './LockAuthAcceptPage';

jest.mock('remax', () => ({ useQuery: () => ({ shareId: 'S1234567890abcdefghi', shortLink: 'Ab3dEf7h' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const info = (status: LockShareInfo['status'] = 'open'): LockShareInfo => ({
  lockName: '房间门锁',
  houseTitle: '静安寺 · 整租2室1厅',
  sharedBy: '张*',
  authType: 2,
  days: 7,
  linkExpiresAt: '2026-11-23T10:00:00+08:00',
  status,
});

describe('device/lock_auth_accept', () => {
  it('shows the shared lock and accepts it, then opens the device home', async () => {
    const page = await openScreen(LockAuthAcceptPage, { answers: { '/share-info': () => okAnswer(info()), '/lock/auth/accept': () => okAnswer({ lockId: 'LK1001', authType: 2 }) } });
    const text = page.text();
    expect(text).toContain('门锁房间门锁');
    expect(text).toContain('分享人张*');
    expect(text).toContain('开门方式蓝牙');
    expect(text).toContain('有效期接受后7天');
    expect(page.sent('/share-info')[0]?.url).toContain('shareId=S1234567890abcdefghi');
    await page.tap('lock-share-accept');
    expect(JSON.parse(String(page.sent('/lock/auth/accept')[0]?.data))).toEqual({ shareId: 'S1234567890abcdefghi', shortLink: 'Ab3dEf7h' });
    expect(page.currentPage()).toBe('/pages/device/device_index/index');
    page.unmount();
  });

  it("keeps the page with the server's reason when accepting is refused, and says when the share is over", async () => {
    const refused = await openScreen(LockAuthAcceptPage, {
      answers: { '/share-info': () => okAnswer(info()), '/lock/auth/accept': () => businessErrorAnswer('LOCK_AUTH_HELD', '您已拥有该门锁的这种开门方式') },
    });
    await refused.tap('lock-share-accept');
    expect(refused.text()).toContain('您已拥有该门锁的这种开门方式');
    refused.unmount();
    const over = await openScreen(LockAuthAcceptPage, { answers: { '/share-info': () => okAnswer(info('revoked')) } });
    expect(over.text()).toContain('家人已取消该分享');
    expect(over.byTestId('lock-share-accept')).toBeUndefined();
    over.unmount();
  });
});
