import { bankCardEndpoints } from '@aster/core-api';
import { passesLuhn, type BankCard } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { MINUTE, expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { createBankCardStore } from './bankCards';

const C = '/tapp/v1/bank-card';
/** The phone the bank holds for the card (预留手机号), not the account's. */
const RESERVED = '13912345678';

/** A valid number on a BIN: the BIN, a few digits, and the Luhn check digit. */
function cardOn(bin: string, middle = '0'): string {
  const body = `${bin}${middle}`.padEnd(18, '0');
  const check = [...Array(10).keys()].find((digit) => passesLuhn(`${body}${digit}`));
  return `${body}${String(check)}`;
}

describe('bank cards over HTTP: the real-name holder, the reserved phone\'s SMS code, the bank by BIN, masked, each tenant their own', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const list = async (token = world.tenant) => bankCardEndpoints.list.response.parse(expectOk(await world.server.call<BankCard[]>('GET', `${C}/list`, { token })));
  const smsCode = async (mobile = RESERVED) => (await world.server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
  // A code to one phone for one purpose may go a minute after the last.
  const sendCode = (cardNumber: string, token = world.tenant, mobile = RESERVED) => {
    world.clock.advance(2 * MINUTE);
    return world.server.call<{ mobileMasked: string }>('POST', `${C}/send-code`, { token, body: { cardNumber, mobile } });
  };
  const bind = (cardNumber: string, code: string, token = world.tenant, mobile = RESERVED) => world.server.call<BankCard>('POST', `${C}/add`, { token, body: { cardNumber, mobile, code } });

  it('lists the supported banks with their limits', async () => {
    const banks = bankCardEndpoints.supported.response.parse(expectOk(await world.server.call('GET', `${C}/supported`, { token: world.tenant })));
    expect(banks.find((bank) => bank.code === 'CMB')).toEqual({ code: 'CMB', name: '招商银行', singleLimit: '50000.00', dailyLimit: '50000.00' });
  });

  it('binds a card with the code sent to its reserved phone, keeps only the last 4 and the phone masked, and refuses the same card twice', async () => {
    expect(expectOk(await sendCode('6222 0212 3456 7890 128'))).toEqual({ mobileMasked: '139****5678' });
    const card = bankCardEndpoints.add.response.parse(expectOk(await bind('6222 0212 3456 7890 128', await smsCode())));
    expect(card).toMatchObject({ bankCode: 'ICBC', bankName: '工商银行', lastFour: '0128', cardNumberMasked: '**** **** **** 0128', holderNameMasked: '*三', mobileMasked: '139****5678' });
    expect(JSON.stringify(card)).not.toContain('6222021234567890128');
    const stored = JSON.stringify(world.server.db.prepare('SELECT * FROM bank_cards').all());
    expect(stored).not.toContain('6222021234567890128');
    expect(stored).not.toContain(RESERVED);
    // Refused before a code is spent on it.
    expect((await sendCode('6222021234567890128')).body).toMatchObject({ errorCode: 'BANK_CARD_TAKEN', message: '该银行卡已添加' });
    expect(await list()).toEqual([card]);
  });

  it('binds only with a code of this purpose, this tenant, this card and this phone, once', async () => {
    const card = '6222021234567890128';
    expect((await world.server.call('POST', `${C}/add`, { token: world.tenant, body: { cardNumber: card } })).body.errorCode).toBe('PARAM_INVALID');
    // A login code to the reserved phone is no binding code.
    world.clock.advance(2 * MINUTE);
    expectOk(await world.server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile: demoUsers.tenant.mobile, companyId: '0', type: 0 }, token: world.tenant }));
    expect((await bind(card, await smsCode(demoUsers.tenant.mobile), world.tenant, demoUsers.tenant.mobile)).body.errorCode).toBe('SMS_CODE_WRONG');
    expectOk(await sendCode(card));
    const code = await smsCode();
    // Another card, another phone, another tenant: wrong (each a try spent on the code).
    expect((await bind(cardOn('622588'), code)).body.errorCode).toBe('SMS_CODE_WRONG');
    expect((await bind(card, code, world.tenant, '13912345679')).body.errorCode).toBe('SMS_CODE_WRONG');
    expect((await bind(card, code, world.other)).body).toMatchObject({ message: '请先完成实名认证' });
    expectOk(await bind(card, code));
    expect((await bind(card, code)).body.errorCode).toBe('SMS_CODE_WRONG');
  });

  it("checks the reserved phone with the spec's message, and counts the codes a tenant asks per day", async () => {
    expect((await sendCode(cardOn('622588'), world.tenant, '23800138000')).body).toMatchObject({ errorCode: 'PARAM_INVALID', message: expect.stringContaining('请输入正确的手机号') });
    for (let index = 0; index < 5; index += 1) expectOk(await sendCode(cardOn('622588', String(index)), world.tenant, `1391234000${String(index)}`));
    expect((await sendCode(cardOn('622588', '6'), world.tenant, '13912340006')).body).toMatchObject({ errorCode: 'BANK_CARD_CODE_LIMIT', message: '今日获取验证码次数过多，请明天再试' });
  });

  it('refuses a wrong number or an unsupported bank with the rule\'s message, and a tenant without a real name, before sending a code', async () => {
    expect((await sendCode('6222021234567890124')).body).toMatchObject({ message: expect.stringContaining('银行卡号有误，请核对后重新输入') });
    expect((await sendCode(cardOn('999999'))).body).toMatchObject({ message: expect.stringContaining('暂不支持该银行的卡') });
    expect((await sendCode(cardOn('622588'), world.other)).body).toMatchObject({ message: '请先完成实名认证' });
    expect((await world.server.call('GET', '/__dev/sms-code', { query: { mobile: RESERVED } })).body.errorCode).not.toBe('0');
  });

  it("keeps at most 10 cards, and another tenant can neither see nor remove one's card", async () => {
    const cards = createBankCardStore({ db: world.server.db, clock: world.clock });
    for (let index = 0; index < 10; index += 1) cards.add(demoUsers.tenant.id, cardOn('622588', String(index)), '张三', RESERVED);
    expect((await sendCode(cardOn('621700'))).body).toMatchObject({ message: '最多可添加10张银行卡' });
    const [first] = await list();
    expect(await list(world.other)).toEqual([]);
    expect((await world.server.call('POST', `${C}/${first?.id ?? ''}/remove`, { token: world.other })).body).toMatchObject({ message: '银行卡不存在' });
    expectOk(await world.server.call('POST', `${C}/${first?.id ?? ''}/remove`, { token: world.tenant }));
    expect(await list()).toHaveLength(9);
  });
});
