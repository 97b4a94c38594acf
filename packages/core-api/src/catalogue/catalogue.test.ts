import { z } from 'zod';
import { catalogue, listEndpoints } from './index';
import { API_PREFIXES, defineEndpoint, endpointLabel, endpointPath, pathParamNames, serverRoutePattern } from './define';
import { SECTION_7_CALLS, SECTION_7_CALLS_WITH_A_PATH } from './section7';

describe('endpoint catalogue', () => {
  const entries = listEndpoints();

  it('holds every feature of spec section 7', () => {
    expect(Object.keys(catalogue).sort()).toEqual(
      ['activity', 'auth', 'bankCard', 'baozuDevice', 'bill', 'booking', 'contract', 'coupon', 'home', 'house', 'identity', 'invoice', 'lease', 'lock', 'meter', 'order', 'pay', 'smartDevice', 'user', 'wallet', 'workOrder', 'extraService', 'wechat', 'askPay', 'talent', 'servicePackage'].sort(),
    );
    expect(entries.length).toBeGreaterThan(130);
  });

  it('holds each call of spec section 7 as it is written, and declares every other endpoint an extension', () => {
    const byLabel = new Map(entries.map((entry) => [endpointLabel(entry.def), entry]));
    expect(SECTION_7_CALLS.length - 3).toBe(SECTION_7_CALLS_WITH_A_PATH);
    expect(SECTION_7_CALLS.filter((label) => !byLabel.has(label))).toEqual([]);
    const spec = new Set(SECTION_7_CALLS);
    const undeclared = entries.filter(({ def }) => !spec.has(endpointLabel(def)) && !def.extension?.trim());
    expect(undeclared.map(({ feature, name }) => `${feature}.${name}`)).toEqual([]);
    const specCallsMarkedExtension = entries.filter(({ def }) => spec.has(endpointLabel(def)) && def.extension !== undefined);
    expect(specCallsMarkedExtension.map(({ feature, name }) => `${feature}.${name}`)).toEqual([]);
    const notCalledExtensions = entries.filter(({ def }) => def.extension !== undefined && def.notCalled !== undefined);
    expect(notCalledExtensions.map(({ feature, name }) => `${feature}.${name}`)).toEqual([]);
  });

  it('has one definition per method and route (also as server patterns)', () => {
    const routes = entries.map(({ def }) => `${def.method} ${serverRoutePattern(def).replace(/:[^/]+/g, ':')}`);
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it('uses only the spec prefixes, relative paths and GET/POST', () => {
    for (const { def } of entries) {
      expect(API_PREFIXES).toContain(def.prefix);
      expect(def.path).not.toMatch(/^\//);
      expect(def.path).not.toMatch(/\/$/);
      expect(def.path).not.toMatch(/\s|\?/);
      expect(['GET', 'POST']).toContain(def.method);
    }
  });

  it('names path parameters that are not also request fields, and well-formed', () => {
    for (const { def } of entries) {
      const names = pathParamNames(def.path);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) {
        expect(name).toMatch(/^[A-Za-z]+$/);
      }
      expect(def.path.replace(/\{[A-Za-z]+\}/g, '')).not.toMatch(/[{}]/);
      if (def.request instanceof z.ZodObject) {
        const fields = Object.keys(def.request.shape);
        for (const name of names) {
          expect(fields).not.toContain(name);
        }
      }
    }
  });

  it('keeps the spec paths of key calls', () => {
    expect(endpointLabel(catalogue.auth.login)).toBe('POST /common/v2/login');
    expect(endpointLabel(catalogue.auth.logout)).toBe('POST /common/v2/logout');
    expect(endpointLabel(catalogue.auth.accountLogOut)).toBe('POST /tapp/v2/account/log-out');
    expect(endpointLabel(catalogue.home.banners)).toBe('GET /tapp/v1/home/banners');
    expect(endpointLabel(catalogue.home.companyWechat)).toBe('GET /common/v1/company/wechat');
    expect(endpointLabel(catalogue.user.userInfo)).toBe('GET /common/v1/user-setting/user-info');
    expect(endpointLabel(catalogue.contract.checkoutApply)).toBe('POST /tenant-service/checkout/v1');
    expect(endpointLabel(catalogue.activity.participate)).toBe('POST /unity-activity/v1/participate/{id}');
    expect(endpointLabel(catalogue.house.houseList)).toBe('GET /tapp/v2/aster/common/houses');
    expect(endpointLabel(catalogue.lock.settingHouseLockAuth)).toBe('POST /tapp/v3/baozu/device/lock/setting-house-lock-auth');
  });

  it('gives the calls that wait for the lock\'s gateway (remote opening, a shared key\'s password, 作废 of a temporary password) 60 s and leaves the others on the default', () => {
    const custom = entries.filter(({ def }) => def.timeoutMs !== undefined);
    expect(custom.map(({ name, feature }) => `${feature}.${name}`)).toEqual(['lock.remoteOpen', 'lock.updateAuth', 'lock.cancelTempPassword']);
    expect(catalogue.lock.remoteOpen.timeoutMs).toBe(60_000);
    expect(catalogue.lock.updateAuth.timeoutMs).toBe(60_000);
    expect(catalogue.lock.cancelTempPassword.timeoutMs).toBe(60_000);
  });

  it('marks only login calls as passing the auto-login gate', () => {
    const loginCalls = entries.filter(({ def }) => def.loginCall).map(({ name }) => name);
    expect(loginCalls).toContain('login');
    expect(loginCalls).toContain('codeImage');
    expect(loginCalls).not.toContain('userInfo');
    expect(entries.filter(({ def }) => def.loginCall && def.needsAuth)).toEqual([]);
  });
});

describe('endpointPath and serverRoutePattern', () => {
  const def = defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/auth/{authId}', request: z.object({}) });

  it('joins prefix and path with one slash and encodes parameters', () => {
    expect(endpointPath(def, { id: 'a/b c', authId: 7 })).toBe('/tapp/v1/intelligent/locks/a%2Fb%20c/auth/7');
    expect(endpointPath(catalogue.home.banners)).toBe('/tapp/v1/home/banners');
  });

  it('refuses a missing or empty parameter', () => {
    expect(() => endpointPath(def, { id: '1' } as never)).toThrow(/authId/);
    expect(() => endpointPath(def, { id: '', authId: 2 })).toThrow(/"id"/);
  });

  it('gives fastify patterns', () => {
    expect(serverRoutePattern(def)).toBe('/tapp/v1/intelligent/locks/:id/auth/:authId');
    expect(serverRoutePattern(catalogue.contract.detail)).toBe('/tapp/v1/contract/:id');
  });
});

describe('response schemas of auth, user and home', () => {
  it('accepts a login result and turns a numeric userId into text', () => {
    expect(catalogue.auth.login.response.parse({ token: 't', userId: 42, openId: 'o' })).toEqual({ token: 't', userId: '42', openId: 'o' });
    expect(catalogue.auth.login.response.safeParse({ userId: '1' }).success).toBe(false);
  });

  it('accepts the OAuth token login answer', () => {
    const parsed = catalogue.auth.accessToken.response.parse({ access_token: 'a', id: 9, user: { userName: '张三', truth: '1' } });
    expect(parsed.id).toBe('9');
    expect(parsed.user?.truth).toBe(1);
  });

  it('checks the captcha image is a data URL', () => {
    expect(catalogue.auth.codeImage.response.safeParse({ captchaId: 'c', image: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(true);
    expect(catalogue.auth.codeImage.response.safeParse({ captchaId: 'c', image: 'https://evil/x.svg' }).success).toBe(false);
  });

  it('accepts banners of positions 1, 2 and 4 only', () => {
    const banner = { id: 1, imageUrl: 'https://x/a.png' };
    expect(catalogue.home.banners.response.parse([{ ...banner, positionType: 4 }])[0]?.id).toBe('1');
    expect(catalogue.home.banners.response.safeParse([{ ...banner, positionType: 3 }]).success).toBe(false);
    expect(catalogue.home.banners.request.parse({})).toEqual({ positionTypes: '1,2,4' });
  });

  it('fills home/base lists with empty defaults and keeps iconConfig', () => {
    const base = catalogue.home.base.response.parse({ iconConfig: [{ identification: 2, name: '合租', iconUrl: 'u' }] });
    expect(base.adList).toEqual([]);
    expect(base.mineContracts).toEqual([]);
    expect(base.iconConfig[0]?.identification).toBe(2);
  });

  it('coerces query numbers the server receives as text', () => {
    expect(catalogue.home.locateCity.request.parse({ lat: '31.2', lon: '121.5' })).toEqual({ lat: 31.2, lon: 121.5 });
    expect(catalogue.home.preferences.request.parse({ companyId: '3' })).toEqual({ cityId: 107, companyId: '3' });
    expect(catalogue.home.config.request.parse({})).toEqual({ v: 2 });
  });
});
