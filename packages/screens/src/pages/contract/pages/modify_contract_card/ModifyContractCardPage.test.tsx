import { act } from 'react-test-renderer';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ModifyContractCardPage from './ModifyContractCardPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('modify_contract_card', () => {
  it('checks the card before sending, keeps what was typed when the server refuses, and shows the saved card masked', async () => {
    let saved: ReturnType<typeof rentingContract>['refundAccount'] = null;
    let refuse = true;
    const page = await openLeasePage(ModifyContractCardPage, [
      ['modify-shroff-acc/5', () => {
        if (refuse) return businessErrorAnswer('REFUND_HOLDER_MISMATCH', '开户人须为合同承租人本人');
        saved = { holderName: '张三', bankName: '招商银行', cardNumberMasked: '**** **** **** 0128', updatedAt: '2026-11-23T10:00:00+08:00' };
        return okAnswer(saved);
      }],
      // The account on file comes with the contract detail.
      ['contract/5', () => okAnswer(rentingContract({ refundAccount: saved }))],
    ]);
    await page.settle();
    expect(page.byTestId('card-none')).toBeDefined();
    expect(page.byTestId('card-holderName')?.props.value).toBe('张三');
    const type = async (field: string, value: string) => {
      await act(async () => {
        page.byTestId(`card-${field}`)?.props.onInput({ target: { value } });
      });
    };
    await type('bankName', '招商银行');
    await type('cardNumber', '6222 0212 3456 7890 124');
    await page.tap('card-save');
    expect(page.text()).toContain('银行卡号有误，请核对后重新输入');
    expect(page.sent('modify-shroff-acc/5')).toHaveLength(0);

    await type('cardNumber', '6222 0212 3456 7890 128');
    await page.tap('card-save');
    await page.settle();
    expect(JSON.parse(String(page.sent('modify-shroff-acc/5')[0]?.data))).toEqual({ holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890128' });
    expect(page.text()).toContain('开户人须为合同承租人本人');
    expect(page.byTestId('card-cardNumber')?.props.value).toBe('6222 0212 3456 7890 128');

    refuse = false;
    await page.tap('card-save');
    await page.settle();
    expect(page.byTestId('card-current-number')?.children.join('')).toBe('**** **** **** 0128');
    expect(page.sent('contract/shroff-acc/5')).toHaveLength(0);
    page.unmount();
  });
});
