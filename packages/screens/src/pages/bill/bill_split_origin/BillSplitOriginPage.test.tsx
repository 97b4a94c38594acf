import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billOf } from '@screens/features/bills/testing';
import BillSplitOriginPage from './BillSplitOriginPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '90' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('bill_split_origin', () => {
  it('shows the split bill and each instalment with its state, opened from an instalment; an instalment opens its detail', async () => {
    const split = {
      original: billOf({ id: '42', status: 'split', payable: false, amount: '8730.00' }),
      fee: '0.00',
      splitAt: '2026-11-21T09:00:00+08:00',
      instalments: [
        { ...billOf({ id: '90', title: '房租 第1/3期', amount: '2910.00', status: 'paid', payable: false, paidAt: '2026-11-21T09:05:00+08:00' }), instalment: 1 },
        { ...billOf({ id: '91', title: '房租 第2/3期', amount: '2910.00', dueDate: '2026-12-24' }), instalment: 2 },
        { ...billOf({ id: '92', title: '房租 第3/3期', amount: '2910.00', dueDate: '2027-01-24' }), instalment: 3 },
      ],
    };
    const page = await openScreen(BillSplitOriginPage, { answers: { '/bill/90/split': () => okAnswer(split) } });
    expect(page.byTestId('split-origin-status')?.children.join('')).toContain('已分期');
    expect(page.text()).toContain('共3期 · 已还1期');
    expect(page.byTestId('split-origin-amount')?.children).toEqual(['¥8,730.00']);
    expect(page.byTestId('bill-status-90')?.children.join('')).toContain('已支付');
    expect(page.byTestId('bill-status-91')?.children.join('')).toContain('待支付');
    await page.tap('bill-91');
    expect(page.currentPage()).toBe('/pages/bill/bill_detail/index?id=91');
    page.unmount();
  });
});
