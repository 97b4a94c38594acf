import { HOME_PAGE, isLoginPage, routeTable } from '@aster/core-domain';
import { isBuiltPage } from './builtPages';
import { afterLoginUrl, withoutToken } from './loginRedirect';

describe('afterLoginUrl', () => {
  it('goes to a built page of the app, keeping its query', () => {
    expect(afterLoginUrl('/pages/mine/index')).toBe('/pages/mine/index');
    expect(afterLoginUrl('%2Fpages%2Fpick_city%2Findex%3Ffrom%3Dhome')).toBe('/pages/pick_city/index?from=home');
    expect(afterLoginUrl('/aster/pages/error/index?api=x')).toBe('/pages/error/index?api=x');
  });

  it.each([
    undefined,
    null,
    '',
    'https://evil.example/pages/mine/index',
    '//evil.example',
    'javascript:alert(1)',
    '/pages/unknown/index',
    '/pages/login_by_phone/index',
    '/pages/oauth-token-login/index?token=x',
  ])('goes home for %j', (target) => {
    expect(afterLoginUrl(target)).toBe('/pages/index/index');
  });

  it('goes to every page of the route table but the login pages (each one is built)', () => {
    for (const route of routeTable) {
      const url = `/${route.path}`;
      expect(isBuiltPage(url)).toBe(true);
      expect(afterLoginUrl(url)).toBe(isLoginPage(url) ? `/${HOME_PAGE}` : url);
    }
  });
});

describe('withoutToken', () => {
  it('drops every token parameter, whatever its case or encoding', () => {
    expect(withoutToken('/pages/mine/index?token=abc&tab=1')).toBe('/pages/mine/index?tab=1');
    expect(withoutToken('/pages/mine/index?a=1&TOKEN=abc&%74oken=def')).toBe('/pages/mine/index?a=1');
    expect(withoutToken('/pages/mine/index?token=abc')).toBe('/pages/mine/index');
  });

  it('keeps other parameters, including ones that merely contain "token"', () => {
    expect(withoutToken('/pages/mine/index?outToken=1&tokens=2')).toBe('/pages/mine/index?outToken=1&tokens=2');
    expect(withoutToken('/pages/mine/index')).toBe('/pages/mine/index');
  });
});
