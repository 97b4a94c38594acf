import { SETTINGS_TYPES_MAX, SettingType, homeEndpoints, type AnyEndpointDef } from '@aster/core-api';
import { BRAND_COMPANY_ID } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { startTestServer, type CallOptions, type TestServer } from '../testing/testServer';

const h = homeEndpoints;

describe('home endpoints (spec section 7) against the catalogue schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server.close());

  /** Calls a catalogue endpoint and parses its data with the catalogue's response schema. */
  async function get<D extends AnyEndpointDef>(def: D, options: CallOptions = {}, pathSuffix = def.path) {
    const result = await server.call(def.method, `${def.prefix}/${pathSuffix}`, options);
    expect(result.body.errorCode).toBe('0');
    return def.response.parse(result.body.data) as ReturnType<D['response']['parse']>;
  }

  it('banners: positions 1, 2 and 4 by default, one position when asked, absolute image URLs', async () => {
    const all = await get(h.banners, { query: { positionTypes: '1,2,4' } });
    expect(new Set(all.map((banner) => banner.positionType))).toEqual(new Set([1, 2, 4]));
    expect(all.every((banner) => banner.imageUrl.startsWith(server.baseUrl))).toBe(true);
    const middle = await get(h.banners, { query: { positionTypes: '2' } });
    expect(middle.length).toBeGreaterThan(0);
    expect(middle.every((banner) => banner.positionType === 2)).toBe(true);
    const bad = await server.call('GET', '/tapp/v1/home/banners', { query: { positionTypes: '1;drop' } });
    expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：广告位类型格式不正确' });
  });

  it('base: the brand names its icons 整租/床位/品牌公寓/加盟; a guest has no contracts nor activities', async () => {
    const brand = await get(h.base, { query: { cityId: 107 }, companyId: BRAND_COMPANY_ID });
    expect(brand.iconConfig.map((icon) => [icon.identification, icon.name])).toEqual([[1, '整租'], [2, '床位'], [4, '品牌公寓'], [15, '加盟']]);
    expect(brand.adList.length).toBeGreaterThan(0);
    expect(brand).toMatchObject({ mineContracts: [], mineActivities: [] });
    const publicAccount = await get(h.base, { query: { cityId: 0 } });
    expect(publicAccount.iconConfig.length).toBeGreaterThan(4);
    // An operator company the server does not know gets the public account's home, not an error.
    expect(await get(h.base, { query: { cityId: 107 }, companyId: '777' })).toEqual(publicAccount);
  });

  it('base and base-hash refuse an unknown city and a missing one with Chinese messages', async () => {
    const unknown = await server.call('GET', '/tapp/v1/home/base', { query: { cityId: 9999 } });
    expect(unknown.body).toEqual({ errorCode: 'CITY_NOT_FOUND', data: null, message: '暂未开通该城市' });
    const missing = await server.call('GET', '/tapp/v1/home/base-hash');
    expect(missing.status).toBe(200);
    expect(missing.body.errorCode).toBe('PARAM_INVALID');
    expect(missing.body.message).toMatch(/^参数错误：.*城市/);
  });

  it('base-hash is stable and differs between companies', async () => {
    const first = await get(h.baseHash, { query: { cityId: 107 } });
    expect(await get(h.baseHash, { query: { cityId: 107 } })).toEqual(first);
    expect((await get(h.baseHash, { query: { cityId: 107 }, companyId: BRAND_COMPANY_ID })).hash).not.toBe(first.hash);
  });

  it('ui: the public account gets the spec default colours, the brand its own', async () => {
    expect(await get(h.ui)).toEqual({ color: '#333333', navbarColor: '#333333', navbarFontColor: '#FFFFFF' });
    expect((await get(h.ui, { companyId: BRAND_COMPANY_ID })).color).toBe('#E8553F');
  });

  it('locate-city finds the nearest city; out-of-range coordinates are refused', async () => {
    expect(await get(h.locateCity, { query: { lat: 39.99, lon: 116.31 } })).toMatchObject({ cityId: 1, cityName: '北京' });
    expect(await get(h.locateCity, { query: { lat: 31.2, lon: 121.5 } })).toMatchObject({ cityId: 107, cityName: '上海' });
    const bad = await server.call('GET', '/tapp/v1/home/locate-city', { query: { lat: 91, lon: 121 } });
    expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：纬度超出范围' });
    const text = await server.call('GET', '/tapp/v1/home/locate-city', { query: { lat: 'north', lon: 121 } });
    expect(text.body.errorCode).toBe('PARAM_INVALID');
  });

  it('keywords: the city\'s suggestions, filtered by the search text', async () => {
    expect((await get(h.keywords, { query: { cityId: 107, searchKey: '' } })).length).toBe(5);
    expect(await get(h.keywords, { query: { cityId: 107, searchKey: '张' } })).toEqual([{ keyword: '张江' }, { keyword: 'Aster寓·张江店' }]);
    // Districts, areas and stores of the city are suggested too, once each, the hot words first.
    expect(await get(h.keywords, { query: { cityId: 107, searchKey: '浦东' } })).toEqual([{ keyword: '浦东新区' }]);
    expect(await get(h.keywords, { query: { cityId: 107, searchKey: 'aster' } })).toHaveLength(10);
    expect(await get(h.keywords, { query: { cityId: 1, searchKey: '张' } })).toEqual([]);
  });

  it('config (v=2), domains and ip-city', async () => {
    expect(await get(h.config, { query: { v: 2 } })).toMatchObject({ customerServiceWechat: 'aster-kefu', servicePhone: '400-000-0000' });
    expect(await get(h.domains)).toEqual({ pmsDomain: server.baseUrl.replace(/\/$/, ''), tappDomain: server.baseUrl.replace(/\/$/, ''), staticDomain: `${server.baseUrl.replace(/\/$/, '')}/static` });
    expect(await get(h.ipCity)).toEqual({ cityId: 107, cityName: '上海' });
    expect(await get(h.ipCity, { headers: { 'x-forwarded-for': '123.112.9.9' } })).toEqual({ cityId: 1, cityName: '北京' });
  });

  it('settings/list-by-type gives the 13 constellations of spec section 3 in order', async () => {
    const constellations = await get(h.settingsByType, { body: { typeList: [1] } });
    expect(constellations.map((setting) => setting.value)).toEqual([
      '保密', '白羊座', '金牛座', '双子座', '巨蟹座', '狮子座', '处女座', '天秤座', '天蝎座', '射手座', '魔蝎座', '水瓶座', '双鱼座',
    ]);
    const empty = await server.call('POST', '/tapp/v1/settings/list-by-type', { body: { typeList: [] } });
    expect(empty.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：设置类型不能为空' });
  });

  it('settings/list-by-type takes a bounded list and answers each type once (issue 16 item 2)', async () => {
    const huge = await server.call('POST', '/tapp/v1/settings/list-by-type', { body: { typeList: Array.from({ length: 20_000 }, () => 1) } });
    expect(huge.body).toMatchObject({ errorCode: 'PARAM_INVALID', data: null });
    const repeated = await get(h.settingsByType, { body: { typeList: Array.from({ length: SETTINGS_TYPES_MAX }, () => 1) } });
    expect(repeated).toHaveLength(13);
  });

  it('settings/list-by-type gives the login pages their 《用户协议》 and 《隐私政策》 and the forms their ID types (issue 38)', async () => {
    const [user, privacy] = await Promise.all([
      get(h.settingsByType, { body: { typeList: [SettingType.userAgreement] } }),
      get(h.settingsByType, { body: { typeList: [SettingType.privacyPolicy] } }),
    ]);
    expect(user).toHaveLength(1);
    expect(user[0]).toMatchObject({ type: 4, code: '1', name: '用户协议' });
    expect(user[0]?.value).toContain('欢迎使用 Aster 租房');
    expect(privacy[0]).toMatchObject({ type: 5, name: '隐私政策' });
    expect(privacy[0]?.value).toContain('个人信息');
    const both = await get(h.settingsByType, { body: { typeList: [SettingType.idNumType, SettingType.occupation] } });
    expect(both.filter((setting) => setting.type === SettingType.idNumType).map((setting) => [setting.code, setting.name])).toEqual([
      ['1', '身份证'], ['2', '护照'], ['3', '港澳居民来往内地通行证'], ['4', '台湾居民来往大陆通行证'],
    ]);
    expect(both.some((setting) => setting.type === SettingType.occupation)).toBe(true);
    // A text the operator changed stays theirs when the server starts again (the seed only fills what is missing).
    server.db.prepare("UPDATE settings SET value = '运营方的用户协议' WHERE type = 4").run();
    const { seedHomeContent } = await import('./seed');
    seedHomeContent(server.db);
    expect((await get(h.settingsByType, { body: { typeList: [4] } }))[0]?.value).toBe('运营方的用户协议');
    const strings = await server.call('POST', '/tapp/v1/settings/list-by-type', { body: { typeList: ['4'] } });
    expect(strings.body).toMatchObject({ errorCode: 'PARAM_INVALID', data: null });
  });

  it('scan/router leads a known code to its page and refuses others', async () => {
    expect(await get(h.scanRouter, { body: { scanCode: 'HOUSE-1001' } })).toEqual({ page: 'pages/house_detail/index', query: { houseId: '1001' } });
    const unknown = await server.call('POST', '/tapp/v1/scan/router', { body: { scanCode: 'https://evil.example' } });
    expect(unknown.body).toEqual({ errorCode: 'SCAN_CODE_UNKNOWN', data: null, message: '无法识别该二维码' });
    // Bounded: an empty code and one past 512 characters are refused with Chinese messages, never looked up.
    for (const scanCode of ['', 'x'.repeat(513)]) {
      const bad = await server.call('POST', '/tapp/v1/scan/router', { body: { scanCode } });
      expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', data: null });
      expect(bad.body.message).toMatch(/^参数错误/);
    }
    // Every seeded code leads to a page of the route table.
    const { resolveRoute } = await import('@aster/core-domain');
    for (const scanCode of ['HOUSE-1001', 'LOCK-2001', 'ACTIVITY-3001']) {
      expect(resolveRoute((await get(h.scanRouter, { body: { scanCode } })).page)).toBeDefined();
    }
  });

  it('company/wechat, wechat-info/{id} and preferences (cityId 107)', async () => {
    expect((await get(h.companyWechat, { companyId: BRAND_COMPANY_ID })).name).toBe('星寓公寓');
    expect((await get(h.companyWechatInfo, {}, 'company/wechat-info/1001')).name).toBe('星寓公寓');
    expect((await server.call('GET', '/common/v1/company/wechat-info/4242')).body.errorCode).toBe('COMPANY_NOT_FOUND');
    expect(await get(h.preferences, { query: { cityId: 107, companyId: BRAND_COMPANY_ID } })).toMatchObject({ showTalent: 1 });
    expect(await get(h.preferences, { query: { companyId: '0' } })).toMatchObject({ defaultCityId: 107 });
    expect(await get(h.preferences, { query: { cityId: 1, companyId: '0' } })).toEqual({});
  });

  it('user/statistics counts visits of a logged-in user and lets guests pass', async () => {
    await get(h.userStatistics);
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    await get(h.userStatistics, { token });
    await get(h.userStatistics, { token });
    expect(server.db.prepare('SELECT visit_count FROM users WHERE id = ?').get(demoUsers.tenant.id)).toEqual({ visit_count: 2 });
  });

  it('serves the ad-config JSON and the demo pictures of the static domain', async () => {
    const ads = await fetch(new URL('/static/ad-config.json?date=2026-01-05', server.baseUrl));
    expect(((await ads.json()) as { ads: unknown[] }).ads.length).toBeGreaterThan(0);
    const picture = await fetch(new URL('/static/demo/banner-home-1.svg', server.baseUrl));
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('新客租房立减');
    expect((await fetch(new URL('/static/demo/unknown.svg', server.baseUrl))).status).toBe(404);
  });
});

describe('user-info update', () => {
  it('changes the nickname and photo, and refuses emoji, blank and foreign photo links', async () => {
    const server = await startTestServer();
    try {
      const token = await server.loginByPhone(demoUsers.tenant.mobile);
      const path = '/common/v1/user-setting/user-info';
      expect((await server.call('POST', path, { token, body: { userName: '  张小三 ', photo: 'https://img.example/a.png' } })).body.errorCode).toBe('0');
      expect((await server.call('GET', path, { token })).body.data).toMatchObject({ userName: '张小三', photo: 'https://img.example/a.png' });
      expect((await server.call('POST', path, { token, body: { userName: '张😀' } })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：昵称不能包含表情符号' });
      expect((await server.call('POST', path, { token, body: { userName: '   ' } })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请输入昵称' });
      expect((await server.call('POST', path, { token, body: { photo: 'javascript:alert(1)' } })).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：头像地址不正确' });
      expect((await server.call('POST', path, { body: { userName: 'x' } })).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('envelope for bad requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers unknown API routes and wrong verbs with a 404 envelope', async () => {
    for (const [method, path] of [['GET', '/tapp/v1/no/such/thing'], ['POST', '/tapp/v1/home/banners'], ['POST', '/unity-activity/v1/list/multi']] as const) {
      const result = await server.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ errorCode: '404', data: null, message: '请求的接口不存在' });
    }
  });

  it('turns a broken JSON body, a wrong body type and an oversized body into business errors, never a 500', async () => {
    const url = new URL('/tapp/v1/settings/list-by-type', server.baseUrl);
    const post = (body: string, contentType = 'application/json') => fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
    for (const response of [await post('{"typeList": ['), await post('[1,2]'), await post('"x"'), await post('x'.repeat(300 * 1024)), await post('a=1', 'text/plain')]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errorCode: string; message: string };
      expect(body.errorCode).toBe('PARAM_INVALID');
      expect(body.message).toMatch(/^参数错误：/);
    }
  });

  it('accepts an empty POST body where the endpoint takes no fields', async () => {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    const response = await fetch(new URL('/common/v2/logout', server.baseUrl), { method: 'POST', headers: { token, 'content-type': 'application/json' } });
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('0');
  });
});
