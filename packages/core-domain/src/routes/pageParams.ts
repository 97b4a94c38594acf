import { z } from 'zod';
import { CouponShareCodeSchema, LockShareIdSchema, LockShortLinkSchema } from '../entities/shareCodes';
import { AskPayCodeSchema, AskPayProblemSchema, BillCodeSchema } from '../rules/askPay';

// The parameters each page reads, by name, as the route table's `params`. Parameters arrive as strings (anyone can
// write them into a link), so every schema takes strings and converts where the page needs a number. A parameter
// the page can do without is `.optional().catch(undefined)`: a bad one is dropped alone; a required one that does
// not fit makes the page show its bad-link message (the route's badParamsText) instead of its content.

/** A whole number written in a parameter ('12'), as a number; anything else does not fit. */
const wholeNumber = z.string().trim().regex(/^-?\d{1,15}$/).transform(Number);
/** A decimal number written in a parameter ('31.23'), as a number. */
const decimalNumber = z.string().trim().regex(/^-?\d{1,15}(?:\.\d{1,15})?$/).transform(Number);
const optionalUrl = z.string().max(2048).optional().catch(undefined);
const optionalRedirect = z.string().max(2048).optional().catch(undefined);
/** Ids of records the server gave out: letters, digits, _ and -. */
const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const entityId = z.string().min(1);

/** A page that reads no parameters (the default): whatever a link carries is ignored. */
export const NoParamsSchema = z.object({});

const houseId = z.string().trim().min(1).max(32);
/**
 * The house a page is about: `id`, or `houseId` as old house_detail_building links name it (the route table
 * rewrites their path, the query stays as it was).
 */
export const HouseParamsSchema = z.union([
  z.object({ id: houseId }),
  z.object({ houseId }).transform(({ houseId: id }) => ({ id })),
]);

export const StoreParamsSchema = z.object({ id: z.string().trim().min(1).max(32) });
/** A talent-housing project of the programme (housing_detail): its id, letters only. */
export const TalentProjectParamsSchema = z.object({ id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,32}$/) });

const optionalCount = wholeNumber.pipe(z.number().int().positive().max(999)).optional().catch(undefined);
const optionalRecordId = recordId.optional().catch(undefined);

/**
 * house_list: each parameter that does not fit is dropped on its own, so a bad districtId never loses a good
 * searchKey. `type` is the home query's name for the rental type (spec section 3): the icon grid's links use it.
 */
export const HouseListParamsSchema = z.object({
  searchKey: z.string().max(200).optional().catch(undefined),
  rentalType: optionalCount,
  type: optionalCount,
  districtId: optionalRecordId,
  storeId: optionalRecordId,
});

export const MapSearchParamsSchema = z.object({ rentalType: optionalCount });

export const SearchHouseParamsSchema = z.object({ searchKey: z.string().max(200).optional().catch(undefined) });

const coordinate = decimalNumber.optional().catch(undefined);
/** house_map_poi: the house (`id`), or a position of its own (`lat`, `lon`). */
export const HouseMapPoiParamsSchema = z.object({ id: optionalRecordId, lat: coordinate, lon: coordinate });

/** show_image: `urls` is a JSON array of image URLs (or one URL), `index` the one shown first. */
export const ShowImageParamsSchema = z.object({
  urls: z.string().max(16_000).optional().catch(undefined),
  index: wholeNumber.pipe(z.number().int().min(0).max(99)).optional().catch(undefined),
});

export const VideoParamsSchema = z.object({ url: optionalUrl, poster: optionalUrl });

export const ShowPdfParamsSchema = z.object({ url: optionalUrl, title: z.string().trim().max(60).optional().catch(undefined) });

export const WebviewParamsSchema = z.object({ url: optionalUrl });

/** agreement: which text the login pages' link opens, 《用户协议》 (user) or 《隐私政策》 (privacy). */
export const AGREEMENT_KINDS = ['user', 'privacy'] as const;
export const AgreementParamsSchema = z.object({ kind: z.enum(AGREEMENT_KINDS) });

/** Shown as text (React escapes them); overly long values are cut rather than refused. */
export const ErrorParamsSchema = z.object({
  api: z.string().transform((value) => value.slice(0, 200)).optional().catch(undefined),
  message: z.string().transform((value) => value.slice(0, 500)).optional().catch(undefined),
});

/** Login pages and person_info: where to go afterwards (checked again against the app's pages when used). */
export const RedirectParamsSchema = z.object({ redirectUrl: optionalRedirect });

/** oauth-third: the application asking for authorisation (its id as the partner registered it), and the way back here. */
export const OauthThirdParamsSchema = z.object({
  appId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/),
  redirectUrl: optionalRedirect,
});

/** company_authentication/share: the code of the owner's share link (a colleague joins with it). */
export const CompanyShareParamsSchema = z.object({ code: z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const OauthTokenLoginParamsSchema = z.object({
  token: z.string().trim().min(1).max(4096).optional().catch(undefined),
  redirectUrl: optionalRedirect,
});

/** bill_result: payResult (added by the H5 checkout) is ignored on purpose: the page asks the server. */
export const BillResultParamsSchema = z.object({
  newOrderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  amount: z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/),
  title: z.string().max(30).optional().catch(undefined),
});

/** Viewing and reservation forms: the house to book. */
export const HouseToBookParamsSchema = z.object({ houseId: entityId });
/** A viewing or a reservation by its id. */
export const RecordParamsSchema = z.object({ id: entityId });
export const ContractParamsSchema = z.object({ contractId: entityId });
/** An activity by its id (activity_detail, activity_sign, activity_sign_success). */
export const ActivityParamsSchema = z.object({ id: recordId });
/** wechat/add: the city whose WeChat to show (chooseCity's choice); none or a bad one: the tenant's current city. */
export const WechatAddParamsSchema = z.object({ cityId: z.string().trim().regex(/^\d{1,8}$/).transform(Number).optional().catch(undefined) });

/** A bill by its id (bill_detail, bill_pay_way, bill_pay_detail). */
export const BillParamsSchema = z.object({ id: z.string().trim().regex(/^\d{1,12}$/) });
/** bill_list: one contract's bills, or all the tenant's. */
export const BillListParamsSchema = z.object({ contractId: z.string().trim().regex(/^\d{1,12}$/).optional().catch(undefined) });
/** bill_pay_detail: the bill and the pay way chosen on bill_pay_way. */
/** bill_pay_detail: the bill, the pay way chosen on bill_pay_way and the coupon chosen there (none: the whole amount). */
export const BillPayParamsSchema = BillParamsSchema.extend({
  way: z.enum(['wechat', 'alipay', 'card']),
  coupon: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
/** coupon/share_list: without a code the tenant's coupons to share; with one, what a friend's share link offers. */
export const CouponShareParamsSchema = z.object({ code: CouponShareCodeSchema.optional().catch(undefined) });
/** ask_pay: with billId, the tenant's share card of that bill; with code, what a friend's share link asks them to pay. */
export const AskPayParamsSchema = z.object({
  code: AskPayCodeSchema.optional().catch(undefined),
  billId: z.string().trim().regex(/^\d{1,12}$/).optional().catch(undefined),
});
/** ask_pay_detail: the share link being paid. */
export const AskPayDetailParamsSchema = z.object({ code: AskPayCodeSchema });
/** ask_pay_failed: why the link cannot be paid (the page words it). */
export const AskPayFailedParamsSchema = z.object({ reason: AskPayProblemSchema });
/** minipay index: a bill code from the paper bill's QR code, if it came with one (a bad one is typed again). */
export const MiniPayIndexParamsSchema = z.object({ code: BillCodeSchema.optional().catch(undefined) });
/** minipay bill and pay: the bill of a code. */
export const MiniPayBillParamsSchema = z.object({ code: BillCodeSchema });
/** A lock's pages (device_lock, lock2, lock3, tempPwd, editPwd, syncTime): without lockId, the tenant's room lock (the /device_lock short route). */
export const LockParamsSchema = z.object({ lockId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional() });
/** lock_auth_accept: a lock shared by a family member, as the share link carries it (lock/auth/accept takes both). */
export const LockShareParamsSchema = z.object({ shareId: LockShareIdSchema, shortLink: LockShortLinkSchema });
/** A meter's pages (device_meter, meter2, meter3, meter4), as the device home links them; without meterId, the tenant's first meter (the /device_meter short route). */
export const MeterParamsSchema = z.object({ meterId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/).optional() });
const meterIdParam = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** meter_record/record_detail: one top-up of a meter (charge-record's id). */
export const MeterTopUpParamsSchema = z.object({ meterId: meterIdParam, recordId: z.string().trim().regex(/^\d{1,12}$/) });
/** device_pay_result: a paid top-up (the pay order's bizId). */
export const MeterTopUpResultParamsSchema = z.object({ recordId: z.string().trim().regex(/^\d{1,12}$/) });
/** meter_record/charge_deduct_details: a meter's charges of one day. */
export const MeterDayParamsSchema = z.object({ meterId: meterIdParam, date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** device_preview: one device of the device home. */
export const DeviceParamsSchema = z.object({ deviceId: z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/) });
/** An order by its number (order detail). */
export const OrderParamsSchema = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** sign_failed: the contract, and why signing stopped (the page words it and says what to do next). */
export const SignFailedParamsSchema = ContractParamsSchema.extend({
  reason: z.enum(['state', 'cert', 'reservation', 'unknown']).optional().catch(undefined),
});
