import { openPage } from '@screens/features/signing/signingTestKit';
import { SIGN_FAILED_TEXT } from '@screens/features/signing/signingFlow';
import SignFailedPage from './SignFailedPage';

let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('sign_failed', () => {
  it('says why and what to do for the reason in the link, and a link without one still explains', async () => {
    mockQuery = { contractId: '7', reason: 'reservation' };
    const page = await openPage(SignFailedPage, {});
    expect(page.byTestId('sign-failed-why')?.children).toEqual([SIGN_FAILED_TEXT.reservation.why]);
    expect(page.byTestId('sign-failed-retry')).toBeUndefined();
    page.unmount();

    mockQuery = { contractId: '7', reason: '<script>' };
    const unknown = await openPage(SignFailedPage, {});
    expect(unknown.byTestId('sign-failed-why')?.children).toEqual([SIGN_FAILED_TEXT.unknown.why]);
    await unknown.tap('sign-failed-retry');
    expect(unknown.currentPage()).toBe('/pages/contract/pages/view_contract_paper/index?contractId=7');
    unknown.unmount();
  });
});
