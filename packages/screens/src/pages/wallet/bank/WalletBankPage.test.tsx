import { okAnswer } from '@aster/core-api/testing';
import { walletCard, walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import WalletBankPage from './WalletBankPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const CCB = walletCard({ id: 'card-2', bankCode: 'CCB', bankName: '建设银行', cardNumberMasked: '**** **** **** 4321', lastFour: '4321' });

describe('wallet bank', () => {
  it('lists the cards masked with the withdrawal card marked, and leads to adding one or changing it', async () => {
    const page = await openScreen(WalletBankPage, {
      answers: { 'bank-card/list': () => okAnswer([walletCard(), CCB]), 'wallet/summary': () => okAnswer(walletSummary({ withdrawCard: CCB })) },
      openedFrom: '/pages/wallet/bank/index',
    });
    expect(page.text()).toContain('**** **** **** 0128');
    expect(page.text()).toContain('**** **** **** 4321');
    expect(page.byTestId('ws-withdraw-card-4321')).toBeDefined();
    expect(page.byTestId('ws-withdraw-card-0128')).toBeUndefined();
    expect(page.text()).not.toMatch(/\d{5,}/);
    await page.tap('ws-card-change');
    expect(String(page.currentPage())).toContain('pages/wallet/change_bank/index');
    await page.tap('ws-card-add');
    expect(String(page.currentPage())).toContain('pages/bill/bill_bank_add_new/index');
    page.unmount();
  });

  it('without a card: says so and offers only adding one', async () => {
    const page = await openScreen(WalletBankPage, { answers: { 'bank-card/list': () => okAnswer([]), 'wallet/summary': () => okAnswer(walletSummary()) } });
    expect(page.text()).toContain('还没有银行卡');
    expect(page.byTestId('ws-card-change')).toBeUndefined();
    expect(page.byTestId('ws-card-add')).toBeDefined();
    page.unmount();
  });
});
