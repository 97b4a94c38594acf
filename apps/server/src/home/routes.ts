import crypto from 'node:crypto';
import { homeEndpoints, type HomeBase, type MineActivity, type UnsignedContract } from '@aster/core-api';
import { DEFAULT_COMPANY_ID } from '@aster/core-domain';
import { distanceKm } from '../geo';
import { implement, type ApiRoute } from '../http/api';
import { errors } from '../http/errors';
import { absolute } from '../http/links';
import type { Services } from '../services';
import { ipCityLookup } from './ipCity';

interface CityRow {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

interface CompanyRow {
  id: string;
  name: string;
  theme_color: string;
  navbar_color: string;
  navbar_font_color: string;
  wechat_name: string;
  wechat_qr_url: string;
  service_wechat: string;
}

/** Most suggestions home/keywords answers with. */
export const KEYWORD_SUGGESTIONS_MAX = 10;

export function homeRoutes(services: Services): ApiRoute[] {
  const { db } = services;
  const e = homeEndpoints;
  const q = {
    company: db.prepare('SELECT * FROM companies WHERE id = ?'),
    city: db.prepare('SELECT id, name, latitude, longitude FROM cities WHERE id = ?'),
    cities: db.prepare('SELECT id, name, latitude, longitude FROM cities'),
    cityList: db.prepare('SELECT id, name, pinyin, hot FROM cities ORDER BY pinyin'),
    banners: db.prepare('SELECT id, position_type, title, image_url, link_url, sort FROM banners WHERE company_id = ? ORDER BY position_type, sort'),
    icons: db.prepare('SELECT identification, name, icon_url, link_url FROM icon_configs WHERE company_id = ? ORDER BY sort'),
    ads: db.prepare('SELECT id, title, image_url, link_url FROM ads WHERE company_id = ? ORDER BY sort'),
    keywords: db.prepare("SELECT keyword FROM keywords WHERE city_id = ? AND instr(keyword, ?) > 0 ORDER BY sort"),
    placeKeywords: db.prepare(`SELECT name FROM (
      SELECT name, 1 AS kind, rowid AS position FROM districts WHERE city_id = ? AND instr(name, ?) > 0
      UNION ALL SELECT a.name, 2, a.rowid FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.city_id = ? AND instr(a.name, ?) > 0
      UNION ALL SELECT name, 3, rowid FROM stores WHERE city_id = ? AND instr(lower(name), lower(?)) > 0
    ) ORDER BY kind, position`),
    appConfig: db.prepare('SELECT key, value FROM app_config'),
    settings: db.prepare('SELECT type, code, name, value FROM settings WHERE type = ? ORDER BY CAST(code AS INTEGER), code'),
    scan: db.prepare('SELECT page, query FROM scan_routes WHERE scan_code = ?'),
    preferences: db.prepare('SELECT preferences FROM company_preferences WHERE company_id = ? AND city_id = ?'),
    visit: db.prepare('UPDATE users SET visit_count = visit_count + 1 WHERE id = ?'),
  };

  const ipCity = ipCityLookup(db);
  /** The company's own content, or the public account's for an id the operator does not know. */
  const companyOrPublic = (companyId: string): CompanyRow =>
    (q.company.get(companyId) ?? q.company.get(DEFAULT_COMPANY_ID)) as CompanyRow;
  const city = (cityId: number): CityRow => {
    const row = q.city.get(cityId) as CityRow | undefined;
    if (!row) throw errors.cityNotFound();
    return row;
  };
  /** cityId 0 is "no city chosen yet" (spec default): the home still renders. */
  const checkCity = (cityId: number) => {
    if (cityId !== 0) city(cityId);
  };
  // Made on the first call: the features list is complete by then.
  let activitySources: ((userId: number, origin: string) => MineActivity[])[] | undefined;
  const mineActivities = (userId: number | null, origin: string): MineActivity[] => {
    if (userId === null) return [];
    activitySources ??= services.features.flatMap((feature) => (feature.homeActivities ? [feature.homeActivities(services)] : []));
    return activitySources.flatMap((source) => source(userId, origin));
  };
  let contractSources: ((userId: number) => UnsignedContract[])[] | undefined;
  const mineContracts = (userId: number | null): UnsignedContract[] => {
    if (userId === null) return [];
    contractSources ??= services.features.flatMap((feature) => (feature.homeContracts ? [feature.homeContracts(services)] : []));
    return contractSources.flatMap((source) => source(userId));
  };
  const homeBase = (companyId: string, origin: string, userId: number | null): HomeBase => {
    const company = companyOrPublic(companyId);
    const icons = q.icons.all(company.id) as { identification: number; name: string; icon_url: string; link_url: string }[];
    const ads = q.ads.all(company.id) as { id: number; title: string; image_url: string; link_url: string }[];
    return {
      iconConfig: icons.map((icon) => ({ identification: icon.identification, name: icon.name, iconUrl: absolute(origin, icon.icon_url), linkUrl: icon.link_url })),
      adList: ads.map((ad) => ({ id: String(ad.id), title: ad.title, imageUrl: absolute(origin, ad.image_url), linkUrl: ad.link_url })),
      // The contracts feature's (the same contracts as contract/h5todoList/v2, which the home page's card reads).
      mineContracts: mineContracts(userId),
      mineActivities: mineActivities(userId, origin),
    };
  };

  return [
    implement(e.banners, ({ input, companyId, origin }) => {
      const wanted = new Set(input.positionTypes.split(',').map(Number));
      const rows = q.banners.all(companyOrPublic(companyId).id) as { id: number; position_type: 1 | 2 | 4; title: string; image_url: string; link_url: string; sort: number }[];
      return rows
        .filter((row) => wanted.has(row.position_type))
        .map((row) => ({ id: String(row.id), positionType: row.position_type, title: row.title, imageUrl: absolute(origin, row.image_url), linkUrl: row.link_url, sort: row.sort }));
    }),
    implement(e.baseHash, ({ input, companyId, origin, userId }) => {
      checkCity(input.cityId);
      const hash = crypto.createHash('sha1').update(JSON.stringify(homeBase(companyId, origin, userId))).digest('hex');
      return { hash };
    }),
    implement(e.ui, ({ companyId }) => {
      const company = companyOrPublic(companyId);
      return { color: company.theme_color, navbarColor: company.navbar_color, navbarFontColor: company.navbar_font_color };
    }),
    implement(e.base, ({ input, companyId, origin, userId }) => {
      checkCity(input.cityId);
      return homeBase(companyId, origin, userId);
    }),
    implement(e.locateCity, ({ input }) => {
      const cities = q.cities.all() as CityRow[];
      const nearest = cities
        .map((row) => ({ row, km: distanceKm(input.lat, input.lon, row.latitude, row.longitude) }))
        .sort((a, b) => a.km - b.km)[0];
      if (!nearest) throw errors.cityNotFound();
      return { cityId: nearest.row.id, cityName: nearest.row.name, distanceKm: Math.round(nearest.km) };
    }),
    implement(e.keywords, ({ input }) => {
      checkCity(input.cityId);
      const key = input.searchKey.trim();
      const words = (q.keywords.all(input.cityId, key) as { keyword: string }[]).map((row) => row.keyword);
      // Typed text also suggests the city's districts, areas (商圈) and stores; an empty box shows the hot words only.
      if (key !== '') {
        const places = q.placeKeywords.all(input.cityId, key, input.cityId, key, input.cityId, key) as { name: string }[];
        words.push(...places.map((row) => row.name));
      }
      return [...new Set(words)].slice(0, KEYWORD_SUGGESTIONS_MAX).map((keyword) => ({ keyword }));
    }),
    implement(e.config, ({ companyId }) => {
      const config = Object.fromEntries((q.appConfig.all() as { key: string; value: string }[]).map((row) => [row.key, row.value]));
      // The features whose extensions this server serves: the app calls no other extension (none in a spec-only start).
      const extensions = services.extensions.features;
      return { ...config, customerServiceWechat: companyOrPublic(companyId).service_wechat, ...(extensions.length > 0 ? { extensions: [...extensions] } : {}) };
    }),
    implement(e.cityList, () =>
      (q.cityList.all() as { id: number; name: string; pinyin: string; hot: number }[]).map((row) => ({
        cityId: row.id,
        cityName: row.name,
        pinyin: row.pinyin,
        hot: row.hot === 1,
      })),
    ),
    implement(e.ipCity, ({ ip }) => ipCity(ip)),
    implement(e.domains, ({ origin }) => ({ pmsDomain: origin, tappDomain: origin, staticDomain: `${origin}/static` })),
    implement(e.settingsByType, ({ input }) =>
      [...new Set(input.typeList)].flatMap((type) => q.settings.all(type) as { type: number; code: string; name: string; value: string }[]),
    ),
    implement(e.scanRouter, ({ input }) => {
      const row = q.scan.get(input.scanCode.trim()) as { page: string; query: string } | undefined;
      if (!row) throw errors.scanCodeUnknown();
      return { page: row.page, query: Object.fromEntries(new URLSearchParams(row.query)) };
    }),
    implement(e.companyWechat, ({ companyId, origin }) => {
      const company = companyOrPublic(companyId);
      return { name: company.wechat_name, appId: `wx_demo_${company.id}`, qrCodeUrl: absolute(origin, company.wechat_qr_url) };
    }),
    implement(e.companyWechatInfo, ({ params, origin }) => {
      const company = q.company.get(params.id ?? '') as CompanyRow | undefined;
      if (!company) throw errors.companyNotFound();
      return { name: company.wechat_name, appId: `wx_demo_${company.id}`, qrCodeUrl: absolute(origin, company.wechat_qr_url) };
    }),
    implement(e.preferences, ({ input }) => {
      const row = q.preferences.get(input.companyId, input.cityId) as { preferences: string } | undefined;
      return row ? (JSON.parse(row.preferences) as Record<string, unknown>) : {};
    }),
    implement(e.userStatistics, ({ userId }) => {
      if (userId !== null) q.visit.run(userId);
      return null;
    }),
  ];
}
