import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { SIGNATURE_TEXT } from '@aster/core-domain';
import { contractIn, openPage } from '@screens/features/signing/signingTestKit';
import HandwrittenSignaturePage from './HandwrittenSignaturePage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const detail = () => okAnswer(contractIn('awaiting_sign'));
const signed = () => okAnswer({ contractId: '7', status: 'awaiting_payment', payOrder: { orderNo: 'PO1', amount: '12000.00' } });

describe('handwritten_signature', () => {
  it('refuses an empty pad and a short stroke with core-domain messages, sending nothing', async () => {
    const page = await openPage(HandwrittenSignaturePage, { '/contract/7': detail, 'saveHandSign/7': signed });
    expect(page.texts()).toContain('请在下方区域工整书写承租人姓名“张三”');
    await page.tap('signature-submit');
    expect(page.alerts()).toEqual([SIGNATURE_TEXT.empty]);
    await page.stroke('signature-pad', { x: 100, y: 80 }, { x: 120, y: 80 }, 4);
    expect(page.alerts()).toEqual([]);
    await page.tap('signature-submit');
    expect(page.alerts()).toEqual([SIGNATURE_TEXT.tooShort]);
    expect(page.sent('saveHandSign/7')).toHaveLength(0);
    page.unmount();
  });

  it('undoes and clears strokes, then sends the PNG and goes to contract_success', async () => {
    const page = await openPage(HandwrittenSignaturePage, { '/contract/7': detail, 'saveHandSign/7': signed });
    expect(page.byTestId('signature-clear')?.props['aria-disabled']).toBe(true);
    await page.stroke('signature-pad', { x: 20, y: 80 }, { x: 300, y: 80 });
    await page.tap('signature-undo');
    await page.tap('signature-submit');
    expect(page.alerts()).toEqual([SIGNATURE_TEXT.empty]);
    await page.stroke('signature-pad', { x: 20, y: 80 }, { x: 300, y: 80 });
    await page.tap('signature-submit');
    const [request] = page.sent('saveHandSign/7');
    expect(request?.method).toBe('POST');
    expect(String(JSON.parse(String(request?.data)).signImage)).toMatch(/^data:image\/png;base64,/);
    expect(page.currentPage()).toBe('/pages/contract/pages/contract_success/index?contractId=7');
    page.unmount();
  });

  it('keeps the signature on the pad when the server refuses the image, and sends other refusals to sign_failed', async () => {
    let answer = () => businessErrorAnswer('SIGN_IMAGE_INVALID', '签名过短，请签写完整姓名');
    const page = await openPage(HandwrittenSignaturePage, { '/contract/7': detail, 'saveHandSign/7': () => answer() });
    await page.stroke('signature-pad', { x: 20, y: 80 }, { x: 300, y: 80 });
    await page.tap('signature-submit');
    expect(page.alerts()).toEqual(['签名过短，请签写完整姓名']);
    expect(page.currentPage()).toBe('/pages/contract/pages/contract_detail/index?contractId=7');
    // The strokes are still there: sending again needs no new signature.
    answer = () => businessErrorAnswer('CONTRACT_STATE_INVALID', '该合同已作废，当前状态不可操作');
    await page.tap('signature-submit');
    expect(page.sent('saveHandSign/7')).toHaveLength(2);
    expect(page.currentPage()).toBe('/pages/contract/pages/sign_failed/index?contractId=7&reason=state');
    page.unmount();
  });

  it('says the contract needs no signature when it is already signed', async () => {
    const page = await openPage(HandwrittenSignaturePage, { '/contract/7': () => okAnswer(contractIn('awaiting_payment')) });
    expect(page.texts()).toContain('该合同已签署');
    expect(page.byTestId('signature-pad')).toBeUndefined();
    page.unmount();
  });
});
