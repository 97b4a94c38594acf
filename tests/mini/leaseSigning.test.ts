import type { HarnessNode, MiniProgram, Platform } from '../../packages/mp-harness/src';
import { Raster } from '../../apps/server/src/houses/media/png';
import { asTenant, pathOf, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Signing a lease in the built WeChat and Alipay bundles, one walk through its pages: HTDEMO02 from 查看合同 (the
// real-name check of the tenant's verified identity) to the
// handwritten signature on the canvas type="2d" pad (an empty pad refused, strokes drawn through the canvas's touch
// events), 签约成功, the first bill paid through the platform's sheet; then insurance: buying a plan on Alipay (the
// premium's order through my.tradePay) or the note of where to buy it on WeChat, and confirming a policy again.

/** What the pad's canvas draws, and the PNG it hands back (a signature the server reads as ink). */
function fakeCanvas() {
  const drawn: string[] = [];
  const pad = new Raster(600, 300, [255, 255, 255]);
  pad.rect(100, 140, 400, 4, [20, 20, 20]);
  const context = {
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    strokeStyle: '#000',
    scale: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: (x: number, y: number) => drawn.push(`${Math.round(x)},${Math.round(y)}`),
    stroke: () => undefined,
    clearRect: () => drawn.splice(0),
  };
  const node = { width: 0, height: 0, getContext: () => context, toDataURL: () => `data:image/png;base64,${pad.toPng().toString('base64')}` };
  const size = { width: 330, height: 200 };
  // wx.createSelectorQuery().select().fields().exec() and my.createSelectorQuery().select().node().select().boundingClientRect().exec().
  const query = {
    select: () => query,
    fields: () => query,
    node: () => query,
    boundingClientRect: () => query,
    exec: (callback: (result: unknown[]) => void) => callback([{ node, ...size }, size]),
  };
  return { drawn, apis: { createSelectorQuery: () => query, getWindowInfo: () => ({ pixelRatio: 2 }) } };
}

async function drawName(app: MiniProgram, platform: Platform): Promise<void> {
  const page = app.currentPage();
  const [canvas] = page.findAll((node: HarnessNode) => node.props.id === 'signature-pad');
  if (canvas === undefined) throw new Error('no canvas on the signature pad');
  if (platform === 'ali') page.dispatch(canvas, 'ready');
  // The platforms' event names: WeChat's bindtouchstart, Alipay's onTouchStart.
  const name = (wechat: string, ali: string) => (platform === 'ali' ? ali : wechat);
  const touch = (type: string, x: number, y: number) => page.dispatch(canvas, type, {}, { touches: [{ x, y }] });
  for (let stroke = 0; stroke < 3; stroke += 1) {
    const left = 30 + stroke * 95;
    touch(name('touchstart', 'touchStart'), left, 80);
    for (let step = 1; step <= 12; step += 1) touch(name('touchmove', 'touchMove'), left + step * 6, step % 2 === 0 ? 70 : 130);
    page.dispatch(canvas, name('touchend', 'touchEnd'), {}, { touches: [] });
  }
  await app.settle();
}

describe.each(platforms)('signing a lease in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('signs by hand on the canvas, pays the first bill, and buys or re-signs the insurance', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const idOf = (no: string) => contracts.find((contract) => contract.contractNo === no)?.id ?? '';
    // The demo tenant is verified (the seed's 张三, the contracts' tenant): the check is of that identity, no details typed.
    expect(await server.getData<{ truth: number }>('/common/v1/user-setting/user-info', { token: tenant.token })).toMatchObject({ truth: 1, authBinding: 1 });
    const canvas = fakeCanvas();
    const fakes = paymentApis(server, 'success');
    const app = await apps.launch(platform, {
      storage: storedSession(tenant),
      entry: `/pages/contract/pages/view_contract_paper/index?contractId=${idOf('HTDEMO02')}`,
      apis: { ...fakes.apis, ...canvas.apis },
    });
    fakes.attach(app);
    const { shows, onPage, has, tap } = asTenant(app);

    // 查看合同 -> the real-name check -> the pad.
    await waitFor(app, 'the sign place', () => has('contract-sign-place'));
    await tap('paper-sign');
    await onPage('pages/contract/pages/handwritten_signature/index');
    await tap('signature-submit');
    await waitFor(app, 'the empty pad refused', () => shows('请在签名区域内手写签名'));
    await drawName(app, platform);
    expect(canvas.drawn.length).toBeGreaterThan(20);
    await tap('signature-submit');
    await onPage('pages/contract/pages/contract_success/index');
    await waitFor(app, '签约成功', () => shows('签约成功') && has('success-pay'));
    expect(app.requests.filter((request) => /\/contract\/saveHandSign\//.test(pathOf(request.sentUrl)))).toHaveLength(1);

    // The first bill through the platform's sheet.
    await tap('success-pay');
    await onPage('pages/contract/pages/contract_pay/index');
    await tap('pay-submit');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功'));
    const paid = await server.getData<{ status: string }>(`/tapp/v1/contract/${idOf('HTDEMO02')}`, { token: tenant.token });
    expect(paid.status).toBe('to_move_in');

    // Insurance of HTDEMO04, bought on both: Alipay pays the insurer's order string, WeChat the newer order through WeChat Pay.
    await app.navigate('navigateTo', { url: `/pages/contract/pages/contract_choose_insurance/index?contractId=${idOf('HTDEMO04')}` });
    await onPage('pages/contract/pages/contract_choose_insurance/index');
    await waitFor(app, 'the plans', () => has('insurance-plan-basic'));
    await tap('insurance-plan-basic');
    await tap('insurance-agree');
    await tap('insurance-buy');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功'));
    const sheet = platform === 'ali' ? 'tradePay' : 'requestPayment';
    expect(fakes.sheets.map((paid) => paid.api)).toEqual([sheet, sheet]);

    // HTDEMO05's policy asks to be confirmed again.
    await app.navigate('navigateTo', { url: `/pages/contract/pages/contract_insurance_resign/index?contractId=${idOf('HTDEMO05')}` });
    await onPage('pages/contract/pages/contract_insurance_resign/index');
    await waitFor(app, 'why', () => has('resign-reason'));
    await tap('resign-agree');
    await tap('resign-submit');
    await waitFor(app, '保障中', () => shows('保障中'));
  });
});
