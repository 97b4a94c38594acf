import { progressMessages as ali } from './progressMessages.ali';
import { progressMessages as web } from './progressMessages.web';
import { progressMessages as wechat } from './progressMessages.wechat';

type Globals = { wx?: unknown; my?: unknown };
const globals = globalThis as Globals;

describe('progress messages', () => {
  afterEach(() => {
    delete globals.wx;
    delete globals.my;
  });

  it('refuses an empty template list with the spec message on every platform', async () => {
    for (const port of [ali, web, wechat]) await expect(port.subscribe([])).resolves.toEqual({ subscribed: false, text: 'entityIds 参数不能为空' });
  });

  it('WeChat: subscribed when a template is accepted', async () => {
    globals.wx = { requestSubscribeMessage: ({ tmplIds, success }: { tmplIds: string[]; success: (r: Record<string, string>) => void }) => success({ [tmplIds[0] ?? '']: 'accept' }) };
    await expect(wechat.subscribe(['t1'])).resolves.toMatchObject({ subscribed: true });
    globals.wx = { requestSubscribeMessage: ({ success }: { success: (r: Record<string, string>) => void }) => success({ t1: 'reject' }) };
    await expect(wechat.subscribe(['t1'])).resolves.toMatchObject({ subscribed: false });
  });

  it('Alipay: subscribed only with the main switch on and the item accepted; a refusal is remembered until a positive check', async () => {
    let setting = { mainSwitch: false, itemSettings: { t1: 'accept' } };
    let refuse = false;
    globals.my = {
      requestSubscribeMessage: ({ success, fail }: { success: () => void; fail: () => void }) => (refuse ? fail() : success()),
      getSetting: ({ success }: { success: (r: unknown) => void }) => success({ subscriptionsSetting: setting }),
    };
    await expect(ali.subscribe(['t1'])).resolves.toMatchObject({ subscribed: false });
    setting = { mainSwitch: true, itemSettings: { t1: 'accept' } };
    await expect(ali.subscribe(['t1'])).resolves.toMatchObject({ subscribed: true });
    refuse = true;
    await expect(ali.subscribe(['t1'])).resolves.toMatchObject({ subscribed: false });
  });

  it('H5: says progress comes by SMS', async () => {
    await expect(web.subscribe(['t1'])).resolves.toEqual({ subscribed: true, text: '工单进展将以短信通知您的联系电话' });
  });
});
