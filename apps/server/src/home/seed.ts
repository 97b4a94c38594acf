import { BRAND_COMPANY_ID, DEFAULT_COMPANY_ID, HOUSE_DETAIL_PAGE, HouseIdentification, PREFERENCE_CITY_ID, routeOf } from '@aster/core-domain';
import { SettingType } from '@aster/core-api';
import type { Db } from '../db/database';
import { DEFAULT_AGREEMENTS } from './agreements';

/** The city of the spec's preference lookup (cityId 107, 上海); also the city of IPs the server cannot place. */
export const FALLBACK_CITY_ID = PREFERENCE_CITY_ID;

const cities: [id: number, name: string, pinyin: string, lat: number, lon: number, hot: number][] = [
  [1, '北京', 'beijing', 39.9042, 116.4074, 1],
  [FALLBACK_CITY_ID, '上海', 'shanghai', 31.2304, 121.4737, 1],
  [116, '南京', 'nanjing', 32.0603, 118.7969, 0],
  [175, '杭州', 'hangzhou', 30.2741, 120.1551, 1],
  [218, '武汉', 'wuhan', 30.5928, 114.3055, 0],
  [233, '广州', 'guangzhou', 23.1291, 113.2644, 1],
  [234, '深圳', 'shenzhen', 22.5431, 114.0579, 1],
  [276, '成都', 'chengdu', 30.5728, 104.0668, 0],
];

const ipCities: [prefix: string, cityId: number][] = [
  ['127.', FALLBACK_CITY_ID],
  ['10.', FALLBACK_CITY_ID],
  ['192.168.', FALLBACK_CITY_ID],
  ['202.96.', 107],
  ['123.112.', 1],
  ['113.108.', 233],
  ['14.17.', 234],
];

/** settings/list-by-type: the numbered lists and texts the app asks for (the catalogue's numbers). */
export { SettingType };

const idNumTypes: [string, string][] = [['1', '身份证'], ['2', '护照'], ['3', '港澳居民来往内地通行证'], ['4', '台湾居民来往大陆通行证']];
const occupations: [string, string][] = [['1', 'IT/互联网'], ['2', '金融'], ['3', '教育'], ['4', '医疗'], ['5', '其他']];

/** Spec section 3: constellation ids 0–12. */
const constellations = [
  '保密', '白羊座', '金牛座', '双子座', '巨蟹座', '狮子座', '处女座',
  '天秤座', '天蝎座', '射手座', '魔蝎座', '水瓶座', '双鱼座',
];

/** Cities, companies and the home page's content, once (a database that already has companies is left alone). */
export function seedHomeContent(db: Db): void {
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number };
  if (seeded.n === 0) db.transaction(() => insertHomeContent(db))();
  seedAgreements(db);
}

/**
 * The default 《用户协议》 and 《隐私政策》 (settings types 4 and 5), also into a database seeded before they existed;
 * a text the operator has changed is left alone.
 */
function seedAgreements(db: Db): void {
  const agreement = db.prepare('INSERT OR IGNORE INTO settings (type, code, name, value) VALUES (?, ?, ?, ?)');
  for (const { type, name, text } of DEFAULT_AGREEMENTS) agreement.run(type, '1', name, text);
}

function insertHomeContent(db: Db): void {
  const city = db.prepare('INSERT INTO cities (id, name, pinyin, latitude, longitude, hot) VALUES (?, ?, ?, ?, ?, ?)');
  for (const row of cities) city.run(...row);
  const ipCity = db.prepare('INSERT INTO ip_cities (ip_prefix, city_id) VALUES (?, ?)');
  for (const row of ipCities) ipCity.run(...row);

  const company = db.prepare(`INSERT INTO companies
    (id, name, mode, theme_color, navbar_color, navbar_font_color, wechat_name, wechat_qr_url, service_wechat)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  company.run(DEFAULT_COMPANY_ID, 'Aster 租房', 'public', '#333333', '#333333', '#FFFFFF', 'Aster租房服务号', '/static/demo/qr-public.svg', 'aster-kefu');
  company.run(BRAND_COMPANY_ID, '星寓品牌公寓', 'brand', '#E8553F', '#E8553F', '#FFFFFF', '星寓公寓', '/static/demo/qr-brand.svg', 'xingyu-kefu');

  const preferences = db.prepare('INSERT INTO company_preferences (company_id, city_id, preferences) VALUES (?, ?, ?)');
  // The mine page hides 社区活动/我的报名 (showActivity 0) and 人才公寓 (showTalent 0) of a company that turns them off.
  preferences.run(DEFAULT_COMPANY_ID, FALLBACK_CITY_ID, JSON.stringify({ showActivity: 1, showTalent: 1, defaultCityId: FALLBACK_CITY_ID }));
  preferences.run(BRAND_COMPANY_ID, FALLBACK_CITY_ID, JSON.stringify({ showActivity: 1, showTalent: 1, defaultCityId: FALLBACK_CITY_ID }));

  const banner = db.prepare('INSERT INTO banners (company_id, position_type, title, image_url, link_url, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const companyId of [DEFAULT_COMPANY_ID, BRAND_COMPANY_ID]) {
    banner.run(companyId, 1, '新客租房立减', '/static/demo/banner-home-1.svg', '/aster/house_list', 1);
    banner.run(companyId, 1, '智能门锁上线', '/static/demo/banner-home-2.svg', '/aster/device_index', 2);
    banner.run(companyId, 2, '推荐好友得租金券', '/static/demo/banner-mine-1.svg', '/aster/coupon', 1);
    banner.run(companyId, 4, '社区活动报名中', '/static/demo/banner-activity-1.svg', '/aster/pages/activity/activity', 1);
  }

  const icon = db.prepare('INSERT INTO icon_configs (company_id, identification, name, icon_url, link_url, sort) VALUES (?, ?, ?, ?, ?, ?)');
  const publicIcons: [number, string, string][] = [
    [HouseIdentification.wholeUnit, '整租', '/aster/house_list?type=1'],
    [HouseIdentification.sharedBed, '合租', '/aster/house_list?type=2'],
    [HouseIdentification.brandApartment, '公寓', '/aster/house_list?type=4'],
    [20, '报修', '/aster/repair'],
    [21, '保洁', '/aster/clean'],
    [22, '账单', '/aster/bill_list'],
  ];
  const brandIcons: [number, string, string][] = [
    [HouseIdentification.wholeUnit, '整租', '/aster/house_list?type=1'],
    [HouseIdentification.sharedBed, '床位', '/aster/house_list?type=2'],
    [HouseIdentification.brandApartment, '品牌公寓', '/aster/house_list?type=4'],
    [HouseIdentification.franchise, '加盟', '/aster/pages/webview/index'],
  ];
  publicIcons.forEach(([identification, name, link], index) =>
    icon.run(DEFAULT_COMPANY_ID, identification, name, `/static/demo/icon-${identification}.svg`, link, index + 1));
  // The brand's pictures carry its own labels (床位, 品牌公寓), not the public account's.
  brandIcons.forEach(([identification, name, link], index) =>
    icon.run(BRAND_COMPANY_ID, identification, name, `/static/demo/icon-brand-${identification}.svg`, link, index + 1));

  const ad = db.prepare('INSERT INTO ads (company_id, title, image_url, link_url, sort) VALUES (?, ?, ?, ?, ?)');
  for (const companyId of [DEFAULT_COMPANY_ID, BRAND_COMPANY_ID]) {
    ad.run(companyId, '人才公寓申请开放', '/static/demo/ad-talent.svg', '/aster/talent_home', 1);
    ad.run(companyId, '宽带一键办理', '/static/demo/ad-wifi.svg', '/aster/wifi', 2);
  }

  const keyword = db.prepare('INSERT INTO keywords (city_id, keyword, sort) VALUES (?, ?, ?)');
  const keywordsByCity: Record<number, string[]> = {
    107: ['陆家嘴', '张江', '徐家汇', '虹桥', '五角场'],
    1: ['国贸', '中关村', '望京', '回龙观'],
    175: ['西湖', '滨江', '未来科技城'],
    233: ['天河', '珠江新城'],
    234: ['南山', '福田', '科技园'],
  };
  for (const [cityId, words] of Object.entries(keywordsByCity)) {
    words.forEach((word, index) => keyword.run(Number(cityId), word, index + 1));
  }

  const setting = db.prepare('INSERT INTO settings (type, code, name, value) VALUES (?, ?, ?, ?)');
  constellations.forEach((name, id) => setting.run(SettingType.constellation, String(id), name, name));
  idNumTypes.forEach(([code, name]) => setting.run(SettingType.idNumType, code, name, name));
  occupations.forEach(([code, name]) => setting.run(SettingType.occupation, code, name, name));
  const config = db.prepare('INSERT INTO app_config (key, value) VALUES (?, ?)');
  config.run('customerServiceUrl', 'https://work.weixin.qq.com/kfid/kfc-aster-demo');
  config.run('servicePhone', '400-000-0000');
  config.run('showActivity', '1');
  config.run('showTalent', '1');

  const scan = db.prepare('INSERT INTO scan_routes (scan_code, page, query) VALUES (?, ?, ?)');
  // Page paths from the route table (a page that leaves it fails to compile here).
  scan.run('HOUSE-1001', HOUSE_DETAIL_PAGE, 'houseId=1001');
  scan.run('LOCK-2001', routeOf('pages/device/device_lock/index').path, 'lockId=2001');
  scan.run('ACTIVITY-3001', routeOf('pages/activity/activity_detail/index').path, 'id=3001');
}
