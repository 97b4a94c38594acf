import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { billOf } from '@screens/features/bills/testing';
import BillListPage from './BillListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const BILLS = [
  billOf({ id: '7', title: '燃气费（2026-10）', kind: 'utility', dueDate: '2020-01-05', status: 'overdue', amount: '43.20', contractId: '6', contractNo: 'HTDEMO06' }),
  billOf({ id: '41', dueDate: '2999-11-25', amount: '9000.00' }),
  billOf({ id: '3', title: '电费（2026-09）', kind: 'utility', status: 'paid', payable: false, amount: '231.10', paidAt: '2026-10-08T20:30:00+08:00' }),
];

describe('bill_list', () => {
  it('heads with what is owed, lists owed bills before settled ones with their due lines, and opens a bill', async () => {
    const page = await openScreen(BillListPage, {
      answers: {
        '/bill/list': () => okAnswer({ bills: BILLS, unpaidCount: 2, unpaidAmount: '9043.20' }),
        '/payment/user/contract': () =>
          okAnswer([
            { contractId: '5', contractNo: 'HTDEMO05', houseTitle: 'A-301', unpaidCount: 1, unpaidAmount: '9000.00' },
            { contractId: '6', contractNo: 'HTDEMO06', houseTitle: 'B-102', unpaidCount: 1, unpaidAmount: '43.20' },
          ]),
      },
    });
    expect(page.text()).toContain('9,043.20');
    expect(page.text()).toContain('共2笔待支付');
    const order = page.root.findAll((node) => typeof node.props['data-testid'] === 'string' && /^bill-\d+$/.test(node.props['data-testid'] as string) && typeof node.type === 'string');
    expect(order.map((node) => node.props['data-testid'])).toEqual(['bill-7', 'bill-41', 'bill-3']);
    expect(page.text()).toMatch(/已逾期\d+天 · 应于2020-01-05前支付/);
    expect(page.text()).toContain('已于2026-10-08支付');
    // Two leases owe money (payment/user/contract): their chips, with what each owes, filter the list on the server.
    expect(page.sent('/payment/user/contract')).toHaveLength(1);
    expect(page.sent('/bill/list')).toHaveLength(1);
    expect(page.text()).toContain('HTDEMO06 · ¥43.20');
    await page.tap('bill-filter-contract-6');
    expect(new URL(page.sent('/bill/list').at(-1)?.url ?? '', 'http://x').searchParams.get('contractId')).toBe('6');
    await page.tap('bill-41');
    expect(page.currentPage()).toBe('/pages/bill/bill_detail/index?id=41');
    page.unmount();
  });

  it('says so when there is nothing, and offers a retry when the list fails', async () => {
    const empty = await openScreen(BillListPage, { answers: { '/bill/list': () => okAnswer({ bills: [], unpaidCount: 0, unpaidAmount: '0.00' }) } });
    expect(empty.text()).toContain('暂无账单');
    expect(empty.text()).toContain('账单已全部结清');
    // One lease or none owing: no chips.
    expect(empty.byTestId('bill-filter-contract-all')).toBeUndefined();
    empty.unmount();
  });

  it('keeps a long tenancy light: the latest 10 settled bills here, the rest a tap away in 全部账单', async () => {
    const settled = Array.from({ length: 45 }, (_, i) => billOf({ id: String(100 + i), kind: 'utility', title: `电费（${i}）`, status: 'paid', payable: false, paidAt: '2026-10-08T20:30:00+08:00' }));
    const answers = { '/bill/list': () => okAnswer({ bills: [BILLS[0], ...settled], unpaidCount: 1, unpaidAmount: '43.20' }) };
    const cardsOf = (page: Awaited<ReturnType<typeof openScreen>>) => page.root.findAll((node) => typeof node.type === 'string' && /^bill-\d+$/.test(String(node.props['data-testid'] ?? ''))).length;
    const list = await openScreen(BillListPage, { answers });
    expect(cardsOf(list)).toBe(11);
    expect(list.text()).toContain('查看全部45张已结清账单');
    await list.tap('bill-list-more');
    expect(list.currentPage()).toBe('/pages/bill/bill_all/index');
    list.unmount();
  });
});
