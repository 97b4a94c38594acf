import { okAnswer } from '@aster/core-api/testing';
import type { BankCard } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import BillBankAddPage from './BillBankAddPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/billSettle/billSettle.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const CARD: BankCard = {
  id: 'card-1',
  bankCode: 'ICBC',
  bankName: '工商银行',
  cardNumberMasked: '**** **** **** 0128',
  lastFour: '0128',
  holderNameMasked: '*三',
  singleLimit: '50000.00',
  dailyLimit: '50000.00',
  addedAt: '2026-11-24T08:00:00+08:00',
};

describe('bill_bank_add', () => {
  it('bill_bank_add lists the cards masked with the masked holder, removes one after confirming, and leads to adding one', async () => {
    let cards = [CARD];
    const page = await openScreen(BillBankAddPage, {
      answers: {
        'bank-card/list': () => okAnswer(cards),
        'bank-card/card-1/remove': () => {
          cards = [];
          return okAnswer({ removed: true });
        },
      },
    });
    await page.settle();
    expect(page.text()).toContain('**** **** **** 0128');
    expect(page.text()).toContain('持卡人 *三');
    expect(page.text()).not.toContain('6222');
    await page.tap('bank-card-remove-0128');
    await page.settle();
    expect(page.sent('bank-card/card-1/remove')).toHaveLength(1);
    expect(page.text()).toContain('还没有银行卡');
    await page.tap('bank-card-add');
    expect(String(page.currentPage())).toContain('bill_bank_add_new');
    page.unmount();
  });
});
