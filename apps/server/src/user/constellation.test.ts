import { UserSchema } from '@aster/core-domain';
import { startTestServer, type TestServer } from '../testing/testServer';

const USER_INFO = '/common/v1/user-setting/user-info';

describe('the profile constellation over HTTP (user_edit, issue 38)', () => {
  let server: TestServer;
  let token: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.loginByPhone('13700003333');
    other = await server.loginByPhone('13700004444');
  });
  afterAll(() => server.close());

  const constellationOf = async (as: string) => UserSchema.parse((await server.call('GET', USER_INFO, { token: as })).body.data).constellation;

  it('is absent until picked, then saved for the caller only, and the nickname stays', async () => {
    expect(await constellationOf(token)).toBeUndefined();
    const before = (await server.call<{ userName: string }>('GET', USER_INFO, { token })).body.data?.userName;
    expect((await server.call('POST', USER_INFO, { token, body: { constellation: 5 } })).body.errorCode).toBe('0');
    expect(await constellationOf(token)).toBe(5);
    expect((await server.call<{ userName: string }>('GET', USER_INFO, { token })).body.data?.userName).toBe(before);
    expect(await constellationOf(other)).toBeUndefined();
    // 0 is 保密, a choice of its own.
    expect((await server.call('POST', USER_INFO, { token, body: { constellation: 0 } })).body.errorCode).toBe('0');
    expect(await constellationOf(token)).toBe(0);
  });

  it.each([13, -1, 2.5, '5', null])('refuses %j with a Chinese message and keeps the saved one', async (constellation) => {
    const result = await server.call('POST', USER_INFO, { token, body: { constellation } });
    expect(result.body).toMatchObject({ errorCode: 'PARAM_INVALID', data: null, message: '参数错误：请选择星座' });
    expect(await constellationOf(token)).toBe(0);
  });

  it('needs a login', async () => {
    expect((await server.call('POST', USER_INFO, { body: { constellation: 3 } })).status).toBe(401);
  });
});
