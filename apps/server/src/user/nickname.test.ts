import { NicknameSchema } from '@aster/core-domain';
import { startTestServer, type TestServer } from '../testing/testServer';

const USER_INFO = '/common/v1/user-setting/user-info';

/** Nicknames user_data_edit refuses, each for the reason the app gives. */
const refusedByTheApp = ['🇨🇳租客', '1️⃣号', '#️⃣', '租客🏴󠁧󠁢󠁥󠁮󠁧󠁿', '小明😀', '   ', '一'.repeat(21), '客服\u202Egnp.exe', 'a\u0000b', '张\uD800三', '张\u200B三', '\u3164'];

describe('nickname over HTTP: the server refuses what the app refuses', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    // A phone's first login creates its account.
    token = await server.loginByPhone('13700002222');
  });
  afterAll(() => server.close());

  it.each(refusedByTheApp)('refuses %j with the app message, and keeps the old name', async (userName) => {
    const before = (await server.call<{ userName: string }>('GET', USER_INFO, { token })).body.data?.userName;
    const appMessage = NicknameSchema.safeParse(userName).error?.issues[0]?.message;
    expect(appMessage).toBeDefined();
    const result = await server.call('POST', USER_INFO, { token, body: { userName } });
    expect(result.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: `参数错误：${appMessage}` });
    expect((await server.call<{ userName: string }>('GET', USER_INFO, { token })).body.data?.userName).toBe(before);
  });

  it('saves what the app accepts, tidied the same way (a rare character counts once)', async () => {
    const userName = ` ${'𠮷'.repeat(20)} `;
    expect(NicknameSchema.safeParse(userName).success).toBe(true);
    expect((await server.call('POST', USER_INFO, { token, body: { userName } })).body.errorCode).toBe('0');
    expect((await server.call<{ userName: string }>('GET', USER_INFO, { token })).body.data?.userName).toBe('𠮷'.repeat(20));
  });
});
