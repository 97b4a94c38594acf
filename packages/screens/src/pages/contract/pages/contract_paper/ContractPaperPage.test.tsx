import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ContractPaperPage from './ContractPaperPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/signing/signing.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('contract_paper', () => {
  it('says 合同签署后可查看 before signing, and asks for no text', async () => {
    const page = await openLeasePage(ContractPaperPage, [['contract/5', () => okAnswer(rentingContract({ status: 'awaiting_sign', statusText: '待签约', signedAt: null, pdfUrl: null }))]]);
    expect(page.text()).toContain('合同签署后可查看');
    expect(page.sent('html-contract/5')).toHaveLength(0);
    page.unmount();
  });

  it('shows the signed text as paragraphs and opens the PDF in show_pdf', async () => {
    const pdfUrl = 'https://api.test/files/contracts/5/contract.pdf?expires=1&ticket=t';
    const page = await openLeasePage(ContractPaperPage, [
      ['html-contract/5', () => okAnswer({ title: '房屋租赁合同', paragraphs: ['第一条 <b>租赁房屋</b>'], signPlaces: [], signed: true })],
      ['contract/5', () => okAnswer(rentingContract({ signedAt: '2026-05-12T10:00:00+08:00', pdfUrl }))],
    ]);
    await page.settle();
    expect(page.text()).toContain('第一条 <b>租赁房屋</b>');
    await page.tap('contract-paper-pdf');
    expect(navigation.currentPage()).toContain('/pages/show_pdf/index?url=');
    expect(decodeURIComponent(navigation.currentPage() ?? '')).toContain(pdfUrl);
    page.unmount();
  });
});
