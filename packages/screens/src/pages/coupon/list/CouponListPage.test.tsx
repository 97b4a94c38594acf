import { okAnswer } from '@aster/core-api/testing';
import { chinaInstant } from '@aster/core-domain';
import { couponOf } from '@screens/features/coupon/testing';
import { openScreen } from '@screens/testing/openScreen';
import CouponListPage from './CouponListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const USED = couponOf({ id: 'c2', title: '无门槛券', valueFen: 500, minSpendFen: 0, status: 'used', usedOn: '燃气费（2026-10）', usedAt: chinaInstant('2026-11-20', '10:00'), shareable: false });
const EXPIRED = couponOf({ id: 'c3', title: '老用户回馈券', valueFen: 2_000, minSpendFen: 10_000, scopes: ['rent', 'utility'], status: 'expired', shareable: false });

describe('我的优惠券', () => {
  it('shows the tabs with their counts, each coupon as a ticket, and leads to the bills, 领券中心 and sharing', async () => {
    const page = await openScreen(CouponListPage, { answers: { '/coupon/list': () => okAnswer([couponOf(), USED, EXPIRED]) }, openedFrom: '/pages/coupon/list/index' });
    expect(page.text()).toContain('可使用(1)');
    expect(page.text()).toContain('已使用(1)');
    expect(page.text()).toContain('已过期(1)');
    const ticket = page.byTestId('coupon-c1');
    expect(ticket).toBeDefined();
    expect(page.text()).toContain('满¥30.00减¥10.00');
    expect(page.text()).toContain('水电燃气账单可用');
    expect(page.text()).toContain('有效期至 2026-12-31');
    await page.tap('coupon-use-c1');
    expect(String(page.currentPage())).toContain('pages/bill/bill_list/index');

    await page.tap('coupon-tab-used');
    expect(page.byTestId('coupon-c1')).toBeUndefined();
    expect(page.text()).toContain('已用于 燃气费（2026-10）');
    expect(page.text()).toContain('无门槛减¥5.00');
    await page.tap('coupon-tab-expired');
    expect(page.text()).toContain('老用户回馈券');
    expect(page.text()).toContain('房租、水电燃气账单可用');

    await page.tap('coupon-to-offers');
    expect(String(page.currentPage())).toContain('pages/coupon/pull_list/index');
    await page.tap('coupon-to-share');
    expect(String(page.currentPage())).toContain('pages/coupon/share_list/index');
    page.unmount();
  });

  it('says when a tab is empty and offers 领券中心', async () => {
    const page = await openScreen(CouponListPage, { answers: { '/coupon/list': () => okAnswer([]) } });
    expect(page.text()).toContain('可使用(0)');
    expect(page.text()).toContain('暂无可使用的优惠券');
    expect(page.byTestId('coupon-empty-offers')).toBeDefined();
    await page.tap('coupon-tab-expired');
    expect(page.text()).toContain('暂无已过期的优惠券');
    page.unmount();
  });
});
