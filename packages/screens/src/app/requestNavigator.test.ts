import { navigation } from '../platform/navigation';
import { requestNavigator } from './requestNavigator';

describe('requestNavigator', () => {
  const port = requestNavigator(navigation);

  beforeEach(async () => {
    await navigation.reLaunch('/pages/index/index');
    await navigation.navigateTo('/pages/bill/bill_detail/index?id=3');
  });

  it('gives core-api the current page without a leading slash', () => {
    expect(port.currentPage()).toBe('pages/bill/bill_detail/index?id=3');
    expect(port.pageCount()).toBe(2);
  });

  it('sends a 401 to login with the page as redirectUrl', async () => {
    port.redirectToLogin(port.currentPage());
    await Promise.resolve();
    expect(navigation.currentPage()).toBe(
      '/pages/login_by_phone/index?redirectUrl=%2Fpages%2Fbill%2Fbill_detail%2Findex%3Fid%3D3',
    );
  });

  it('drops a redirectUrl outside the app', async () => {
    port.redirectToLogin('//evil.example/');
    await Promise.resolve();
    expect(navigation.currentPage()).toBe('/pages/login_by_phone/index');
  });

  it('goes back, or home', async () => {
    port.back();
    await Promise.resolve();
    expect(navigation.currentPage()).toBe('/pages/index/index');
    port.reLaunchHome();
    await Promise.resolve();
    expect(navigation.pageDepth()).toBe(1);
  });
});
