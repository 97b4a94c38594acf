import type { MiniProgramHandOffPort } from './miniProgramHandOffTypes';

interface WebViewBridge {
  __wxjs_environment?: string;
  wx?: { miniProgram?: { navigateTo?(options: { url: string; success?(): void; fail?(): void }): void } };
}

export const miniProgramHandOff = {
  // Inside the WeChat mini-program's web-view the JS-SDK says so (__wxjs_environment) and offers wx.miniProgram.
  navigateTo: (pageUrl: string) =>
    new Promise<boolean>((resolve) => {
      const bridge = window as unknown as WebViewBridge;
      const navigateTo = bridge.wx?.miniProgram?.navigateTo;
      if (bridge.__wxjs_environment !== 'miniprogram' || typeof navigateTo !== 'function') {
        resolve(false);
        return;
      }
      navigateTo({ url: pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`, success: () => resolve(true), fail: () => resolve(false) });
    }),
} satisfies MiniProgramHandOffPort;
