import crypto from 'node:crypto';
import { catalogue } from '@aster/core-api';
import { DEFAULT_COMPANY_ID, type CityWechat } from '@aster/core-domain';
import type { Db } from '../db/database';
import { FALLBACK_CITY_ID } from '../home/seed';
import { implement } from '../http/api';
import { absolute } from '../http/links';
import type { ServerFeature } from '../serverFeature';

/** Where a city account's QR code is drawn (this feature's own HTTP). */
const QR_PATH = '/static/wechat-qr/:file';
const qrPath = (wechatId: string) => `/static/wechat-qr/${encodeURIComponent(wechatId)}.svg`;
const WECHAT_ID = /^[a-z][a-z0-9_-]{5,39}$/;

interface CityRow {
  id: number;
  name: string;
  pinyin: string;
}

/**
 * The customer-service WeChat of a city: the company's customer-service account (home's companies row) with the city
 * in its name and id, the one that runs the city's tenant group. A real operator keeps one per city; the reference
 * server derives them, so every city of home/city-list has one.
 */
function cityAccount(db: Db, companyId: string, cityId: number, origin: string): CityWechat {
  const company = (db.prepare('SELECT wechat_name, service_wechat FROM companies WHERE id = ?').get(companyId)
    ?? db.prepare('SELECT wechat_name, service_wechat FROM companies WHERE id = ?').get(DEFAULT_COMPANY_ID)) as { wechat_name: string; service_wechat: string };
  const cityOf = (id: number) => db.prepare('SELECT id, name, pinyin FROM cities WHERE id = ?').get(id) as CityRow | undefined;
  const city = cityOf(cityId) ?? (cityOf(FALLBACK_CITY_ID) as CityRow);
  const wechatId = `${company.service_wechat}-${city.pinyin}`.toLowerCase().slice(0, 40);
  return {
    cityId: city.id,
    cityName: city.name,
    name: `${company.wechat_name}·${city.name}租户服务`,
    wechatId,
    qrCodeUrl: absolute(origin, qrPath(wechatId)),
    note: `添加后发送「${city.name}+门店名」，客服拉您进${city.name}租户群`,
  };
}

/** A QR-code-like picture of the id, drawn by the server (a real operator serves the account's own code). */
function qrPicture(wechatId: string): string {
  const size = 25;
  const bits = crypto.createHash('sha512').update(wechatId).digest();
  const finder = (x: number, y: number) =>
    [[0, 0], [size - 7, 0], [0, size - 7]].some(([fx = 0, fy = 0]) => x >= fx && x < fx + 7 && y >= fy && y < fy + 7);
  const finderOn = (x: number, y: number) => {
    const [fx, fy] = [x < 7 ? 0 : size - 7, y < 7 ? 0 : size - 7];
    const dx = x - fx;
    const dy = y - fy;
    return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
  };
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = y * size + x;
      const on = finder(x, y) ? finderOn(x, y) : (((bits[index % bits.length] ?? 0) >> (index % 8)) & 1) === 1;
      if (on) cells.push(`<rect x="${x * 10 + 20}" y="${y * 10 + 20}" width="10" height="10"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="290" height="290" viewBox="0 0 290 290"><rect width="290" height="290" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
}

/** 添加微信 and 选择城市 (issue 15): the operator's customer-service WeChat of each city, with its QR code. */
export const wechatFeature: ServerFeature = {
  name: 'wechat',
  requires: ['home'],
  routes: (services) => [implement(catalogue.wechat.cityAccount, ({ input, companyId, origin }) => cityAccount(services.db, companyId, input.cityId, origin))],
  register: (app) => {
    app.get(QR_PATH, (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^(.+)\.svg$/.exec(file);
      const id = match?.[1] ?? '';
      if (!WECHAT_ID.test(id)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(qrPicture(id));
    });
  },
};
