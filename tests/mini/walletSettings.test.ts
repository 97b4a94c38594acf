import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, clientType, platformHeader, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_LOGIN_CODE, DEMO_TENANT_MOBILE } from '../support/server';

// The wallet's settings in the built WeChat and Alipay bundles, one walk: set the payment password through the SMS
// check (123456 and a mismatch refused), forget it and reset it through the SMS check, add two bank cards with the
// code sent to their reserved phone and choose which receives withdrawals, give the details asked before a first
// withdrawal, read the questions. Several codes to one phone within a minute (two password checks, two cards): the server's gap between them is shortened to nothing.
describe.each(platforms)('wallet settings in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps({ sms: { phoneIntervalMs: 1 } });

  it('sets the password, resets it by SMS, chooses the withdrawal card and gives the details for withdrawing', async () => {
    const { server } = apps;
    // Logged in by the platform's demo code, without an SMS: the reset's code may go to the phone at once.
    const login = await fetch(`${server.origin}/common/v2/login`, {
      method: 'POST',
      headers: { platform: platformHeader[platform], companyId: '0', 'content-type': 'application/json' },
      body: JSON.stringify({ openIdCode: DEMO_TENANT_LOGIN_CODE, clientType: clientType[platform], loginScene: 1 }),
    });
    const tenant = ((await login.json()) as { data: { token: string; userId: string | number } }).data;
    const session = { token: tenant.token, userId: String(tenant.userId) };
    const wallet = () => server.getData<{ hasPassword: boolean; withdrawCard: { lastFour: string } | null; infoComplete: boolean }>('/tapp/v1/wallet/summary', { token: session.token });
    const app = await apps.launch(platform, { storage: storedSession(session), entry: '/pages/wallet/set_pwd/index' });
    const { shows, has, onPage, tap, back } = asTenant(app);
    const input = (testId: string, value: string) => app.currentPage().input(testId, value);

    await waitFor(app, 'no password yet', () => has('ws-pwd-none'));
    await tap('ws-pwd-set-new');
    await onPage('pages/wallet/set_pwd_verify/index');
    await tap('ws-verify-send');
    await waitFor(app, 'the code sent', () => shows('验证码已发送至138****8000'));
    await input('ws-verify-code', await server.smsCode(DEMO_TENANT_MOBILE));
    await tap('ws-verify-next');
    await onPage('pages/wallet/set_pwd_steps/index');
    await input('ws-pwd-first', '123456');
    await tap('ws-pwd-next');
    await waitFor(app, 'the trivial one refused', () => shows('支付密码不能是重复或连续的数字'));
    await input('ws-pwd-first', '135790');
    await tap('ws-pwd-next');
    await input('ws-pwd-second', '135791');
    await tap('ws-pwd-confirm');
    await waitFor(app, 'the mismatch', () => shows('两次输入的密码不一致，请重新设置'));
    await input('ws-pwd-first', '135790');
    await tap('ws-pwd-next');
    await input('ws-pwd-second', '135790');
    await tap('ws-pwd-confirm');
    await onPage('pages/wallet/set_pwd/index');
    await waitFor(app, 'the password set', () => has('ws-pwd-change'));
    expect((await wallet()).hasPassword).toBe(true);

    await tap('ws-pwd-forget');
    await onPage('pages/wallet/set_pwd_verify/index');
    await tap('ws-verify-send');
    await waitFor(app, 'the masked phone', () => shows('验证码已发送至138****8000') && shows('秒后重发'));
    await input('ws-verify-code', await server.smsCode(DEMO_TENANT_MOBILE));
    await tap('ws-verify-next');
    await onPage('pages/wallet/set_pwd_steps/index');
    expect(JSON.stringify(app.currentPage().query)).not.toMatch(/ticket/i);
    await input('ws-pwd-first', '246801');
    await tap('ws-pwd-next');
    await input('ws-pwd-second', '246801');
    await tap('ws-pwd-confirm');
    await onPage('pages/wallet/set_pwd/index');
    await waitFor(app, 'back on set_pwd', () => has('ws-pwd-change'));

    await app.navigate('navigateTo', { url: '/pages/wallet/bank/index' });
    await onPage('pages/wallet/bank/index');
    await waitFor(app, 'no card yet', () => shows('还没有银行卡'));
    for (const [number, lastFour] of [['6222 0212 3456 7890 128', '0128'], ['6217 0012 3456 7890 122', '0122']] as const) {
      await tap('ws-card-add');
      await onPage('pages/bill/bill_bank_add_new/index');
      await input('bank-new-number', number);
      await input('bank-new-mobile', '13912345678');
      await tap('bank-new-send');
      await waitFor(app, 'the code sent to the reserved phone', () => shows('验证码已发送至139****5678'));
      await input('bank-new-code', await server.smsCode('13912345678'));
      await tap('bank-new-save');
      await onPage('pages/wallet/bank/index');
      await waitFor(app, `card ${lastFour}`, () => has(`ws-card-${lastFour}`));
    }
    const first = (await wallet()).withdrawCard?.lastFour ?? '';
    await waitFor(app, 'the withdrawal card marked', () => has(`ws-withdraw-card-${first}`));
    const other = first === '0128' ? '0122' : '0128';
    await tap('ws-card-change');
    await onPage('pages/wallet/change_bank/index');
    await tap(`ws-choose-${other}`);
    await waitFor(app, 'the other card chosen', () => app.currentPage().queryByTestId(`ws-choose-${other}`)?.props['aria-checked'] === true);
    expect((await wallet()).withdrawCard?.lastFour).toBe(other);
    await back();
    await onPage('pages/wallet/bank/index');
    await waitFor(app, 'the new withdrawal card marked', () => has(`ws-withdraw-card-${other}`));
    expect(shows('6222')).toBe(false);

    await app.navigate('navigateTo', { url: '/pages/wallet/additional_info/index' });
    await onPage('pages/wallet/additional_info/index');
    await waitFor(app, 'why it is asked', () => shows('首次提现前，根据反洗钱规定需补充职业和常住地址'));
    await tap('ws-info-save');
    await waitFor(app, 'the rules', () => shows('请选择职业'));
    await tap('ws-occupation-企业职员');
    await input('ws-info-address', '上海市徐汇区漕溪北路1号');
    await tap('ws-info-save');
    await onPage('pages/wallet/bank/index');
    expect((await wallet()).infoComplete).toBe(true);

    await app.navigate('navigateTo', { url: '/pages/wallet/questions/index' });
    await onPage('pages/wallet/questions/index');
    await tap('ws-faq-fee');
    await waitFor(app, 'the fee', () => shows('0.1%作为手续费，最低¥1.00'));
    expect(app.errors).toEqual([]);
  });
});
