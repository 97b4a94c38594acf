import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BrowserPayment, CashierOffer } from '../../packages/screens/src/pay/browserPayment';
import { PHONE_VIEWPORT } from '../support/browser';
import { fileBrowser } from '../support/chromium';

// The H5 cashier's browser side (packages/screens/src/pay/browserPayment.web.ts) in Chromium: the sheet as a tenant
// and a screen reader meet it, and WeixinJSBridge as WeChat's browser hands it over. It is bundled alone with esbuild
// (tsx's copy, as the build's early script is), so no app build is needed; the pay flow around it is
// usePayment.web.test.tsx's, the journeys through the app are the other h5 files'.

declare global {
  interface Window {
    cashier: BrowserPayment;
    bridgeCalls: unknown[];
  }
}

const MODULE = path.resolve(__dirname, '../../packages/screens/src/pay/browserPayment.web.ts');
const KIT_CSS = path.resolve(__dirname, '../../packages/screens/src/ui/kit.css');

let browser: Browser;
let context: BrowserContext;
let bundle: { js: string; css: string };

/** What this file uses of esbuild's build(), which has no types at the root (tsx's copy). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ path: string; text: string }> }>;
  /** Ends esbuild's service process, which would keep the test's worker alive. */
  stop(): void;
}

let esbuild: Esbuild | undefined;

async function bundled(): Promise<{ js: string; css: string }> {
  esbuild = (await import(require.resolve('esbuild', { paths: [path.dirname(require.resolve('tsx/package.json'))] }))) as Esbuild;
  const result = await esbuild.build({
    stdin: {
      contents: `import { browserPayment } from ${JSON.stringify(MODULE)};\nimport ${JSON.stringify(KIT_CSS)};\nwindow.cashier = browserPayment;`,
      resolveDir: path.dirname(MODULE),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    outdir: '/virtual',
    format: 'iife',
    target: 'es2018',
    logLevel: 'error',
  });
  const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { js: text('.js'), css: text('.css') };
}

beforeAll(async () => {
  [browser, bundle] = await Promise.all([fileBrowser(), bundled()]);
});

afterAll(async () => {
  esbuild?.stop();
  await browser.close();
});

afterEach(async () => {
  await context.close();
});

async function openPage(userAgent?: string): Promise<Page> {
  context = await browser.newContext({ viewport: PHONE_VIEWPORT, ...(userAgent === undefined ? {} : { userAgent }) });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><style>${bundle.css}</style></head><body><button id="opener">去支付</button></body></html>`);
  await page.addScriptTag({ content: bundle.js });
  return page;
}

/** Opens the cashier from the page's pay button (focus returns there); resolves with the tenant's answer. */
function openCashier(page: Page, offer: CashierOffer): Promise<string | null> {
  return page.evaluate((shown) => {
    document.getElementById('opener')?.focus();
    return window.cashier.chooseChannel(shown);
  }, offer);
}

const OFFER: CashierOffer = { channels: ['wechat', 'alipay', 'baofoo'], chosen: 'alipay', amount: '2,000.00' };

describe('the cashier sheet', () => {
  it('is a labelled modal dialog with one radio per channel, opened on the remembered one, and pays with the one chosen', async () => {
    const page = await openPage();
    const answer = openCashier(page, OFFER);
    const dialog = page.getByRole('dialog', { name: '选择支付方式' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByTestId('cashier-amount').textContent()).toBe('¥2,000.00');
    const radios = dialog.getByRole('radio');
    expect(await radios.allTextContents()).toEqual(['微信支付', '支付宝', '银行卡']);
    expect(await dialog.getByRole('radio', { name: '支付宝' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('支付宝');

    await dialog.getByRole('radio', { name: '银行卡' }).click();
    expect(await dialog.getByRole('radio', { name: '银行卡' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('radio', { name: '支付宝' }).getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: '立即支付' }).click();
    await expect(answer).resolves.toBe('baofoo');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('opener');
  });

  it('moves the choice with the arrow keys, keeps Tab inside, and closes with Escape, 关闭 or a tap outside', async () => {
    const page = await openPage();
    let answer = openCashier(page, OFFER);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: '银行卡' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: '微信支付' }).getAttribute('aria-checked')).toBe('true');
    // 关闭, the chosen radio, 立即支付, and round again.
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('立即支付');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('关闭');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName()).toBe('立即支付');
    await page.keyboard.press('Escape');
    await expect(answer).resolves.toBeNull();

    answer = openCashier(page, OFFER);
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(answer).resolves.toBeNull();

    answer = openCashier(page, OFFER);
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(PHONE_VIEWPORT.width / 2, 20);
    await expect(answer).resolves.toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('answers once however often 立即支付 is tapped', async () => {
    const page = await openPage();
    const answers = page.evaluate(async () => {
      const first = window.cashier.chooseChannel({ channels: ['wechat', 'baofoo'], chosen: 'wechat', amount: '1.00' });
      const pay = document.querySelector<HTMLButtonElement>('[data-testid="cashier-pay"]');
      pay?.click();
      pay?.click();
      return [await first, document.querySelectorAll('[role="dialog"]').length];
    });
    await expect(answers).resolves.toEqual(['wechat', 0]);
  });
});

describe("WeChat Pay in WeChat's browser", () => {
  const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';
  const PARAMS = { channel: 'wechat', appId: 'wx0123456789abcdef', timeStamp: '1764640000', nonceStr: 'n0nce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'c2ln' } as const;

  it('knows the browser, waits for WeixinJSBridgeReady and reads the sheet’s answer', async () => {
    const page = await openPage(WECHAT_UA);
    expect(await page.evaluate(() => window.cashier.place())).toBe('wechat-browser');
    const outcome = await page.evaluate(async (params) => {
      window.bridgeCalls = [];
      const paying = window.cashier.wechatPay(params);
      // WeChat injects its bridge after the page's script has run, then announces it.
      Object.assign(window, {
        WeixinJSBridge: {
          invoke: (name: string, request: unknown, callback: (result: { err_msg: string }) => void) => {
            window.bridgeCalls.push([name, request]);
            callback({ err_msg: 'get_brand_wcpay_request:cancel' });
          },
        },
      });
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
      return paying;
    }, PARAMS);
    expect(outcome).toBe('cancelled');
    const { channel: _channel, ...request } = PARAMS;
    expect(await page.evaluate(() => window.bridgeCalls)).toEqual([['getBrandWCPayRequest', request]]);
  });

  it('takes any other phone browser for one', async () => {
    const page = await openPage('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1');
    expect(await page.evaluate(() => window.cashier.place())).toBe('phone-browser');
  });
});
