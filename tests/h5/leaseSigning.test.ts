import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Signing a lease as the demo tenant meets it in the browser, one walk through every page of it: HTDEMO01 (made by the
// manager, pre-created) from 查看合同: the signing details, a real name that does not match (认证失败, then the person
// info corrected), the handwritten signature (an empty pad refused, then a name drawn with the mouse), 签约成功, the
// first bill paid at the card checkout, the signed PDF, the commitment letter signed the same way, the insurance
// (bought in the Alipay mini-program: the page says so) and a policy confirmed again; and sign_failed as a link opens it.
const h5 = useH5Browser();

const PAPER = '/aster/pages/contract/pages/view_contract_paper/index';
const AUTH_ERROR = '/aster/pages/contract/pages/auth_error/index';
const PERSON_INFO = '/aster/pages/contract/pages/person_info/index';
const SIGNATURE = '/aster/pages/contract/pages/handwritten_signature/index';
const SUCCESS = '/aster/pages/contract/pages/contract_success/index';
const PAY = '/aster/pages/contract/pages/contract_pay/index';
const RESULT = '/aster/pages/bill/bill_result/index';
const SHOW_PDF = '/aster/pages/show_pdf/index';
const SIGN_FAILED = '/aster/pages/contract/pages/sign_failed/index';
const COMMITMENT = '/aster/pages/service/pages/commitment-book/index';
const INSURANCE = '/aster/pages/contract/pages/contract_choose_insurance/index';
const RESIGN = '/aster/pages/contract/pages/contract_insurance_resign/index';

/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */

/** A name written with the mouse: a few zig-zag strokes across the pad. */
async function drawName(page: Page): Promise<void> {
  await shown(page, 'signature-pad').scrollIntoViewIfNeeded();
  const box = await shown(page, 'signature-pad').boundingBox();
  if (box === null) throw new Error('no signature pad');
  for (let stroke = 0; stroke < 3; stroke += 1) {
    const left = box.x + box.width * (0.1 + stroke * 0.28);
    await page.mouse.move(left, box.y + box.height * 0.4);
    await page.mouse.down();
    for (let step = 1; step <= 16; step += 1) {
      await page.mouse.move(left + (box.width * 0.22 * step) / 16, box.y + box.height * (step % 2 === 0 ? 0.35 : 0.65), { steps: 2 });
    }
    await page.mouse.up();
  }
}

describe('signing a lease on H5', () => {
  it('prefills, fails and then passes the real-name check, signs by hand, pays the first bill and opens the signed PDF', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const contractId = contracts.find((contract) => contract.contractNo === 'HTDEMO01')?.id ?? '';
    // Person info on file under another name: the check must send the tenant to 认证失败.
    const saved = await fetch(`${h5.server.origin}/tapp/v2/aster/person-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, platform: 'h5', companyId: '0' },
      body: JSON.stringify({ name: '李四', idType: 'id_card', idNumber: '11010519491231002X', email: 'zhangsan@example.com', emergencyContactName: '王五', emergencyContactPhone: '13912345678' }),
    });
    expect(((await saved.json()) as { errorCode: string }).errorCode).toBe('0');

    const tab = await h5.newTab();
    const { page } = tab;
    await h5.openLoggedIn(page, token, `/pages/contract/pages/view_contract_paper/index?contractId=${contractId}`);
    await waitForPath(page, PAPER);

    // 查看合同: the text with its sign place, the first bill, and the details asked before signing.
    await shown(page, 'contract-sign-place').waitFor();
    await saveScreenshot(page, 'h5-view-contract-paper');
    await shown(page, 'prefill-email').fill('zhangsan@');
    await shown(page, 'paper-prefill').click();
    await page.getByText('邮箱格式不正确', { exact: true }).waitFor();
    await page.getByText('请填写职业').waitFor();
    expect(tab.apiRequests().filter((request) => request.url.includes('/contract/pre/'))).toHaveLength(0);
    await shown(page, 'prefill-email').fill('zhangsan@example.com');
    await shown(page, 'prefill-occupation').fill('工程师');
    await shown(page, 'paper-prefill').click();

    // 认证失败: both names shown; the person info is corrected and the check runs again.
    await waitForPath(page, AUTH_ERROR);
    await shown(page, 'auth-error-person').filter({ hasText: '李四' }).waitFor();
    await saveScreenshot(page, 'h5-auth-error');
    await shown(page, 'auth-error-edit').click();
    await waitForPath(page, PERSON_INFO);
    await shown(page, 'person-name').fill('张三');
    await shown(page, 'person-save').click();
    await waitForPath(page, PAPER);
    await shown(page, 'paper-sign').click();

    // 手写签名: an empty pad is refused before anything is sent; a name drawn with the mouse is signed.
    await waitForPath(page, SIGNATURE);
    await shown(page, 'signature-submit').click();
    await page.getByText('请在签名区域内手写签名').waitFor();
    await drawName(page);
    await shown(page, 'signature-undo').click();
    await drawName(page);
    await saveScreenshot(page, 'h5-handwritten-signature');
    expect(tab.apiRequests().filter((request) => request.url.includes('/saveHandSign/'))).toHaveLength(0);
    await shown(page, 'signature-submit').click();

    // 签约成功, then the first bill paid at the card checkout; the result page asks the server.
    await waitForPath(page, SUCCESS);
    await shown(page, 'success-contract-no').filter({ hasText: 'HTDEMO01' }).waitFor();
    await saveScreenshot(page, 'h5-contract-success');
    await shown(page, 'success-pay').click();
    await waitForPath(page, PAY);
    await shown(page, 'first-payment-total').waitFor();
    await saveScreenshot(page, 'h5-contract-pay');
    await shown(page, 'pay-submit').click();
    await chooseCardAtCashier(page, h5.server);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByText('支付成功').first().waitFor();
    const detail = await h5.server.getData<{ status: string; pdfUrl: string | null }>(`/tapp/v1/contract/${contractId}`, { token });
    expect(detail.status).toBe('to_move_in');

    // The signed PDF through show_pdf; the contract's page says it is paid.
    await page.goto(`${PAY}?contractId=${contractId}`);
    await shown(page, 'pay-state').filter({ hasText: '已支付' }).waitFor();
    await page.goto(`${PAPER}?contractId=${contractId}`);
    await shown(page, 'paper-pdf').click();
    await waitForPath(page, SHOW_PDF);
    const frame = shown(page, 'pdf-frame');
    await frame.waitFor();
    const pdf = await fetch(String(await frame.getAttribute('src')));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The commitment letter, signed by hand on the same pad; then the insurance, bought on H5 too (createAlipayOrderStrNew).
    await page.goto(`${SUCCESS}?contractId=${contractId}`);
    await shown(page, 'success-commitment').click();
    await waitForPath(page, COMMITMENT);
    await shown(page, 'commitment-text').waitFor();
    await drawName(page);
    await shown(page, 'signature-submit').click();
    await shown(page, 'commitment-signed').waitFor();
    await saveScreenshot(page, 'h5-commitment-book');
    await page.goto(`${SUCCESS}?contractId=${contractId}`);
    await shown(page, 'success-insurance').click();
    await waitForPath(page, INSURANCE);
    await shown(page, 'insurance-buy').waitFor();
    await saveScreenshot(page, 'h5-contract-choose-insurance');
    const renting = contracts.find((contract) => contract.contractNo === 'HTDEMO05')?.id ?? '';
    await page.goto(`${RESIGN}?contractId=${renting}`);
    await shown(page, 'resign-reason').waitFor();
    await saveScreenshot(page, 'h5-contract-insurance-resign');
    await shown(page, 'resign-agree').click();
    await shown(page, 'resign-submit').click();
    await shown(page, 'policy-status').filter({ hasText: '保障中' }).waitFor();

    // 签约失败 as a link opens it: why, and what to do.
    await page.goto(`${SIGN_FAILED}?contractId=${contractId}&reason=cert`);
    await shown(page, 'sign-failed-why').waitFor();
    await saveScreenshot(page, 'h5-sign-failed');
  });
});
