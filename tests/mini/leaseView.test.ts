import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The lease as the demo tenant reads it in the built WeChat and Alipay bundles, one walk through every page: another
// tenant's link to a contract made for the demo phone ends on 手机号不一致; the demo tenant binds HTDEMO10 from 我的合同,
// reads HTDEMO05 (room, change record, the signed contract, the handover, the refund card) and answers HTDEMO04's
// handover (a dispute needs its reason, then the rest confirmed at once).

describe.each(platforms)('the lease view in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('binds, reads and answers the lease pages, and sends another phone to phone_different', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const unbound = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const made = unbound.find((contract) => contract.contractNo === 'HTDEMO10')?.id ?? '';

    const other = await server.loginByPhone('13700137000');
    const stranger = await apps.launch(platform, { storage: storedSession(other), entry: `/pages/contract/pages/contract_detail/index?contractId=${made}` });
    const { shows: strangerShows, onPage: strangerOnPage } = asTenant(stranger);
    await strangerOnPage('pages/contract/pages/phone_different/index');
    await waitFor(stranger, 'the caller\'s own phone', () => strangerShows('137****7000'));
    expect(strangerShows('8000')).toBe(false);
    stranger.close();

    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/contract/pages/contract_list/index' });
    const { shows, onPage, has, tap, back } = asTenant(app);
    await waitFor(app, 'the unbound contract', () => has('contract-bind-HTDEMO10'));
    await tap('contract-bind-HTDEMO10');
    await onPage('pages/contract/pages/contract_detail/index');
    await waitFor(app, '去签约', () => has('contract-action-sign'));
    expect(app.modals.at(-1)?.title).toBe('绑定合同');
    await back();
    await onPage('pages/contract/pages/contract_list/index');
    await waitFor(app, 'the bound contract', () => !has('contract-bind-HTDEMO10'));
    await tap('contract-HTDEMO05');

    await onPage('pages/contract/pages/contract_detail/index');
    await waitFor(app, 'the lease', () => has('contract-detail-cycle'));
    expect(has('contract-action-renew') && has('contract-action-checkout')).toBe(true);
    await tap('contract-entry-room');
    await onPage('pages/contract/pages/room_info/index');
    await waitFor(app, 'the room items', () => has('room-item-衣柜'));
    await back();
    await tap('contract-entry-records');
    await onPage('pages/contract/pages/change_record/index');
    await waitFor(app, 'the records', () => shows('演示数据'));
    await back();
    await tap('contract-entry-paper');
    await onPage('pages/contract/pages/contract_paper/index');
    await waitFor(app, 'the contract text', () => has('contract-paper-text') && has('contract-paper-pdf'));
    await back();

    await tap('contract-entry-card');
    await onPage('pages/contract/pages/modify_contract_card/index');
    await waitFor(app, 'the holder filled in', () => has('card-none'));
    await app.currentPage().input('card-bankName', '招商银行');
    await app.currentPage().input('card-cardNumber', '6222021234567890124');
    await tap('card-save');
    await waitFor(app, 'the Luhn refusal', () => shows('银行卡号有误，请核对后重新输入'));
    await app.currentPage().input('card-cardNumber', '6222021234567890128');
    await tap('card-save');
    await onPage('pages/contract/pages/contract_detail/index');
    await tap('contract-entry-checkin');
    await onPage('pages/contract/pages/checkin_list/index');
    await waitFor(app, 'the answered handover', () => shows('已确认 9/10'));

    const contracts = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const moving = contracts.find((contract) => contract.contractNo === 'HTDEMO04')?.id ?? '';
    await app.navigate('redirectTo', { url: `/pages/contract/pages/checkin_list/index?contractId=${moving}` });
    await tap('checkin-answer');
    await onPage('pages/contract/pages/property_deliveries/index');
    const handover = await server.getData<{ items: { id: string; name: string }[] }>(`/tapp/v1/contract/check-in/${moving}`, { token: tenant.token });
    const desk = handover.items.find((item) => item.name === '书桌椅')?.id ?? '';
    await tap(`delivery-dispute-${desk}`);
    await tap(`delivery-send-${desk}`);
    await waitFor(app, 'the missing reason', () => shows('请填写异议原因'));
    await app.currentPage().input(`delivery-reason-${desk}`, '划痕比描述的更深');
    await tap(`delivery-send-${desk}`);
    await waitFor(app, 'the dispute', () => shows('异议：划痕比描述的更深'));
    await tap('delivery-confirm-all');
    await waitFor(app, 'every line answered', () => shows('已确认 9/10，有异议 1 项'));
    expect(app.errors).toEqual([]);
  });
});
