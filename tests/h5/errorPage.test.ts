import { saveScreenshot, type Tab, useH5Browser, waitForPath } from '../support/browser';

// Spec section 8: "Error page shows api and message". Both come from the URL, which anyone can write.
const h5 = useH5Browser();
let tab: Tab;

beforeAll(async () => {
  tab = await h5.sharedTab();
});

const ERROR_PATH = '/aster/pages/error/index';
const errorUrl = (params: Record<string, string>) => `${ERROR_PATH}?${new URLSearchParams(params).toString()}`;

describe('the error page', () => {
  it('shows the api and the message it was given', async () => {
    await tab.page.goto(errorUrl({ api: '/tapp/v1/home/base', message: '服务暂时不可用，请稍后再试[503]' }));
    const box = tab.page.getByRole('alert');
    await box.getByText('服务暂时不可用，请稍后再试[503]').waitFor();
    await box.getByText('接口：/tapp/v1/home/base').waitFor();
    await box.getByRole('button', { name: '回到首页' }).waitFor();
    await saveScreenshot(tab.page, 'h5-error');
    expect(tab.pageErrors).toEqual([]);
  });

  it('shows HTML in api and message as text, never as markup', async () => {
    const message = '<img src="x" onerror="window.__asterInjected=1"><b>粗体</b>';
    const api = '<script>window.__asterInjected=2</script>/x';
    await tab.page.goto(errorUrl({ api, message }));
    const box = tab.page.getByRole('alert');
    await box.getByText(message, { exact: true }).waitFor();
    await box.getByText(`接口：${api}`, { exact: true }).waitFor();
    expect(await box.locator('img, b, script').count()).toBe(0);
    await tab.page.waitForTimeout(300);
    expect(await tab.page.evaluate(() => (window as unknown as { __asterInjected?: number }).__asterInjected)).toBeUndefined();
    await saveScreenshot(tab.page, 'h5-error-html-as-text');
  });

  it('falls back to a general message without parameters, and cuts an overlong one rather than failing', async () => {
    await tab.page.goto(ERROR_PATH);
    await tab.page.getByRole('alert').getByText('页面出错了，请稍后再试').waitFor();
    expect(await tab.page.getByRole('alert').innerText()).not.toContain('接口：');

    // 1500 characters: about 13 KB encoded, under Node's 16 KB limit for a request head.
    await tab.page.goto(errorUrl({ message: '长'.repeat(1500) }));
    const shown = await tab.page.locator('.error-message').innerText();
    expect(shown).toMatch(/^长+$/);
    expect(shown.length).toBeLessThan(1500);
  });

  it('takes the tenant home from “回到首页”', async () => {
    await tab.page.goto(errorUrl({ message: '出错' }));
    await tab.page.getByRole('button', { name: '回到首页' }).click();
    await waitForPath(tab.page, '/aster/pages/index/index');
    await tab.page.locator('.home-icon-name').first().waitFor();
    expect(tab.pageErrors).toEqual([]);
  });
});
