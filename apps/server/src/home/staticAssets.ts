import crypto from 'node:crypto';
import { DEFAULT_COMPANY_ID } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import { absolute, linkOrigin } from '../http/links';
import type { Services } from '../services';
import { demoArt } from './demoArt';

/** The seed's pictures (the names it serves) and their labels: the server draws them itself, so the demo needs no image files. */
const demoLabels: Readonly<Record<string, string>> = {
  'banner-home-1': '新客租房立减',
  'banner-home-2': '智能门锁上线',
  'banner-mine-1': '推荐好友得租金券',
  'banner-activity-1': '社区活动报名中',
  'ad-talent': '人才公寓申请开放',
  'ad-wifi': '宽带一键办理',
  'icon-1': '整租',
  'icon-2': '合租',
  'icon-4': '公寓',
  'icon-20': '报修',
  'icon-21': '保洁',
  'icon-22': '账单',
  'icon-brand-1': '整租',
  'icon-brand-2': '床位',
  'icon-brand-4': '品牌公寓',
  'icon-brand-15': '加盟',
  'qr-public': '公众号',
  'qr-brand': '品牌号',
  'partner-logo': '合作方',
  avatar: '张',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function demoPicture(name: string, label: string): string {
  const hue = crypto.createHash('md5').update(name).digest()[0] ?? 0;
  const square = name.startsWith('icon-') || name.startsWith('qr-') || name === 'avatar' || name === 'partner-logo';
  const [width, height] = square ? [120, 120] : [750, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" rx="${square ? 24 : 16}" fill="hsl(${Math.round((hue / 255) * 360)},60%,55%)"/>`
    + `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-size="${square ? 28 : 48}" fill="#fff" font-family="sans-serif">${escapeXml(label)}</text></svg>`;
}

/**
 * The static domain of settings/domain: demo pictures and the ad-config JSON the home page fetches with a
 * date parameter (spec section 7).
 */
export function registerStaticAssets(app: FastifyInstance, services: Services): void {
  const ads = services.db.prepare('SELECT id, title, image_url, link_url FROM ads WHERE company_id = ? ORDER BY sort');

  app.get('/static/demo/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    const name = file.replace(/\.svg$/, '');
    const label = demoLabels[name];
    if (!file.endsWith('.svg') || label === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    // Banners, ads and home icons are drawn scenes (demoArt.ts); the rest (QR codes, avatar, logo) a labelled tile.
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(demoArt(name) ?? demoPicture(name, label));
  });

  app.get('/static/ad-config.json', (request, reply) => {
    const origin = linkOrigin(services.publicOrigin, request);
    const rows = ads.all(DEFAULT_COMPANY_ID) as { id: number; title: string; image_url: string; link_url: string }[];
    return reply.header('cache-control', 'no-cache').send({
      ads: rows.map((ad) => ({ id: String(ad.id), title: ad.title, imageUrl: absolute(origin, ad.image_url), linkUrl: ad.link_url })),
    });
  });
}
