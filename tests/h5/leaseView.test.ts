import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';
import { axeFindings } from './accessibilityPages';

// The lease as the demo tenant reads it in the browser, one walk through every page of it, reached by tapping:
// another tenant's link to a contract made for the demo phone ends on 手机号不一致; then the demo tenant goes
// 我的 -> 我的合同, binds HTDEMO10, reads HTDEMO05 (room, change record, the signed contract, the handover, the
// refund card: a wrong number refused, the right one saved masked) and answers HTDEMO04's handover line by line.
const h5 = useH5Browser();

const MINE = '/aster/pages/mine/index';
const LIST = '/aster/pages/contract/pages/contract_list/index';
const DETAIL = '/aster/pages/contract/pages/contract_detail/index';
const ROOM = '/aster/pages/contract/pages/room_info/index';
const RECORDS = '/aster/pages/contract/pages/change_record/index';
const PAPER = '/aster/pages/contract/pages/contract_paper/index';
const CHECKIN = '/aster/pages/contract/pages/checkin_list/index';
const DELIVERIES = '/aster/pages/contract/pages/property_deliveries/index';
const CARD = '/aster/pages/contract/pages/modify_contract_card/index';
const PHONE_DIFFERENT = '/aster/pages/contract/pages/phone_different/index';

const modalButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });
/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */
/** axe's serious and critical findings on the page with its data (the accessibility sweep opens these pages without). */
const seriousFindings = async (page: Page) => (await axeFindings(page)).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');

async function openAs(token: string, redirectUrl: string) {
  const tab = await h5.newTab();
  await h5.openLoggedIn(tab.page, token, redirectUrl);
  return tab;
}

describe('the lease view on H5', () => {
  it('binds, reads and answers the lease pages, and sends another phone to phone_different', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const unbound = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token });
    const made = unbound.find((contract) => contract.contractNo === 'HTDEMO10')?.id ?? '';

    // Another tenant opens the contract made for the demo phone: told it is not theirs, never whose it is.
    const other = await h5.server.loginByPhone('13700137000');
    const stranger = await openAs(other.token, `/pages/contract/pages/contract_detail/index?contractId=${made}`);
    await waitForPath(stranger.page, PHONE_DIFFERENT);
    await shown(stranger.page, 'phone-different').getByText('137****7000').waitFor();
    expect(await shown(stranger.page, 'phone-different').textContent()).not.toContain('8000');
    await saveScreenshot(stranger.page, 'h5-phone-different');
    expect(await seriousFindings(stranger.page)).toEqual([]);
    await stranger.context.close();

    const { page } = await openAs(token, '/pages/mine/index');
    await waitForPath(page, MINE);
    await page.getByText('我的合同', { exact: true }).click();
    await waitForPath(page, LIST);
    await shown(page, 'contract-unbound').waitFor();
    await shown(page, 'contract-HTDEMO05').waitFor();
    await saveScreenshot(page, 'h5-contract-list');
    expect(await seriousFindings(page)).toEqual([]);
    await shown(page, 'contract-bind-HTDEMO10').click();
    await modalButton(page, '绑定').click();
    await waitForPath(page, DETAIL);
    await shown(page, 'contract-detail-status').filter({ hasText: '待完善信息' }).waitFor();
    await shown(page, 'contract-action-sign').waitFor();
    await page.goBack();
    await waitForPath(page, LIST);
    await shown(page, 'contract-tab-living').click();
    await shown(page, 'contract-HTDEMO10').waitFor({ state: 'detached' });
    await shown(page, 'contract-HTDEMO05').click();

    // 在租中: the lease, its bills and entries, 退租 and 续租.
    await waitForPath(page, DETAIL);
    await shown(page, 'contract-detail-cycle').waitFor();
    await shown(page, 'contract-action-renew').waitFor();
    await shown(page, 'contract-action-checkout').waitFor();
    await saveScreenshot(page, 'h5-contract-detail');
    expect(await seriousFindings(page)).toEqual([]);
    await shown(page, 'contract-entry-room').click();
    await waitForPath(page, ROOM);
    await shown(page, 'room-item-衣柜').waitFor();
    await saveScreenshot(page, 'h5-room-info');
    expect(await seriousFindings(page)).toEqual([]);
    await page.goBack();
    await shown(page, 'contract-entry-records').click();
    await waitForPath(page, RECORDS);
    await shown(page, 'change-records').getByText('演示数据').waitFor();
    await saveScreenshot(page, 'h5-change-record');
    expect(await seriousFindings(page)).toEqual([]);
    await page.goBack();
    await shown(page, 'contract-entry-paper').click();
    await waitForPath(page, PAPER);
    await shown(page, 'contract-paper-text').waitFor();
    await shown(page, 'contract-paper-pdf').waitFor();
    await saveScreenshot(page, 'h5-contract-paper');
    expect(await seriousFindings(page)).toEqual([]);
    await page.goBack();

    // The refund card: a wrong check digit is refused before sending; the right one is saved and shown masked.
    await shown(page, 'contract-entry-card').click();
    await waitForPath(page, CARD);
    await shown(page, 'card-none').waitFor();
    await shown(page, 'card-bankName').fill('招商银行');
    await shown(page, 'card-cardNumber').fill('6222021234567890124');
    await shown(page, 'card-save').click();
    await page.getByRole('alert').filter({ hasText: '银行卡号有误，请核对后重新输入' }).waitFor();
    await saveScreenshot(page, 'h5-modify-contract-card');
    expect(await seriousFindings(page)).toEqual([]);
    await shown(page, 'card-cardNumber').fill('6222 0212 3456 7890 128');
    await shown(page, 'card-save').click();
    await waitForPath(page, DETAIL);
    await shown(page, 'contract-entry-card').click();
    await waitForPath(page, CARD);
    expect(await shown(page, 'card-current-number').textContent()).toBe('**** **** **** 0128');
    await page.goBack();

    // 入住清单 of HTDEMO05: answered at move-in, one line disputed; it can still be confirmed.
    await shown(page, 'contract-entry-checkin').click();
    await waitForPath(page, CHECKIN);
    await shown(page, 'checkin-progress').filter({ hasText: '已确认 9/10' }).waitFor();
    await saveScreenshot(page, 'h5-checkin-list');
    expect(await seriousFindings(page)).toEqual([]);

    // HTDEMO04 (将搬入): every line to answer; a dispute needs its reason, then the rest confirmed at once.
    await page.goBack();
    await page.goBack();
    await waitForPath(page, LIST);
    await shown(page, 'contract-HTDEMO04').click();
    await waitForPath(page, DETAIL);
    await shown(page, 'contract-entry-checkin').click();
    await waitForPath(page, CHECKIN);
    await shown(page, 'checkin-answer').click();
    await waitForPath(page, DELIVERIES);
    const desk = page.locator('[data-testid^="handover-item-"]:visible').filter({ hasText: '书桌椅' });
    await desk.locator('[data-testid^="delivery-dispute-"]').click();
    await desk.locator('[data-testid^="delivery-send-"]').click();
    await desk.getByRole('alert').filter({ hasText: '请填写异议原因' }).waitFor();
    await desk.locator('[data-testid^="delivery-reason-"]').fill('划痕比描述的更深');
    await desk.locator('[data-testid^="delivery-send-"]').click();
    await desk.getByText('异议：划痕比描述的更深').waitFor();
    await saveScreenshot(page, 'h5-property-deliveries');
    expect(await seriousFindings(page)).toEqual([]);
    await shown(page, 'delivery-confirm-all').click();
    await modalButton(page, '全部确认').click();
    await shown(page, 'delivery-progress').filter({ hasText: '已确认 9/10，有异议 1 项' }).waitFor();
  });
});
