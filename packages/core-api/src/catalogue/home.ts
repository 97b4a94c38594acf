import { z } from 'zod';
import { BannerPosition, BaseConfigSchema, CityIdSchema, ContractTodoSchema, DomainsSchema, EntityIdSchema, PREFERENCE_CITY_ID, SearchKeySchema, ThemeSchema, WorkOrderSettingSchema, WorkOrderTimeSchema } from '@aster/core-domain';
import { NoContentSchema, defineEndpoint, queryNumber, inCatalogueFeature } from './define';

const idText = EntityIdSchema.transform(String);

/** Most setting types one settings/list-by-type call may ask for (each is a query on the server). */
export const SETTINGS_TYPES_MAX = 20;

/** Banner positions the home page asks for (spec: positionTypes=1,2,4). */
export const HOME_BANNER_POSITIONS = [BannerPosition.top, BannerPosition.middle, BannerPosition.popup].join(',');

/** A banner. `linkUrl` is an in-app page or a web page; screens check it before navigating. */
export const BannerSchema = z.looseObject({
  id: idText,
  positionType: z.union([z.literal(BannerPosition.top), z.literal(BannerPosition.middle), z.literal(BannerPosition.popup)]),
  imageUrl: z.string().min(1),
  title: z.string().nullish(),
  linkUrl: z.string().nullish(),
  sort: z.number().optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A home advert card. */
export const HomeAdSchema = z.looseObject({
  id: idText,
  imageUrl: z.string().min(1),
  title: z.string().nullish(),
  linkUrl: z.string().nullish(),
});
export type HomeAd = z.infer<typeof HomeAdSchema>;

/** A contract of the tenant that still waits for their signature (home page reminder). */
export const UnsignedContractSchema = z.looseObject({
  contractId: idText,
  houseName: z.string().nullish(),
  onlineContractStatus: z.number().int().optional(),
});
export type UnsignedContract = z.infer<typeof UnsignedContractSchema>;

/** A social activity the tenant signed up for. */
export const MineActivitySchema = z.looseObject({
  activityId: idText,
  title: z.string(),
  startTime: z.string().nullish(),
  coverUrl: z.string().nullish(),
});
export type MineActivity = z.infer<typeof MineActivitySchema>;

/**
 * home/base: the base config (house-type icons) plus the blocks of the home page (spec section 3 "Home").
 * Lists default to empty: a guest gets no contracts nor activities.
 */
export const HomeBaseSchema = BaseConfigSchema.extend({
  adList: z.array(HomeAdSchema).default([]),
  mineContracts: z.array(UnsignedContractSchema).default([]),
  mineActivities: z.array(MineActivitySchema).default([]),
});
export type HomeBase = z.infer<typeof HomeBaseSchema>;

/** Fingerprint of home/base for a city: the app reloads the base only when it changed. */
export const HomeBaseHashSchema = z.looseObject({ hash: z.string() });
export type HomeBaseHash = z.infer<typeof HomeBaseHashSchema>;

/** home/ui: the company's theme colours; missing colours fall back to the spec defaults. */
export const HomeUiSchema = ThemeSchema;

/** A city found from coordinates (locate-city) or from the caller's IP (ip-city). */
export const LocatedCitySchema = z.looseObject({ cityId: CityIdSchema, cityName: z.string().min(1) });
export type LocatedCity = z.infer<typeof LocatedCitySchema>;

/**
 * A city the operator serves (pick_city list). The spec names no call for the list: home/city-list is ours.
 * `pinyin` gives the initial the list is grouped by; `hot` marks the cities shown first.
 */
export const CityOptionSchema = z.looseObject({
  cityId: CityIdSchema,
  cityName: z.string().min(1),
  pinyin: z.string().default(''),
  hot: z.boolean().default(false),
});
export type CityOption = z.infer<typeof CityOptionSchema>;

/** A search suggestion for the house search box. */
export const SearchKeywordSchema = z.looseObject({
  keyword: z.string().min(1),
  houseCount: z.number().int().nonnegative().optional(),
});
export type SearchKeyword = z.infer<typeof SearchKeywordSchema>;

/** At most this many catalogue features in home/config's `extensions`. */
export const HOME_CONFIG_EXTENSIONS_MAX = 64;

/**
 * home/config (v=2): company-level switches the app reads. `customerServiceWechat` feeds the fallback dialog
 * "使用中有任何问题，请添加客服微信：{name}"; `customerServiceUrl` is the external work-chat link.
 * `extensions` names the catalogue features (`CatalogueFeature`) whose endpoints outside section 7 the backend serves:
 * the app calls an extension only when its feature is listed, so against an operator's backend that leaves the field
 * out (it serves section 7 only) no page makes a call that can only fail.
 */
export const HomeConfigSchema = z.looseObject({
  customerServiceWechat: z.string().nullish(),
  customerServiceUrl: z.string().nullish(),
  servicePhone: z.string().nullish(),
  extensions: z.array(z.string().max(40)).max(HOME_CONFIG_EXTENSIONS_MAX).nullish(),
});
export type HomeConfig = z.infer<typeof HomeConfigSchema>;

/**
 * The setting types of settings/list-by-type: the option lists of the forms (constellation ids 0-12 of spec section 3,
 * the ID types of the real-name form, occupations) and the texts the operator configures for the login pages
 * (《用户协议》, 《隐私政策》). `code` is the option's id, `name` its label, `value` the value (an agreement's text).
 */
export const SettingType = { constellation: 1, idNumType: 2, occupation: 3, userAgreement: 4, privacyPolicy: 5 } as const;
export type SettingTypeCode = (typeof SettingType)[keyof typeof SettingType];

/** One setting of settings/list-by-type. */
export const SettingSchema = z.looseObject({
  type: z.number().int(),
  code: z.string().nullish(),
  name: z.string().nullish(),
  value: z.string().nullish(),
});
export type Setting = z.infer<typeof SettingSchema>;

/**
 * Where a scanned QR code leads: an app page (e.g. "pages/house_detail/index") and its query.
 * Screens navigate only to pages of the route table (redirect targets stay inside the app).
 */
export const ScanRouteSchema = z.looseObject({
  page: z.string().min(1),
  query: z.record(z.string(), z.string()).default({}),
});
export type ScanRoute = z.infer<typeof ScanRouteSchema>;

/** The operator's WeChat public account (follow_public page). */
export const CompanyWechatSchema = z.looseObject({
  name: z.string().nullish(),
  appId: z.string().nullish(),
  qrCodeUrl: z.string().nullish(),
});
export type CompanyWechat = z.infer<typeof CompanyWechatSchema>;

/** Company preferences: free key/value switches. */
export const PreferencesSchema = z.record(z.string(), z.unknown());
export type Preferences = z.infer<typeof PreferencesSchema>;

/** The ad-config is a static JSON file on the static domain (not an API call); `date` defeats caches. */
export const AdConfigSchema = z.looseObject({ ads: z.array(HomeAdSchema).default([]) });
export type AdConfig = z.infer<typeof AdConfigSchema>;
export function adConfigUrl(staticDomain: string, date: string): string {
  return `${staticDomain.replace(/\/+$/, '')}/ad-config.json?date=${encodeURIComponent(date)}`;
}

const cityId = queryNumber().int().nonnegative();

export const homeEndpoints = {
  banners: defineEndpoint({
    method: 'GET',
    path: 'home/banners',
    request: z.object({ positionTypes: z.string().max(64).regex(/^\d+(,\d+)*$/).default(HOME_BANNER_POSITIONS) }),
    response: z.array(BannerSchema),
  }),
  baseHash: defineEndpoint({ method: 'GET', path: 'home/base-hash', request: z.object({ cityId }), response: HomeBaseHashSchema }),
  ui: defineEndpoint({ method: 'GET', path: 'home/ui', response: HomeUiSchema }),
  /** The company comes from the companyId header. */
  base: defineEndpoint({ method: 'GET', path: 'home/base', request: z.object({ cityId }), response: HomeBaseSchema }),
  locateCity: defineEndpoint({
    method: 'GET',
    path: 'home/locate-city',
    request: z.object({ lat: queryNumber().min(-90).max(90), lon: queryNumber().min(-180).max(180) }),
    response: LocatedCitySchema,
  }),
  keywords: defineEndpoint({
    method: 'GET',
    path: 'home/keywords',
    request: z.object({ cityId, searchKey: SearchKeySchema }),
    response: z.array(SearchKeywordSchema),
  }),
  /**
   * The signing steps the tenant's contracts wait for (the home page's 待签约合同 card): complete the details, sign, pay.
   * A contract call, kept with the home page's so the first load does not carry the contract catalogue.
   */
  contractTodos: defineEndpoint({ method: 'GET', path: 'contract/h5todoList/v2', response: z.array(ContractTodoSchema).max(100), needsAuth: true }),
  config: defineEndpoint({ method: 'GET', path: 'home/config', request: z.object({ v: queryNumber().int().default(2) }), response: HomeConfigSchema }),
  ipCity: defineEndpoint({ method: 'GET', path: 'home/ip-city', response: LocatedCitySchema }),
  cityList: defineEndpoint({ method: 'GET', path: 'home/city-list', response: z.array(CityOptionSchema), extension: 'the open cities of pick_city (section 7 has only locate-city and ip-city)' }),
  domains: defineEndpoint({ method: 'GET', path: 'settings/domain', response: DomainsSchema }),
  settingsByType: defineEndpoint({
    method: 'POST',
    path: 'settings/list-by-type',
    request: z.object({ typeList: z.array(z.number().int()).min(1).max(SETTINGS_TYPES_MAX) }),
    response: z.array(SettingSchema),
  }),
  scanRouter: defineEndpoint({ method: 'POST', path: 'scan/router', request: z.object({ scanCode: z.string().min(1).max(512) }), response: ScanRouteSchema }),
  companyWechat: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'company/wechat', response: CompanyWechatSchema }),
  companyWechatInfo: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'company/wechat-info/{id}', response: CompanyWechatSchema }),
  preferences: defineEndpoint({
    method: 'GET',
    path: 'setting/preferences',
    request: z.object({ cityId: queryNumber().int().default(PREFERENCE_CITY_ID), companyId: z.string().max(20) }),
    response: PreferencesSchema,
  }),
  // Work-order settings (served by the workOrders feature): the bookable visit times, and per kind (type: 1 repair,
  // 2 clean, 3 complaint) the kinds of problem and each step's promised time.
  workOrderTime: defineEndpoint({ method: 'GET', prefix: '/tenant-service', path: 'work-order-setting/v1/time', response: WorkOrderTimeSchema }),
  workOrderSetting: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'work-order-setting/v1',
    request: z.object({ type: queryNumber().int(), companyId: z.string().max(20) }),
    response: WorkOrderSettingSchema,
  }),
  /** Counts an app visit of the logged-in user. */
  userStatistics: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'login/user/statistics', response: NoContentSchema }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('home', homeEndpoints);
