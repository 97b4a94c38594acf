import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ContractDetailPage from './ContractDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/lease/lease.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const contract = rentingContract({
  lockId: 'LKh000005',
  coTenants: [{ name: '李娜', phone: '139****5678', relation: '配偶' }],
  roomItems: [{ name: '衣柜', quantity: 1, condition: '完好' }],
  bills: [
    { id: '31', kind: 'deposit', title: '押金', periodStart: '2026-06-01', periodEnd: '2027-05-31', dueDate: '2026-06-01', amount: '3500.00', amountFen: 350_000, paid: true },
    { id: '32', kind: 'rent', title: '房租（2026-12-01至2027-02-28）', periodStart: '2026-12-01', periodEnd: '2027-02-28', dueDate: '2026-11-24', amount: '10500.00', amountFen: 1_050_000, paid: false },
  ],
});

describe('contract_detail', () => {
  it('shows the lease (term, cycle, deposit, co-tenants, lock, bills) and the actions of 在租中', async () => {
    const page = await openLeasePage(ContractDetailPage, [['contract/5', () => okAnswer(contract)]]);
    expect(page.byTestId('contract-detail-cycle')?.children.join('')).toBe('押一付三');
    expect(page.byTestId('contract-detail-deposit')?.children.join('')).toBe('¥3,500.00');
    expect(page.byTestId('contract-detail-lock')?.children.join('')).toBe('LKh000005');
    expect(page.text()).toContain('李娜（配偶）');
    expect(page.text()).toContain('待支付1笔');
    expect(page.byTestId('contract-bill-32')).toBeDefined();
    expect(page.byTestId('contract-entry-checkin')).toBeDefined();
    expect(page.byTestId('contract-entry-card')).toBeDefined();
    await page.tap('contract-action-renew');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyRent/index?contractId=5');
    await page.tap('contract-action-checkout');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyCheckout/index?contractId=5');
    await page.tap('contract-entry-records');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/change_record/index?contractId=5');
    page.unmount();
  });

  it('offers 去签约 to an unsigned contract, with no handover or refund account yet', async () => {
    const page = await openLeasePage(ContractDetailPage, [['contract/5', () => okAnswer(rentingContract({ status: 'awaiting_sign', statusText: '待签约' }))]]);
    expect(page.byTestId('contract-entry-checkin')).toBeUndefined();
    expect(page.byTestId('contract-entry-card')).toBeUndefined();
    expect(page.byTestId('contract-action-checkout')).toBeUndefined();
    await page.tap('contract-action-sign');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/view_contract_paper/index?contractId=5');
    page.unmount();
  });

  it('sends a contract made for another phone to phone_different, and offers to bind one made for this phone', async () => {
    const other = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => businessErrorAnswer('CONTRACT_NOT_FOUND', '合同不存在')],
      ['check-contract-phone/5', () => okAnswer({ bound: false, phoneMatches: false, myPhoneMasked: '138****8000' })],
    ]);
    await other.settle();
    expect(navigation.currentPage()).toBe('/pages/contract/pages/phone_different/index?contractId=5');
    other.unmount();

    let bound = false;
    const mine = await openLeasePage(ContractDetailPage, [
      ['contract/5', () => (bound ? okAnswer(contract) : businessErrorAnswer('CONTRACT_NOT_FOUND', '合同不存在'))],
      ['check-contract-phone/5', () => okAnswer({ bound: false, phoneMatches: true, myPhoneMasked: '138****8000' })],
      ['banding/5', () => {
        bound = true;
        return okAnswer(contract);
      }],
    ]);
    await mine.settle();
    await mine.tap('contract-detail-bind');
    await mine.settle();
    expect(mine.sent('banding/5')).toHaveLength(1);
    expect(mine.byTestId('contract-detail-cycle')).toBeDefined();
    mine.unmount();
  });
});
