import { InvoiceApplySchema } from '../entities/invoice';
import { fenToChineseCapital } from '../format/money';
import { InvoiceTitleSchema, canMoveInvoice, invoiceHoldsItems, maskEmail, maskTaxNumber } from './invoice';

const CODE = '91350100M000100Y43';

describe('an invoice title', () => {
  it('keeps a person to a name, dropping a tax number and the lines', () => {
    expect(InvoiceTitleSchema.parse({ type: 'personal', name: ' 张三 ', taxNumber: CODE, bankLine: '某银行' })).toEqual({ type: 'personal', name: '张三', taxNumber: '', bankLine: '', addressLine: '' });
  });

  it("asks a company for its 18-character credit code, checked as company authentication checks it", () => {
    expect(InvoiceTitleSchema.safeParse({ type: 'company', name: '甲公司' }).error?.issues[0]).toMatchObject({ path: ['taxNumber'], message: '请填写统一社会信用代码' });
    expect(InvoiceTitleSchema.safeParse({ type: 'company', name: '甲公司', taxNumber: '91350100M000100Y44' }).error?.issues[0]?.message).toBe('请输入正确的18位统一社会信用代码');
    expect(InvoiceTitleSchema.parse({ type: 'company', name: '甲公司', taxNumber: ' 91350100m000100y43 ', bankLine: '招商银行 6214 8301 2345 6789' })).toMatchObject({ taxNumber: CODE, bankLine: '招商银行 6214 8301 2345 6789' });
  });

  it('needs a name', () => {
    expect(InvoiceTitleSchema.safeParse({ type: 'personal', name: '' }).error?.issues[0]?.message).toBe('请填写发票抬头');
  });
});

describe('applying', () => {
  const title = { type: 'personal', name: '张三' } as const;
  it('takes 1 to 50 distinct items, an email and a request key', () => {
    const item = (id: number) => ({ kind: 'bill' as const, id: String(id) });
    expect(InvoiceApplySchema.safeParse({ items: [], title, email: 'a@b.cn', requestKey: 'k'.repeat(16) }).error?.issues[0]?.message).toBe('请选择要开票的账单或订单');
    expect(InvoiceApplySchema.safeParse({ items: Array.from({ length: 51 }, (_x, i) => item(i)), title, email: 'a@b.cn', requestKey: 'k'.repeat(16) }).error?.issues[0]?.message).toBe('一次最多选择50笔');
    expect(InvoiceApplySchema.safeParse({ items: [item(1), item(1)], title, email: 'a@b.cn', requestKey: 'k'.repeat(16) }).error?.issues[0]?.message).toBe('所选款项有重复');
    expect(InvoiceApplySchema.safeParse({ items: [item(1)], title, email: 'a@b', requestKey: 'k'.repeat(16) }).error?.issues[0]?.message).toBe('邮箱格式不正确');
    expect(InvoiceApplySchema.parse({ items: [item(1), { kind: 'order', id: 'PO2026' }], title, email: ' a@b.cn ', requestKey: 'k'.repeat(16) }).email).toBe('a@b.cn');
  });
});

describe('states and masking', () => {
  it('moves applied → issued | failed, issued → voided; applied and issued hold their items', () => {
    expect(canMoveInvoice('applied', 'issued')).toBe(true);
    expect(canMoveInvoice('applied', 'failed')).toBe(true);
    expect(canMoveInvoice('issued', 'voided')).toBe(true);
    expect(canMoveInvoice('failed', 'issued')).toBe(false);
    expect(canMoveInvoice('issued', 'failed')).toBe(false);
    expect(['applied', 'issued', 'failed', 'voided'].filter((status) => invoiceHoldsItems(status as 'applied'))).toEqual(['applied', 'issued']);
  });

  it('shows the last 4 of a tax number and the start of an email', () => {
    expect(maskTaxNumber(CODE)).toBe('**************0Y43');
    expect(maskTaxNumber(CODE)).toHaveLength(18);
    expect(maskEmail('tenant@example.com')).toBe('te***@example.com');
  });
});

describe('amounts in Chinese capitals', () => {
  it('reads zeros once and ends whole yuan with 整', () => {
    expect(fenToChineseCapital(0)).toBe('零元整');
    expect(fenToChineseCapital(50)).toBe('伍角');
    expect(fenToChineseCapital(5)).toBe('伍分');
    expect(fenToChineseCapital(1_000)).toBe('壹拾元整');
    expect(fenToChineseCapital(100_405)).toBe('壹仟零肆元零伍分');
    expect(fenToChineseCapital(10_000_000)).toBe('壹拾万元整');
    expect(fenToChineseCapital(480_000)).toBe('肆仟捌佰元整');
    expect(fenToChineseCapital(1_000_100_000)).toBe('壹仟万壹仟元整');
    expect(fenToChineseCapital(10_001_000_000)).toBe('壹亿零壹万元整');
    expect(fenToChineseCapital(12_345_678_912)).toBe('壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元壹角贰分');
    expect(fenToChineseCapital(-1)).toBe('');
  });
});
