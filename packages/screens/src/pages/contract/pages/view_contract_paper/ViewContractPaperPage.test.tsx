import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { CONTRACT_TEXT, contractIn, openPage } from '@screens/features/signing/signingTestKit';
import { shownUi } from '@screens/platform/ui';
import ViewContractPaperPage from './ViewContractPaperPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const text = () => okAnswer(CONTRACT_TEXT);
const convention = () => okAnswer({ contractId: '7', title: 'Aster寓·张江店居住公约', paragraphs: ['二、安静：22:00至次日7:00请保持安静'], html: null });

describe('view_contract_paper', () => {
  it('shows the contract text and its sign place, asks for the signing details, keeps what was typed, then checks the real name and opens the pad', async () => {
    let status: 'pre_created' | 'awaiting_sign' = 'pre_created';
    const page = await openPage(ViewContractPaperPage, {
      '/contract/7': () => okAnswer(contractIn(status)),
      'html-contract/7': text,
      'html-convention/model/7': convention,
      'pre/7': () => {
        status = 'awaiting_sign';
        return okAnswer(contractIn('awaiting_sign'));
      },
      'check-contract-cret/7': () => okAnswer({ passed: true, name: '张三' }),
    });
    expect(page.texts()).toContain('乙方（承租人）：张三');
    expect(page.byTestId('contract-sign-place')).toBeDefined();
    // The store's 居住公约 (html-convention/model) beside the text, agreed to by signing.
    expect(page.sent('html-convention/model/7')).toHaveLength(1);
    expect(page.texts()).toContain('Aster寓·张江店居住公约');
    expect(page.texts()).toContain('22:00至次日7:00请保持安静');
    expect(page.texts()).toContain('签署租赁合同即表示您已阅读并同意遵守本居住公约');
    expect(page.texts()).toContain('¥12,000.00');

    await page.type('prefill-email', 'zhangsan@');
    await page.tap('paper-prefill');
    expect(page.alerts()).toEqual(['邮箱格式不正确', '请填写职业']);
    expect(page.sent('pre/7')).toHaveLength(0);
    expect(page.byTestId('prefill-email')?.props.value).toBe('zhangsan@');

    await page.type('prefill-email', 'zhangsan@example.com');
    await page.type('prefill-occupation', ' 工程师 ');
    await page.tap('paper-prefill');
    expect(JSON.parse(String(page.sent('pre/7')[0]?.data))).toEqual({ company: '', email: 'zhangsan@example.com', occupation: '工程师', onlineContractStatus: 5 });
    expect(page.sent('check-contract-cret/7')).toHaveLength(1);
    expect(page.currentPage()).toBe('/pages/contract/pages/handwritten_signature/index?contractId=7');
    page.unmount();
  });

  it('sends a mismatched identity to auth_error and an unverified tenant to real-name verification, coming back here', async () => {
    let answer = () => businessErrorAnswer('CONTRACT_AUTH_ERROR', '您的实名信息与合同承租人不一致，请联系管家核实');
    const page = await openPage(ViewContractPaperPage, {
      '/contract/7': () => okAnswer(contractIn('awaiting_sign')),
      'html-contract/7': text,
      'html-convention/model/7': convention,
      'check-contract-cret/7': () => answer(),
    });
    await page.tap('paper-sign');
    expect(page.currentPage()).toBe('/pages/contract/pages/auth_error/index?contractId=7');
    // No verified identity: the step cannot be skipped; verification first, then back to this step of this contract.
    answer = () => businessErrorAnswer('REAL_NAME_REQUIRED', '请先完成实名认证');
    await page.tap('paper-sign');
    expect(shownUi.some((shown) => shown.kind === 'modal' && shown.text.includes('签署租赁合同前请先完成实名认证'))).toBe(true);
    expect(page.currentPage()).toBe(`/pages/user/user_authentication/index?redirectUrl=${encodeURIComponent('/pages/contract/pages/view_contract_paper/index?contractId=7')}`);
    expect(page.sent('saveHandSign/7')).toHaveLength(0);
    page.unmount();
  });

  it('offers the PDF and the first bill of a signed contract awaiting payment', async () => {
    const page = await openPage(ViewContractPaperPage, { '/contract/7': () => okAnswer(contractIn('awaiting_payment')), 'html-contract/7': text });
    expect(page.byTestId('paper-sign')).toBeUndefined();
    await page.tap('paper-pdf');
    expect(page.currentPage()).toMatch(/^\/pages\/show_pdf\/index\?url=https%3A%2F%2Fapi\.test%2Ffiles%2Fcontracts%2F7%2Fcontract\.pdf/);
    page.unmount();
  });

  it("offers the operator's occupations (settings/list-by-type 3) to fill in, the app's own when the call fails", async () => {
    const page = await openPage(ViewContractPaperPage, {
      '/contract/7': () => okAnswer(contractIn('pre_created')),
      'html-contract/7': text,
      'settings/list-by-type': () => okAnswer([{ type: 3, code: '1', name: 'IT/互联网' }, { type: 3, code: '2', name: '教育' }, { type: 3, code: '2', name: '重复' }]),
      'pre/7': () => okAnswer(contractIn('awaiting_sign')),
    });
    expect(JSON.parse(String(page.sent('settings/list-by-type')[0]?.data))).toEqual({ typeList: [3] });
    expect(page.byTestId('prefill-occupation-option-3')).toBeUndefined();
    await page.tap('prefill-occupation-option-2');
    expect(page.byTestId('prefill-occupation')?.props.value).toBe('教育');
    expect(page.byTestId('prefill-occupation-option-2')?.props['aria-checked']).toBe(true);
    expect(page.texts()).not.toContain('重复');
    page.unmount();

    const fallback = await openPage(ViewContractPaperPage, {
      '/contract/7': () => okAnswer(contractIn('pre_created')),
      'html-contract/7': text,
      'settings/list-by-type': () => ({ status: 500, headers: {}, data: '' }),
    });
    expect(fallback.texts()).toContain('自由职业');
    fallback.unmount();
  });
});
