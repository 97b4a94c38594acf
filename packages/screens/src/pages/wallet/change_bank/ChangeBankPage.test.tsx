import { okAnswer } from '@aster/core-api/testing';
import { walletCard, walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import ChangeBankPage from './ChangeBankPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const ICBC = walletCard();
const CCB = walletCard({ id: 'card-2', bankCode: 'CCB', bankName: '建设银行', cardNumberMasked: '**** **** **** 4321', lastFour: '4321' });

describe('change_bank', () => {
  it('chooses the card withdrawals go to in a radio list', async () => {
    let chosen = ICBC;
    const page = await openScreen(ChangeBankPage, {
      answers: {
        'bank-card/list': () => okAnswer([ICBC, CCB]),
        'wallet/withdraw-card': (request) => {
          chosen = (JSON.parse(String(request.data)) as { cardId: string }).cardId === CCB.id ? CCB : ICBC;
          return okAnswer({ ok: true });
        },
        'wallet/summary': () => okAnswer(walletSummary({ withdrawCard: chosen })),
      },
      openedFrom: '/pages/wallet/change_bank/index',
    });
    expect(page.byTestId('ws-choose-0128')?.props['aria-checked']).toBe(true);
    expect(page.byTestId('ws-choose-4321')?.props['aria-checked']).toBe(false);
    await page.tap('ws-choose-0128');
    expect(page.sent('wallet/withdraw-card')).toHaveLength(0);
    await page.tap('ws-choose-4321');
    await page.settle();
    expect(JSON.parse(String(page.sent('wallet/withdraw-card')[0]?.data))).toEqual({ cardId: 'card-2' });
    expect(page.byTestId('ws-choose-4321')?.props['aria-checked']).toBe(true);
    expect(page.byTestId('ws-withdraw-card-4321')).toBeDefined();
    await page.tap('ws-choose-add');
    expect(String(page.currentPage())).toContain('pages/bill/bill_bank_add_new/index');
    page.unmount();
  });
});
