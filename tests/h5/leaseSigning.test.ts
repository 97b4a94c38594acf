import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Signing a lease as the demo tenant meets it in the browser, one walk through every page of it: HTDEMO01 (made by the
// manager, pre-created) from 查看合同: the signing details, the real-name check of the tenant's verified identity (their
// person info shows it read-only), the handwritten signature (an empty pad refused, then a name drawn with the mouse),
// 签约成功, the first bill paid at the card checkout, the signed PDF drawn as pages, the commitment letter signed the same
// way, the insurance and a policy confirmed again; 认证失败 and sign_failed as a link opens them. Then a tenant not yet
// verified: 实名核验 cannot be skipped, it sends them to real-name verification and back to the step they were on.
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
  it('prefills, passes the real-name check of the verified identity, signs by hand, pays the first bill and opens the signed PDF as pages', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const contractId = contracts.find((contract) => contract.contractNo === 'HTDEMO01')?.id ?? '';
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

    // The demo tenant is verified: the check passes on their verified identity, straight to the pad.
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

    // The signed PDF through show_pdf; the contract's page says it is paid, with no second 立即支付.
    await page.goto(`${PAY}?contractId=${contractId}`);
    await shown(page, 'pay-state').filter({ hasText: '已支付' }).waitFor();
    expect(await shown(page, 'pay-submit').count()).toBe(0);
    await page.goto(`${PAPER}?contractId=${contractId}`);
    await shown(page, 'paper-pdf').click();
    await waitForPath(page, SHOW_PDF);
    // Drawn as pages (pdf.js), not left to the browser's frame: a canvas per page, the first one not blank.
    await page.locator('[data-testid="pdf-page-1"][data-drawn="true"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('canvas[data-testid^="pdf-page-"]').count()).toBeGreaterThan(0);
    const inked = await page.getByTestId('pdf-page-1').evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      let notWhite = 0;
      for (let at = 0; at < pixels.length; at += 4) if ((pixels[at] ?? 255) < 200 || (pixels[at + 1] ?? 255) < 200 || (pixels[at + 2] ?? 255) < 200) notWhite += 1;
      return notWhite;
    });
    expect(inked).toBeGreaterThan(1000);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await saveScreenshot(page, `h5-contract-pdf-${width}`);
    }
    // The seal is on the last page, drawn when scrolled to.
    const pages = await page.locator('canvas[data-testid^="pdf-page-"]').count();
    await page.getByTestId(`pdf-page-${pages}`).scrollIntoViewIfNeeded();
    await page.locator(`[data-testid="pdf-page-${pages}"][data-drawn="true"]`).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'h5-contract-pdf-seal');
    await page.setViewportSize({ width: 390, height: 844 });
    const pdf = await fetch(String(await shown(page, 'pdf-open').getAttribute('href')));
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

    // 个人信息 in the signing flow: the verified name and masked ID, read-only.
    await page.goto(`${PERSON_INFO}?redirectUrl=${encodeURIComponent(`/pages/contract/pages/view_contract_paper/index?contractId=${contractId}`)}`);
    await shown(page, 'person-verified-name').filter({ hasText: '张三' }).waitFor();
    await shown(page, 'person-id-masked').filter({ hasText: '11**************2X' }).waitFor();
    expect(await page.getByLabel('真实姓名').count()).toBe(0);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await saveScreenshot(page, `h5-person-info-verified-${width}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });

    // 认证失败 as a link opens it: the verified identity beside the contract's tenant, and the ways out.
    await page.goto(`${AUTH_ERROR}?contractId=${contractId}`);
    await shown(page, 'auth-error-person').filter({ hasText: '张三（11**************2X）' }).waitFor();
    await page.getByText('请使用承租人本人实名认证的账号登录后签约').waitFor();
    await saveScreenshot(page, 'h5-auth-error');

    // 签约失败 as a link opens it: why, and what to do.
    await page.goto(`${SIGN_FAILED}?contractId=${contractId}&reason=cert`);
    await shown(page, 'sign-failed-why').waitFor();
    await saveScreenshot(page, 'h5-sign-failed');
  });

  it('sends a tenant not yet verified from 实名核验 to real-name verification and back to the same step', async () => {
    const mobile = '13700004646';
    const { token } = await h5.server.loginByPhone(mobile);
    const call = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await fetch(`${h5.server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token, platform: 'h5', companyId: '0' }, body: JSON.stringify(body) });
      const envelope = (await answer.json()) as { errorCode: string; data: T; message?: string };
      if (envelope.errorCode !== '0') throw new Error(`${path}: ${envelope.message ?? envelope.errorCode}`);
      return envelope.data;
    };
    // A reservation paid at the provider's checkout: its contract is there to sign (made under the details typed then).
    const identity = { name: '赵六', idNumber: '110101199003070011' };
    await call('/tapp/v2/aster/person-info', { ...identity, idType: 'id_card', email: 'zhaoliu@example.com', emergencyContactName: '王五', emergencyContactPhone: '13912345678' });
    const checkInDate = new Date(Date.now() + 8 * 3600 * 1000 + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const reservation = await call<{ id: string }>('/tapp/v2/aster/reservations', { houseId: 'h000002', checkInDate, leaseMonths: 12, requestId: `${Date.now()}-identity` });
    const order = await call<{ orderNo: string; amount: string }>(`/tapp/v2/aster/reservations/${reservation.id}/sign`, { agreed: true });
    const { payUrl } = await call<{ payUrl: string }>('/tapp/v1/order/pay-baofoo', {
      paySubChannel: 'online',
      subAccountType: 'reservation_deposit',
      tradeId: order.orderNo,
      amount: order.amount,
      returnUrl: '/aster/',
      attemptKey: `${Date.now()}-identity-pay`,
    });
    await fetch(payUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=success' });
    const contracts = await h5.server.getData<{ id: string; status: string }[]>('/tapp/v1/contract/list', { token });
    const contractId = contracts.find((contract) => contract.status === 'pre_created')?.id ?? '';
    expect(contractId).not.toBe('');

    const tab = await h5.newTab();
    const { page } = tab;
    await h5.openLoggedIn(page, token, `/pages/contract/pages/view_contract_paper/index?contractId=${contractId}`);
    await waitForPath(page, PAPER);
    await shown(page, 'prefill-email').fill('zhaoliu@example.com');
    await shown(page, 'prefill-occupation').fill('教师');
    await shown(page, 'paper-prefill').click();
    // 实名核验 refuses an unverified tenant: the way to verification, never the pad.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('签署租赁合同前请先完成实名认证').waitFor();
    await dialog.getByRole('button', { name: '去认证' }).click();
    await waitForPath(page, '/aster/pages/user/user_authentication/index');
    expect(tab.apiRequests().filter((request) => request.url.includes('/saveHandSign/'))).toHaveLength(0);
    await page.getByLabel('真实姓名').fill(identity.name);
    await page.getByLabel('证件号码').fill(identity.idNumber);
    await page.getByRole('button', { name: '提交认证' }).click();
    // Verified: back on the same contract's 实名核验 step, which now passes to the pad.
    await waitForPath(page, PAPER);
    expect(new URL(page.url()).searchParams.get('contractId')).toBe(contractId);
    await shown(page, 'paper-sign').click();
    await waitForPath(page, SIGNATURE);
    await shown(page, 'signature-pad').waitFor();
  });
});
