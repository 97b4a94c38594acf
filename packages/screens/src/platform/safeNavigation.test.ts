import { navigation } from './navigation';
import { appUrl, createNavigator, miniPageUrl } from './safeNavigation';

describe('appUrl', () => {
  it('keeps app pages and turns anything outside the app into the home page', () => {
    expect(appUrl('/pages/mine/index?x=1')).toBe('/pages/mine/index?x=1');
    expect(appUrl('https://evil.example/')).toBe('/pages/index/index');
    expect(appUrl('javascript:alert(1)')).toBe('/pages/index/index');
  });
});

describe('miniPageUrl', () => {
  it('encodes the options of the current page', () => {
    expect(miniPageUrl('pages/bill/bill_detail/index', { id: '3', name: '张 三', gone: undefined })).toBe(
      '/pages/bill/bill_detail/index?id=3&name=%E5%BC%A0%20%E4%B8%89',
    );
    expect(miniPageUrl('pages/index/index')).toBe('/pages/index/index');
  });
});

describe('the navigation port (plain fallback)', () => {
  it('never opens a page outside the app', async () => {
    await navigation.reLaunch('/pages/index/index');
    await navigation.navigateTo('//evil.example/pages/index/index');
    expect(navigation.currentPage()).toBe('/pages/index/index');
    expect(navigation.pageDepth()).toBe(2);
    await navigation.redirectTo('/repair?from=sms');
    expect(navigation.currentPage()).toBe('/pages/service/pages/repair/list?from=sms');
    await navigation.navigateBack();
    expect(navigation.pageDepth()).toBe(1);
  });
});

describe('a navigation the platform refuses', () => {
  it('resolves and is logged, so a screen that does not await it leaves no unhandled rejection', async () => {
    const refused = () => Promise.reject(new Error('navigateBack:fail cannot navigate back at first page'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stuck = createNavigator({
      navigateTo: refused,
      redirectTo: refused,
      reLaunch: refused,
      navigateBack: refused,
      currentPage: () => '/pages/index/index',
      pageDepth: () => 1,
    });
    await expect(stuck.navigateBack()).resolves.toBeUndefined();
    await expect(stuck.redirectTo('/pages/mine/index')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('navigation back failed');
    warn.mockRestore();
  });
});
