import { startTestServer, type TestServer } from '../testing/testServer';
import { uploadTestPhoto } from '../uploads/testing';

const SUBMIT = '/common/v1/user-setting/user-bizInfo-submit';
const MINE = '/common/v1/user-setting/user-bizAuth-url';
const CODE = '91350100M000100Y43';

describe('company authentication over HTTP and SQLite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const verifiedTenant = async (mobile: string, idNum: string) => {
    const token = await server.loginByPhone(mobile);
    await server.call('POST', '/common/v1/user-setting/real-name', { token, body: { idNumType: 1, idNum, name: '陈经理' } });
    return token;
  };

  it('authenticates a licence once per credit code, masked, and lets a colleague join through the share code', async () => {
    const owner = await verifiedTenant('13700006661', '110101198001010053');
    const licence = (await uploadTestPhoto(server.baseUrl, owner, 'licence')).body.data?.id ?? '';
    const form = { companyName: '上海阿斯特科技有限公司', creditCode: CODE.toLowerCase(), legalPerson: '陈经理', licencePhotoId: licence };
    const bad = await server.call('POST', SUBMIT, { token: owner, body: { ...form, creditCode: '91350100M000100Y44' } });
    expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请输入正确的18位统一社会信用代码' });
    const done = await server.call<{ id: number; shareCode: string; creditCode: string }>('POST', SUBMIT, { token: owner, body: form });
    expect(done.body.data).toMatchObject({ companyName: '上海阿斯特科技有限公司', creditCode: '913501**********43', legalPerson: '陈*理', status: 'approved', role: 'owner' });
    const shareCode = done.body.data?.shareCode ?? '';
    expect((await server.call('GET', MINE, { token: owner })).body.data).toMatchObject({ id: done.body.data?.id });

    // Someone else's licence, a second owner of the code, another tenant's auth by id: refused.
    const rival = await verifiedTenant('13700006662', '110101198001010037');
    const rivalLicence = (await uploadTestPhoto(server.baseUrl, rival, 'licence')).body.data?.id ?? '';
    expect((await server.call('POST', SUBMIT, { token: rival, body: { ...form, licencePhotoId: licence } })).body.errorCode).toBe('PHOTO_NOT_FOUND');
    expect((await server.call('POST', SUBMIT, { token: rival, body: { ...form, licencePhotoId: rivalLicence } })).body.errorCode).toBe('COMPANY_AUTH_TAKEN');
    expect((await server.call('GET', `/common/v1/user-setting/user-bizInfo/${done.body.data?.id ?? 0}`, { token: rival })).body.errorCode).toBe('COMPANY_AUTH_NOT_FOUND');

    // The colleague sees the company, joins, and is a member (no share code of their own).
    const colleague = await server.loginByPhone('13700006663');
    expect((await server.call('GET', `/tapp/v1/identity/company-share/${shareCode}`, { token: colleague })).body.data).toEqual({
      companyName: '上海阿斯特科技有限公司',
      creditCode: '913501**********43',
      joined: false,
    });
    const joined = await server.call('POST', `/common/v1/user-setting/get-user-bizAuth-url/${shareCode}`, { token: colleague });
    expect(joined.body.data).toMatchObject({ role: 'member', shareCode: null, status: 'approved' });
    expect((await server.call('POST', '/common/v1/user-setting/get-user-bizAuth-url/not-a-share-code', { token: colleague })).body.errorCode).toBe('COMPANY_SHARE_INVALID');

    // The owner cancels: the colleague's ends with it.
    expect((await server.call('POST', '/common/v1/user-setting/user-bizAuth-cancel', { token: owner })).body.errorCode).toBe('0');
    expect((await server.call('GET', MINE, { token: owner })).body.data).toBeNull();
    expect((await server.call('GET', MINE, { token: colleague })).body.data).toBeNull();
  });

  it('asks for the personal real name first', async () => {
    const token = await server.loginByPhone('13700006664');
    const licence = (await uploadTestPhoto(server.baseUrl, token, 'licence')).body.data?.id ?? '';
    const refused = await server.call('POST', SUBMIT, { token, body: { companyName: '某某有限公司', creditCode: CODE, legalPerson: '王五', licencePhotoId: licence } });
    expect(refused.body).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED', message: '请先完成个人实名认证' });
  });
});
