import { BANK_NOT_SUPPORTED, BankCardAddSchema, SUPPORTED_BANKS, bankCardText, bankOfCard } from './bankCard';
import { passesLuhn } from './refundAccount';

/** A valid number on a BIN: the BIN, zeros, and the Luhn check digit. */
function cardOn(bin: string, length = 19): string {
  const body = bin.padEnd(length - 1, '0');
  const check = [...Array(10).keys()].find((digit) => passesLuhn(`${body}${digit}`));
  return `${body}${String(check)}`;
}

describe('bank cards (bill_bank_add_new, bill_bank_support)', () => {
  it('tells the bank from the first 6 digits, as typed with spaces too', () => {
    expect(bankOfCard('6222 0212 3456 7890 128')?.name).toBe('工商银行');
    expect(bankOfCard(cardOn('622588', 16))?.name).toBe('招商银行');
    expect(bankOfCard(cardOn('621799'))?.code).toBe('PSBC');
    expect(bankOfCard('62220')).toBeNull();
    expect(bankOfCard(cardOn('999999'))).toBeNull();
  });

  it('no two banks claim one BIN, and every limit is whole fen with the single under the daily', () => {
    const bins = SUPPORTED_BANKS.flatMap((bank) => bank.bins);
    expect(new Set(bins).size).toBe(bins.length);
    for (const bank of SUPPORTED_BANKS) {
      expect(bank.bins.every((bin) => /^\d{6}$/.test(bin))).toBe(true);
      expect(Number.isInteger(bank.singleLimitFen) && bank.singleLimitFen <= bank.dailyLimitFen).toBe(true);
    }
  });

  it('takes a checked number of a supported bank, refuses others with clear messages', () => {
    expect(BankCardAddSchema.parse({ cardNumber: '6222 0212 3456 7890 128', mobile: '13912345678', code: '123456' })).toEqual({
      cardNumber: '6222021234567890128',
      mobile: '13912345678',
      code: '123456',
    });
    const messageOf = (cardNumber: string) => {
      const result = BankCardAddSchema.safeParse({ cardNumber, mobile: '13912345678', code: '123456' });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(BankCardAddSchema.safeParse({ cardNumber: '6222021234567890128', mobile: '1391234', code: '123456' }).success).toBe(false);
    expect(messageOf(cardOn('999999'))).toBe(BANK_NOT_SUPPORTED);
    expect(messageOf('6222021234567890124')).toBe('银行卡号有误，请核对后重新输入');
    expect(messageOf('')).toBe('请输入银行卡号');
    expect(bankCardText({ bankName: '招商银行', lastFour: '1234' })).toBe('招商银行（尾号1234）');
  });
});
