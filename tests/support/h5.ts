import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

/** Server data the H5 pages show, fetched straight from the API so the tests compare with the source. */
export interface HomeData {
  banners: { positionType: number; title: string; imageUrl: string }[];
  iconNames: string[];
}

export async function homeDataOf(server: RunningServer, companyId = '0'): Promise<HomeData> {
  const headers = { companyId };
  const banners = await server.getData<HomeData['banners']>('/tapp/v1/home/banners?positionTypes=1,2,4', headers);
  const base = await server.getData<{ iconConfig: { name: string }[] }>('/tapp/v1/home/base?cityId=107', headers);
  return { banners, iconNames: base.iconConfig.map((icon) => icon.name) };
}

/** The home page's one-time popup banner (position 4) covers the page: close it the way a tenant does. */
export async function closeHomePopup(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: '关闭' });
  if ((await close.count()) > 0) await close.click();
}

/** The texts of the home page's icon grid, in order. */
export async function iconGridNames(page: Page): Promise<string[]> {
  const names = page.locator('.home-icon-name');
  await names.first().waitFor();
  return names.allInnerTexts();
}

/**
 * Asks for the SMS code on the open login page the way a tenant does: phone, "获取验证码" (the page solves its proof of
 * work), and the picture's answer if the server steps up and shows one. The answer comes from the server's dev route.
 */
export async function askLoginCode(page: Page, server: RunningServer, mobile: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const countdown = page.getByRole('button', { name: /秒后重发/ });
  const picture = page.locator('.captcha-picture-image');
  await countdown.or(picture).first().waitFor();
  if (await countdown.isVisible()) return;
  // The page shows the picture the server handed out last (one tab at a time in these tests).
  await page.getByLabel('图形验证码').fill(await server.captchaCode(server.lastCaptchaId()));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await countdown.waitFor();
}

/**
 * Logs in on the open login page the way a tenant does: the SMS code asked for (askLoginCode), typed, the agreement,
 * "登录". The codes come from the server's dev routes, as a tenant reads them off the screen and the phone.
 */
export async function loginOnPage(page: Page, server: RunningServer, mobile: string): Promise<void> {
  await askLoginCode(page, server, mobile);
  await page.getByLabel('短信验证码').fill(await server.smsCode(mobile));
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A photo for the browser's file chooser: a PNG drawn by the page's canvas with `label` on it, written to a temp file. */
export async function photoFile(page: Page, label: string): Promise<string> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 760;
    const context = canvas.getContext('2d');
    if (context === null) return '';
    context.fillStyle = '#dfe9f5';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1f2329';
    context.font = '64px sans-serif';
    context.fillText(text, 80, 380);
    return canvas.toDataURL('image/png');
  }, label);
  const file = path.join(os.tmpdir(), `aster-photo-${label}.png`);
  fs.writeFileSync(file, Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64'));
  return file;
}

/** The element of `testId` the tenant can see (pages kept alive under the shown one carry the same test ids). */
export const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
