import { BusinessError } from '../http/errors';
import { providersFromEnv } from '../outside/fromEnv';
import { startFakeAlipay, type FakeAlipay } from '../testing/fakeAlipay';
import { alipayLoginExchange } from './alipayLogin';

describe('Alipay mini-program login (alipay.system.oauth.token) against a fake open platform gateway', () => {
  let fake: FakeAlipay;
  beforeAll(async () => {
    fake = await startFakeAlipay();
  });
  afterAll(() => fake.close());

  it("exchanges my.getAuthCode's code for the open id, the access token kept as the session key", async () => {
    const login = alipayLoginExchange(fake.settings);
    expect(login).toMatchObject({ platform: 'alipay', simulated: false });
    const code = fake.authCode('074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5');
    const identity = await login.exchange(code);
    expect(identity).toEqual({ openId: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5', sessionKey: expect.stringMatching(/^authusrB/) });
    const asked = fake.calls.find((call) => call.method === 'alipay.system.oauth.token');
    expect(asked?.fields).toMatchObject({ grant_type: 'authorization_code', code });
  });

  it('refuses a code Alipay refuses (used, forged) with OPENID_CODE_INVALID', async () => {
    const login = alipayLoginExchange(fake.settings);
    const code = fake.authCode('074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo6');
    await login.exchange(code);
    const used = login.exchange(code);
    await expect(used).rejects.toBeInstanceOf(BusinessError);
    await expect(used).rejects.toMatchObject({ errorCode: 'OPENID_CODE_INVALID', message: '登录凭证无效，请重新进入小程序' });
    await expect(login.exchange('forged-code')).rejects.toMatchObject({ errorCode: 'OPENID_CODE_INVALID' });
  });

  it('tells a gateway that is down from a refused code', async () => {
    const login = alipayLoginExchange(fake.settings);
    fake.failing.add('alipay.system.oauth.token');
    try {
      await expect(login.exchange(fake.authCode('074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo7'))).rejects.toMatchObject({ name: 'OutsideSystemError', system: 'alipay-login' });
    } finally {
      fake.failing.delete('alipay.system.oauth.token');
    }
  });

  it('is what providersFromEnv builds from ASTER_ALIPAY_* (the login and the real-name checks), or each missing setting', async () => {
    const { providers, problems } = providersFromEnv(fake.env());
    expect(problems).toEqual([]);
    expect(providers.alipayLogin).toMatchObject({ name: 'alipay-login', simulated: false });
    expect(providers.realName).toMatchObject({ name: 'alipay-real-name', simulated: false });
    expect((await providers.alipayLogin?.exchange(fake.authCode('074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo8')))?.openId).toBe('074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo8');
    const partial = providersFromEnv({ ASTER_ALIPAY_APP_ID: fake.settings.appId, ASTER_ALIPAY_SELLER_ID: fake.settings.sellerId });
    expect(partial.providers).toEqual({});
    expect(partial.problems).toEqual([
      "ASTER_ALIPAY_PRIVATE_KEY_FILE is required: the path of the app's RSA2 private key (应用私钥)",
      "ASTER_ALIPAY_PUBLIC_KEY_FILE is required: the path of Alipay's public key (支付宝公钥) of the app",
    ]);
  });
});
