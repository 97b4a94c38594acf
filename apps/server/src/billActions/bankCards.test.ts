import { bankCardEndpoints } from '@aster/core-api';
import { passesLuhn, type BankCard } from '@aster/core-domain';
import { expectOk, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

const C = '/tapp/v1/bank-card';

/** A valid number on a BIN: the BIN, a few digits, and the Luhn check digit. */
function cardOn(bin: string, middle = '0'): string {
  const body = `${bin}${middle}`.padEnd(18, '0');
  const check = [...Array(10).keys()].find((digit) => passesLuhn(`${body}${digit}`));
  return `${body}${String(check)}`;
}

describe('bank cards over HTTP: the real-name holder, the bank by BIN, masked, each tenant their own', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const list = async (token = world.tenant) => bankCardEndpoints.list.response.parse(expectOk(await world.server.call<BankCard[]>('GET', `${C}/list`, { token })));
  const add = (cardNumber: string, token = world.tenant) => world.server.call<BankCard>('POST', `${C}/add`, { token, body: { cardNumber } });

  it('lists the supported banks with their limits', async () => {
    const banks = bankCardEndpoints.supported.response.parse(expectOk(await world.server.call('GET', `${C}/supported`, { token: world.tenant })));
    expect(banks.find((bank) => bank.code === 'CMB')).toEqual({ code: 'CMB', name: '招商银行', singleLimit: '50000.00', dailyLimit: '50000.00' });
  });

  it('adds a card in the real name, tells the bank, keeps only the last 4 and refuses the same card twice', async () => {
    const card = bankCardEndpoints.add.response.parse(expectOk(await add('6222 0212 3456 7890 128')));
    expect(card).toMatchObject({ bankCode: 'ICBC', bankName: '工商银行', lastFour: '0128', cardNumberMasked: '**** **** **** 0128', holderNameMasked: '*三' });
    expect(JSON.stringify(card)).not.toContain('6222021234567890128');
    const stored = world.server.db.prepare('SELECT * FROM bank_cards').all();
    expect(JSON.stringify(stored)).not.toContain('6222021234567890128');
    expect((await add('6222021234567890128')).body).toMatchObject({ message: '该银行卡已添加' });
    expect(await list()).toEqual([card]);
  });

  it('refuses a wrong number or an unsupported bank with the rule\'s message, and a tenant without a real name', async () => {
    expect((await add('6222021234567890124')).body).toMatchObject({ message: expect.stringContaining('银行卡号有误，请核对后重新输入') });
    expect((await add(cardOn('999999'))).body).toMatchObject({ message: expect.stringContaining('暂不支持该银行的卡') });
    expect((await add(cardOn('622588'), world.other)).body).toMatchObject({ message: '请先完成实名认证' });
  });

  it("keeps at most 10 cards, and another tenant can neither see nor remove one's card", async () => {
    for (let index = 0; index < 10; index += 1) expectOk(await add(cardOn('622588', String(index))));
    expect((await add(cardOn('621700'))).body).toMatchObject({ message: '最多可添加10张银行卡' });
    const [first] = await list();
    expect(await list(world.other)).toEqual([]);
    expect((await world.server.call('POST', `${C}/${first?.id ?? ''}/remove`, { token: world.other })).body).toMatchObject({ message: '银行卡不存在' });
    expectOk(await world.server.call('POST', `${C}/${first?.id ?? ''}/remove`, { token: world.tenant }));
    expect(await list()).toHaveLength(9);
  });
});
