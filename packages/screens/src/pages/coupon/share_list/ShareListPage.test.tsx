import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { recordedHouseActions } from '@screens/platform/houseActions';
import { couponOf } from '@screens/features/coupon/testing';
import { openScreen } from '@screens/testing/openScreen';
import ShareListPage from './ShareListPage';

const mockParams: { code?: string } = {};
const mockPageEvents: Record<string, () => unknown> = {};
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/macro', () => ({ usePageEvent: (name: string, handler: () => unknown) => (mockPageEvents[name] = handler) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const CODE = 'shareCode_0123456789';

describe('分享优惠券', () => {
  beforeEach(() => {
    delete mockParams.code;
    recordedHouseActions.length = 0;
  });

  it('makes a shareable coupon\u2019s link, shows it with 复制链接, and shares it as the page\u2019s card', async () => {
    const page = await openScreen(ShareListPage, {
      answers: {
        '/coupon/c1/share': () => okAnswer({ code: CODE, expiresAt: Date.now() + 86_400_000 }),
        '/coupon/list': () => okAnswer([couponOf(), couponOf({ id: 'c2', title: '好友券', shareable: false }), couponOf({ id: 'c3', status: 'used', shareable: false })]),
      },
    });
    expect(page.byTestId('coupon-share-c1')).toBeDefined();
    expect(page.byTestId('coupon-share-c2')).toBeUndefined();
    expect(page.byTestId('coupon-share-c3')).toBeUndefined();
    await page.tap('coupon-share-button-c1');
    expect(page.sent('/coupon/c1/share')).toHaveLength(1);
    const link = page.byTestId('coupon-share-link')?.children.join('') ?? '';
    expect(link).toBe(`pages/coupon/share_list/index?code=${CODE}`);
    await page.tap('coupon-share-copy');
    expect(recordedHouseActions.map((action) => action.args[0])).toEqual([link]);
    expect(mockPageEvents.onShareAppMessage?.()).toMatchObject({ title: '送你一张水电燃气券', path: `/pages/coupon/share_list/index?code=${CODE}` });
    page.unmount();
  });

  it('without a coupon to share: says so', async () => {
    const page = await openScreen(ShareListPage, { answers: { '/coupon/list': () => okAnswer([]) } });
    expect(page.text()).toContain('暂无可分享的优惠券');
    page.unmount();
  });

  it('with a code: shows the friend\u2019s coupon and who shares it, claims it once, then 我的优惠券', async () => {
    mockParams.code = CODE;
    const page = await openScreen(ShareListPage, {
      answers: {
        [`/coupon/shared/${CODE}/claim`]: () => okAnswer(couponOf({ shareable: false })),
        [`/coupon/shared/${CODE}`]: () => okAnswer({ coupon: couponOf(), fromName: '*三', claimable: true, problem: null }),
      },
      openedFrom: '/pages/mine/index',
    });
    expect(page.text()).toContain('您的好友 *三 送您一张优惠券');
    expect(page.text()).toContain('满¥30.00减¥10.00');
    await page.tap('coupon-shared-claim');
    expect(page.sent(`/coupon/shared/${CODE}/claim`)).toHaveLength(1);
    expect(String(page.currentPage())).toContain('pages/coupon/list/index');
    page.unmount();
  });

  it('with a code of one\u2019s own or gone: says why and does not claim', async () => {
    mockParams.code = CODE;
    const own = await openScreen(ShareListPage, {
      answers: { [`/coupon/shared/${CODE}`]: () => okAnswer({ coupon: couponOf(), fromName: '*三', claimable: false, problem: '不能领取自己分享的优惠券' }) },
    });
    expect(own.text()).toContain('不能领取自己分享的优惠券');
    expect(own.byTestId('coupon-shared-claim')?.props['aria-disabled']).toBe(true);
    own.unmount();
    const gone = await openScreen(ShareListPage, { answers: { [`/coupon/shared/${CODE}`]: () => businessErrorAnswer('COUPON_SHARE_GONE', '该分享已失效') } });
    expect(gone.text()).toMatch(/该分享已失效|分享链接已失效/);
    gone.unmount();
  });
});
