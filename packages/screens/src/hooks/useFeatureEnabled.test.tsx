import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import MinePage from '../pages/mine/MinePage';
import PickCityPage from '../pages/pick_city/PickCityPage';
import { featureOfLink } from './extensionPages';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button', ScrollView: 'scroll-view' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/ui/NavBar.css', () => ({}));
jest.mock('@screens/pages/mine/MinePage.css', () => ({}));
jest.mock('@screens/pages/pick_city/PickCityPage.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const user = { userId: '10001', userName: '张三', mobile: '13800138000' };

// Issue 38: against an operator's backend that serves spec section 7 alone, the app neither calls an extension nor
// shows an error page for one.
describe('features the backend does not serve', () => {
  it('hides the 我的 entries whose page needs an extension home/config does not list, and asks home/config once', async () => {
    const page = await openScreen(MinePage, { extensions: 'ask', answers: { 'home/config': () => okAnswer({ servicePhone: '400' }), 'user-info': () => okAnswer(user) } });
    await page.settle();
    expect(page.byTestId('mine-entry-contracts')).toBeDefined();
    expect(page.byTestId('mine-entry-wallet')).toBeUndefined();
    expect(page.byTestId('mine-entry-repair')).toBeUndefined();
    expect(page.sent('home/config')).toHaveLength(1);
    page.unmount();
  });

  it('keeps them for a backend that lists their features', async () => {
    const page = await openScreen(MinePage, { extensions: 'ask', answers: { 'home/config': () => okAnswer({ extensions: ['wallet', 'workOrder'] }), 'user-info': () => okAnswer(user) } });
    await page.settle();
    expect(page.byTestId('mine-entry-wallet')).toBeDefined();
    expect(page.byTestId('mine-entry-repair')).toBeDefined();
    page.unmount();
  });

  it('knows the feature a page behind a link needs (app paths, short routes, /aster links)', () => {
    expect(featureOfLink('/aster/repair')).toBe('workOrder');
    expect(featureOfLink('/pages/wallet/wallet/index?from=mine')).toBe('wallet');
    expect(featureOfLink('/aster/house_list?type=1')).toBeUndefined();
    expect(featureOfLink('https://example.com/repair')).toBeUndefined();
    expect(featureOfLink(null)).toBeUndefined();
  });

  it('shows a calm notice, with no retry and no request, where a page needs an extension', async () => {
    const page = await openScreen(PickCityPage, { extensions: [] });
    await page.settle();
    expect(page.text()).toContain('运营方暂未开通此功能');
    expect(page.text()).not.toContain('重新加载');
    expect(page.alerts()).toEqual([]);
    expect(page.byTestId('not-enabled')).toBeDefined();
    expect(page.sent('city-list')).toHaveLength(0);
    page.unmount();
  });
});
