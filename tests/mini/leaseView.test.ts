import type { MiniProgram, Platform } from '../../packages/mp-harness/src';
import { launchBuilt, platforms, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE, startServer, type RunningServer } from '../support/server';

// The lease as the demo tenant reads it in the built WeChat and Alipay bundles, one walk through every page: another
// tenant's link to a contract made for the demo phone ends on 手机号不一致; the demo tenant binds HTDEMO10 from 我的合同,
// reads HTDEMO05 (room, change record, the signed contract, the handover, the refund card) and answers HTDEMO04's
// handover (a dispute needs its reason, then the rest confirmed at once).
const storedJson = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
const shows = (app: MiniProgram, text: string) => app.currentPage().text().includes(text);
const onPage = (app: MiniProgram, route: string) => waitFor(app, route, () => app.currentPage().route === route);
const has = (app: MiniProgram, testId: string) => app.currentPage().queryByTestId(testId) !== undefined;
const tap = async (app: MiniProgram, testId: string) => {
  await waitFor(app, testId, () => has(app, testId));
  await app.currentPage().tap(app.currentPage().findByTestId(testId));
};
const back = (app: MiniProgram) => app.navigate('navigateBack', { delta: 1 });

describe.each(platforms)('the lease view in the built %s mini-program', (platform: Platform) => {
  let server: RunningServer;
  const running: MiniProgram[] = [];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    for (const app of running) app.close();
    await server?.close();
  });

  it('binds, reads and answers the lease pages, and sends another phone to phone_different', async () => {
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const unbound = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/unbound', { token: tenant.token });
    const made = unbound.find((contract) => contract.contractNo === 'HTDEMO10')?.id ?? '';

    const other = await server.loginByPhone('13700137000');
    const stranger = await launchBuilt(platform, server, { storage: storedJson({ token: other.token, userId: other.userId }), entry: `/pages/contract/pages/contract_detail/index?contractId=${made}` });
    running.push(stranger);
    await onPage(stranger, 'pages/contract/pages/phone_different/index');
    await waitFor(stranger, 'the caller\'s own phone', () => shows(stranger, '137****7000'));
    expect(shows(stranger, '8000')).toBe(false);
    stranger.close();

    const app = await launchBuilt(platform, server, { storage: storedJson({ token: tenant.token, userId: tenant.userId }), entry: '/pages/contract/pages/contract_list/index' });
    running.push(app);
    await waitFor(app, 'the unbound contract', () => has(app, 'contract-bind-HTDEMO10'));
    await tap(app, 'contract-bind-HTDEMO10');
    await onPage(app, 'pages/contract/pages/contract_detail/index');
    await waitFor(app, '去签约', () => has(app, 'contract-action-sign'));
    expect(app.modals.at(-1)?.title).toBe('绑定合同');
    await back(app);
    await onPage(app, 'pages/contract/pages/contract_list/index');
    await waitFor(app, 'the bound contract', () => !has(app, 'contract-bind-HTDEMO10'));
    await tap(app, 'contract-HTDEMO05');

    await onPage(app, 'pages/contract/pages/contract_detail/index');
    await waitFor(app, 'the lease', () => has(app, 'contract-detail-cycle'));
    expect(has(app, 'contract-action-renew') && has(app, 'contract-action-checkout')).toBe(true);
    await tap(app, 'contract-entry-room');
    await onPage(app, 'pages/contract/pages/room_info/index');
    await waitFor(app, 'the room items', () => has(app, 'room-item-衣柜'));
    await back(app);
    await tap(app, 'contract-entry-records');
    await onPage(app, 'pages/contract/pages/change_record/index');
    await waitFor(app, 'the records', () => shows(app, '演示数据'));
    await back(app);
    await tap(app, 'contract-entry-paper');
    await onPage(app, 'pages/contract/pages/contract_paper/index');
    await waitFor(app, 'the contract text', () => has(app, 'contract-paper-text') && has(app, 'contract-paper-pdf'));
    await back(app);

    await tap(app, 'contract-entry-card');
    await onPage(app, 'pages/contract/pages/modify_contract_card/index');
    await waitFor(app, 'the holder filled in', () => has(app, 'card-none'));
    await app.currentPage().input('card-bankName', '招商银行');
    await app.currentPage().input('card-cardNumber', '6222021234567890124');
    await tap(app, 'card-save');
    await waitFor(app, 'the Luhn refusal', () => shows(app, '银行卡号有误，请核对后重新输入'));
    await app.currentPage().input('card-cardNumber', '6222021234567890128');
    await tap(app, 'card-save');
    await onPage(app, 'pages/contract/pages/contract_detail/index');
    await tap(app, 'contract-entry-checkin');
    await onPage(app, 'pages/contract/pages/checkin_list/index');
    await waitFor(app, 'the answered handover', () => shows(app, '已确认 9/10'));

    const contracts = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const moving = contracts.find((contract) => contract.contractNo === 'HTDEMO04')?.id ?? '';
    await app.navigate('redirectTo', { url: `/pages/contract/pages/checkin_list/index?contractId=${moving}` });
    await tap(app, 'checkin-answer');
    await onPage(app, 'pages/contract/pages/property_deliveries/index');
    const handover = await server.getData<{ items: { id: string; name: string }[] }>(`/tapp/v1/contract/handover/${moving}`, { token: tenant.token });
    const desk = handover.items.find((item) => item.name === '书桌椅')?.id ?? '';
    await tap(app, `delivery-dispute-${desk}`);
    await tap(app, `delivery-send-${desk}`);
    await waitFor(app, 'the missing reason', () => shows(app, '请填写异议原因'));
    await app.currentPage().input(`delivery-reason-${desk}`, '划痕比描述的更深');
    await tap(app, `delivery-send-${desk}`);
    await waitFor(app, 'the dispute', () => shows(app, '异议：划痕比描述的更深'));
    await tap(app, 'delivery-confirm-all');
    await waitFor(app, 'every line answered', () => shows(app, '已确认 9/10，有异议 1 项'));
    expect(app.errors).toEqual([]);
  });
});
