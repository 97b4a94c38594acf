import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billOf } from '@screens/features/bills/testing';
import BillAllPage from './BillAllPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('bill_all', () => {
  it('draws 20 bills at a time: 加载更多 adds the next 20 until there are no more', async () => {
    const bills = Array.from({ length: 45 }, (_, i) => billOf({ id: String(100 + i), kind: 'utility', title: `电费（${i}）`, status: 'paid', payable: false, paidAt: '2026-10-08T20:30:00+08:00' }));
    const page = await openScreen(BillAllPage, { answers: { '/bill/list': () => okAnswer({ bills, unpaidCount: 0, unpaidAmount: '0.00' }) } });
    const cards = () => page.root.findAll((node) => typeof node.type === 'string' && /^bill-\d+$/.test(String(node.props['data-testid'] ?? ''))).length;
    expect(cards()).toBe(20);
    await page.tap('bill-all-more');
    expect(cards()).toBe(40);
    await page.tap('bill-all-more');
    expect(cards()).toBe(45);
    expect(page.text()).toContain('没有更多了');
    page.unmount();
  });
});
