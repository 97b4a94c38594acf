import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { SIGNATURE_TEXT } from '@aster/core-domain';
import { contractIn, openPage } from '@screens/features/signing/signingTestKit';
import CommitmentBookPage from './CommitmentBookPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('commitment-book', () => {
  it('refuses an empty pad, then signs the letter by hand and shows when', async () => {
    let signedAt: string | null = null;
    const letter = () => okAnswer({ contractId: '7', title: '租住承诺书', paragraphs: ['二、不转租、不分租、不群租。'], signed: signedAt !== null, signedAt });
    const page = await openPage(CommitmentBookPage, {
      'commitment-book/7': letter,
      'commitment-book/7/sign': () => {
        signedAt = '2026-11-21T10:00:00+08:00';
        return letter();
      },
      '/contract/7': () => okAnswer(contractIn('renting')),
    });
    expect(page.texts()).toContain('二、不转租、不分租、不群租。');
    await page.tap('signature-submit');
    expect(page.alerts()).toEqual([SIGNATURE_TEXT.empty]);
    await page.stroke('signature-pad', { x: 20, y: 80 }, { x: 300, y: 80 });
    await page.tap('signature-submit');
    expect(String(JSON.parse(String(page.sent('commitment-book/7/sign')[0]?.data)).signImage)).toMatch(/^data:image\/png;base64,/);
    await page.settle();
    expect(page.byTestId('commitment-signed')?.children.join('')).toContain('2026-11-21 10:00');
    // Signed: the way on is back to the contract, not a page with nothing left to do.
    expect(page.byTestId('signature-submit')).toBeUndefined();
    await page.tap('commitment-next');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/contract_detail/index?contractId=7');
    page.unmount();
  });
});
