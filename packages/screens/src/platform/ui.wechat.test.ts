import { BRAND_COLOUR } from '../ui/brandColour';
import { ui } from './ui.wechat';
import type { MiniModalOptions } from './miniApi';

const shown: MiniModalOptions[] = [];
Object.assign(globalThis, {
  wx: {
    showModal: (options: MiniModalOptions) => {
      shown.push(options);
      options.success?.({ confirm: true, cancel: false });
    },
  },
});


describe('the WeChat dialogs', () => {
  it('draw the confirm button in the brand orange, not WeChat’s default', async () => {
    await expect(ui.showModal({ title: '提示', content: '确定退出登录？', showCancel: true, confirmText: '退出' })).resolves.toBe(true);
    expect(shown[0]).toMatchObject({ title: '提示', confirmText: '退出', confirmColor: BRAND_COLOUR });
    expect(BRAND_COLOUR).not.toBe('#1677ff');
  });
});
