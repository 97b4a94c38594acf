import type { z } from 'zod';
import {
  ActivityParamsSchema,
  AgreementParamsSchema,
  AskPayDetailParamsSchema,
  AskPayFailedParamsSchema,
  AskPayParamsSchema,
  BillListParamsSchema,
  BillParamsSchema,
  BillPayParamsSchema,
  BillResultParamsSchema,
  CompanyShareParamsSchema,
  CouponShareParamsSchema,
  ContractParamsSchema,
  DeviceParamsSchema,
  ErrorParamsSchema,
  HouseListParamsSchema,
  HouseMapPoiParamsSchema,
  HouseParamsSchema,
  HouseToBookParamsSchema,
  LockParamsSchema,
  LockShareParamsSchema,
  MeterDayParamsSchema,
  MeterParamsSchema,
  MeterTopUpParamsSchema,
  MeterTopUpResultParamsSchema,
  MapSearchParamsSchema,
  MiniPayBillParamsSchema,
  MiniPayIndexParamsSchema,
  NoParamsSchema,
  OauthThirdParamsSchema,
  OauthTokenLoginParamsSchema,
  OrderParamsSchema,
  RecordParamsSchema,
  RedirectParamsSchema,
  SearchHouseParamsSchema,
  ShowImageParamsSchema,
  ShowPdfParamsSchema,
  SignFailedParamsSchema,
  StoreParamsSchema,
  TalentProjectParamsSchema,
  VideoParamsSchema,
  WebviewParamsSchema,
  WechatAddParamsSchema,
} from './pageParams';
import { HOME_PAGE, LOGIN_PAGE, WEB_BASE_PATH } from './pages';
import type { RouteSchema } from './routeSchema';

// The one route table (architecture.md): every page of spec section 2 with its page path, short web aliases,
// title, subpackage, login requirement, shareability and the parameters it reads. The three app.config files, the
// H5 aliases, the page-not-found rewrite, links (pageLink) and, at run time, the wrapper of every screen (login
// guard, params, error boundary: screens/src/app/definePage) all read it. Spec section 2 names most pages but not their folders: where
// it is silent, a page `x` of a group lives at `<group root>/x/index`.

/** A page's params schema: takes the parameters as they arrive (strings by name), gives what the page reads. */
export type PageParamsSchema = z.ZodType<object, Readonly<Record<string, string | undefined>>>;

/** What a page shows when its link's parameters do not fit its schema (routes may say it their own way). */
export const BAD_PARAMS_TEXT = '页面链接有误，请返回后重试';

interface PageOptions {
  aliases?: readonly string[];
  needsLogin?: boolean;
  shareable?: boolean;
  navigationStyle?: 'custom';
  pullDownRefresh?: boolean;
  landscape?: boolean;
  /** The parameters the page reads (pageParams.ts); default: none. */
  params?: PageParamsSchema;
  badParamsText?: string;
  /**
   * The page's own folder is its subpackage root (its path stays as it is): keeps a page of a main-package group
   * out of the main package, which holds only the launch, share and login entries (the 1 MB budget, issue 10).
   */
  ownSubpackage?: boolean;
}
type PageSpec = readonly [file: string, title: string, options?: PageOptions];

/** `x` -> `<root>/x/index`; `x/y` -> `<root>/x/y`, at the type level too, so each path is a literal type. */
type PathOf<Root extends string, File extends string> = `${Root}/${File extends `${string}/${string}` ? File : `${File}/index`}`;
type SchemaOf<Spec extends PageSpec> = Spec[2] extends { params: infer S extends PageParamsSchema } ? S : typeof NoParamsSchema;

/** One row of the table: the route with its literal path and its own params schema. */
interface RouteRow<P extends string, S extends PageParamsSchema> extends Omit<z.infer<typeof RouteSchema>, 'path' | 'params'> {
  path: P;
  params: S;
}
type RowsOf<Root extends string, Specs extends readonly PageSpec[]> = {
  [I in keyof Specs]: RouteRow<PathOf<Root, Specs[I][0]>, SchemaOf<Specs[I]>>;
};

/** A group of pages under one folder; `subpackage` says whether the folder is a subpackage root. */
function group<const Root extends string, const Specs extends readonly PageSpec[]>(
  root: Root,
  subpackage: boolean,
  defaults: PageOptions,
  pages: Specs,
): RowsOf<Root, Specs> {
  return pages.map(([file, title, options = {}]) => ({
    path: `${root}/${file.includes('/') ? file : `${file}/index`}`,
    title,
    aliases: options.aliases ?? [],
    subpackage: subpackage ? root : options.ownSubpackage === true ? `${root}/${file.split('/')[0]}` : null,
    needsLogin: options.needsLogin ?? defaults.needsLogin ?? false,
    shareable: options.shareable ?? false,
    navigationStyle: options.navigationStyle ?? 'default',
    pullDownRefresh: options.pullDownRefresh ?? false,
    landscape: options.landscape ?? false,
    params: options.params ?? NoParamsSchema,
    badParamsText: options.badParamsText ?? BAD_PARAMS_TEXT,
  })) as unknown as RowsOf<Root, Specs>;
}

const LOGIN = { needsLogin: true };
const HOUSE = { params: HouseParamsSchema, badParamsText: '房源不存在或链接有误' };
const LOCK = { params: LockParamsSchema, badParamsText: '门锁不存在或链接有误' };
const METER = { params: MeterParamsSchema, badParamsText: '设备不存在或链接有误' };
const HOUSE_TO_BOOK = { params: HouseToBookParamsSchema, badParamsText: '房源信息有误，请返回重新选择' };
const RESERVATION = { params: RecordParamsSchema, badParamsText: '预订信息有误' };
const REDIRECT = { params: RedirectParamsSchema };
const OWN = { ownSubpackage: true };
/** Signing a contract (view_contract_paper, handwritten_signature, contract_pay...), its insurance and commitment letter. */
const SIGNING = { params: ContractParamsSchema, badParamsText: '合同信息有误，请从合同详情进入' };
/** Ending and renewing a lease: the contract (applyCheckout, applyRent, un_rent...), or one application by id. */
const LEASE = { params: ContractParamsSchema, badParamsText: '合同信息有误，请从合同详情进入' };
const APPLICATION = { params: RecordParamsSchema, badParamsText: '申请信息有误，请从我的申请进入' };
const WORK_ORDER = { params: RecordParamsSchema, badParamsText: '工单信息有误，请从列表进入' };
/** One invoice by id (details, particulars): the selection of apply_invoice travels in memory, not in links. */
/** One activity by id; its pages are reached from the list, the home page or a scanned code. */
const ACTIVITY = { params: ActivityParamsSchema, badParamsText: '活动信息有误，请从社区活动进入' };
/** A share link of 请人代付 that does not fit: the friend asks for it again. */
const ASK_PAY_LINK_TEXT = '代付链接有误，请向好友重新索取';
/** A paper bill's code that does not fit: typed again on 扫码缴费. */
const BILL_CODE_LINK_TEXT = '账单编码有误，请核对纸质账单后重新输入';
const INVOICE = { params: RecordParamsSchema, badParamsText: '发票信息有误，请从我的发票进入' };

const rawRoutes = [
  // The home page first (it is the launch page). The main package holds only the entries a cold start opens
  // without going through another page: home, the shared house page, "mine" and the login pages (every guarded
  // page of every subpackage sends the guest there); each other page of this group is its own subpackage
  // (OWN), downloaded when it is first opened.
  ...group('pages', false, {}, [
    ['index', '首页', { aliases: ['/index'], navigationStyle: 'custom', pullDownRefresh: true }],
    ['pick_city', '选择城市', OWN],
    ['show_pdf', '查看文件', { params: ShowPdfParamsSchema, ...OWN }],
    ['mine_book', '我的预约', { aliases: ['/mine_book'], needsLogin: true, pullDownRefresh: true, ...OWN }],
    ['house_detail', '房源详情', { aliases: ['/house_detail'], shareable: true, ...HOUSE }],
    ['book_room', '预约看房', { ...LOGIN, ...HOUSE_TO_BOOK, ...OWN }],
    ['book_success', '预约成功', { ...LOGIN, params: RecordParamsSchema, badParamsText: '预约信息有误', ...OWN }],
    ['store/detail', '门店详情', { params: StoreParamsSchema, badParamsText: '门店不存在或链接有误', ...OWN }],
    // Login: a service is bought for one of the tenant's rooms, and the page lists them.
    ['purchase_service', '购买服务', { aliases: ['/purchase_service'], ...LOGIN, ...OWN }],
    ['error', '出错了', { params: ErrorParamsSchema, ...OWN }],
    ['follow_public', '关注公众号', { aliases: ['/follow_public'], ...OWN }],
    ['show_image', '查看图片', { params: ShowImageParamsSchema, ...OWN }],
    ['webview', '加载中', { params: WebviewParamsSchema, ...OWN }],
    ['video', '视频', { params: VideoParamsSchema, ...OWN }],
    // The lock whose NFC key is opened (the lock page links it with its lockId; without, the tenant's room lock).
    ['device_nfc', 'NFC开门', { ...LOGIN, ...LOCK, ...OWN }],
    ['oauth-third', '授权登录', { aliases: ['/oauth-third'], params: OauthThirdParamsSchema, badParamsText: '授权链接有误，请返回原应用重新发起', ...OWN }],
    ['auth-alipay', '支付宝授权', { ...REDIRECT, ...OWN }],
    // Issue 3's "mine" page: section 2 does not name it; it is the entry to settings, logout and account log-out
    // (the second tab of ui/TabBar).
    ['mine', '我的', LOGIN],
    ['login_by_phone', '手机号登录', { aliases: ['/login_by_phone'], ...REDIRECT }],
    ['login', '登录', REDIRECT],
    ['oauth-token-login', '授权登录', { aliases: ['/oauth'], params: OauthTokenLoginParamsSchema }],
    ['change_phone', '更换手机号', { ...LOGIN, ...OWN }],
    ['login_third', '第三方登录', REDIRECT],
    // The texts the login pages link to (《用户协议》, 《隐私政策》), as the operator configures them.
    ['agreement', '协议', { params: AgreementParamsSchema, badParamsText: '协议链接有误，请返回登录页重新打开', ...OWN }],
  ]),
  // A paper bill's code, paid by whoever holds it: reading the bill is free, paying asks for login (the pay page).
  ...group('pages/minipay', true, {}, [
    ['index', '扫码缴费', { params: MiniPayIndexParamsSchema }],
    ['pay', '支付', { ...LOGIN, params: MiniPayBillParamsSchema, badParamsText: BILL_CODE_LINK_TEXT }],
    ['bill', '支付账单', { params: MiniPayBillParamsSchema, badParamsText: BILL_CODE_LINK_TEXT }],
  ]),
  ...group('pages/service/pages', true, LOGIN, [
    ['repair/list', '报修', { aliases: ['/repair'] }],
    ['repair/add', '我要报修'],
    ['repair/detail', '报修详情', WORK_ORDER],
    ['comment_detail', '评价详情', WORK_ORDER],
    ['add_comment', '发表评价', WORK_ORDER],
    ['clean/list', '保洁', { aliases: ['/clean'] }],
    ['clean/detail', '保洁详情', WORK_ORDER],
    ['clean/add', '预约保洁'],
    ['evaluation/list', '评价'],
    ['evaluation/detail', '评价详情', WORK_ORDER],
    ['evaluation/add', '我要评价', WORK_ORDER],
    ['complaint/list', '投诉', { aliases: ['/complaint'] }],
    ['complaint/add', '我要投诉'],
    ['complaint/detail', '投诉详情', WORK_ORDER],
    ['myApply', '我的申请'],
    ['applyRent', '续租申请', LEASE],
    ['applyRentDetail', '续租申请详情', APPLICATION],
    ['commitment-book', '承诺书', { ...SIGNING, landscape: true }],
    ['applyCheckout', '退租申请', LEASE],
    ['applyCheckoutDetail', '退租申请详情', APPLICATION],
  ]),
  ...group('pages/contract/pages', true, LOGIN, [
    ['contract_list', '我的合同', { aliases: ['/contract_list'] }],
    ['contract_detail', '合同详情', { aliases: ['/contract_detail'], params: ContractParamsSchema }],
    ['contract_success', '签约成功', SIGNING],
    ['auth_error', '认证失败', SIGNING],
    ['view_contract_paper', '查看合同', SIGNING],
    // Spec: "person info [is] under /pages/person_info/index" on the web.
    ['person_info', '个人信息', { aliases: ['/pages/person_info/index'], ...REDIRECT }],
    ['handwritten_signature', '手写签名', { ...SIGNING, landscape: true }],
    ['contract_choose_insurance', '选择保险', SIGNING],
    ['contract_insurance_resign', '保险重签', SIGNING],
    ['contract_pay', '合同支付', SIGNING],
    ['reservation_list', '我的预订', { aliases: ['/reservation_list'] }],
    // Spec: reservation confirm and detail are "under /pages/reservation/..." on the web.
    ['reservation_confirm', '确认预订', { aliases: ['/pages/reservation/confirm'], ...HOUSE_TO_BOOK }],
    ['reservation_contract_preview', '预订合同预览', RESERVATION],
    ['reservation_detail', '预订详情', { aliases: ['/pages/reservation/detail'], ...RESERVATION }],
    ['reservation_sign', '预订签约', RESERVATION],
    ['change_record', '变更记录', LEASE],
    ['un_rent', '退租结算', LEASE],
    ['un_rent_detail', '退租进度', LEASE],
    ['un_rent_rule', '退租规则', LEASE],
    ['sign_failed', '签约失败', { ...SIGNING, params: SignFailedParamsSchema }],
    // The account the deposit is refunded to (contract/modify-shroff-acc).
    ['modify_contract_card', '退款账户', LEASE],
    ['contract_paper', '合同文本', LEASE],
    ['online_reservation_success', '预订成功', RESERVATION],
    ['phone_different', '手机号不一致', LEASE],
    ['property_deliveries', '物业交割', LEASE],
    ['checkout_sign_contract_preview', '退租协议预览', LEASE],
    ['checkout_sign', '退租签约', LEASE],
    ['checkout_view_files', '退租文件', LEASE],
    ['room_info', '房间信息', LEASE],
    ['checkin_list', '入住清单', LEASE],
  ]),
  ...group('pages/bill', true, LOGIN, [
    ['bill_all', '全部账单'],
    ['bill_bank_add', '我的银行卡'],
    ['bill_bank_add_new', '添加银行卡'],
    ['bill_bank_support', '支持的银行'],
    ['bill_detail', '账单详情', { aliases: ['/bill_detail'], params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_list', '我的账单', { aliases: ['/bill_list'], params: BillListParamsSchema }],
    ['bill_pay_by_transfer/index', '转账支付', { params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_pay_by_transfer/stepOne', '上传转账凭证', { params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_pay_by_transfer/stepThree', '转账确认', { params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_pay_detail', '支付详情', { params: BillPayParamsSchema, badParamsText: '支付链接有误，请从账单详情重新支付' }],
    ['bill_pay_way', '选择支付方式', { params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_result', '支付结果', { params: BillResultParamsSchema, badParamsText: '支付结果参数有误，请返回后重试' }],
    ['bill_split_apply', '申请分期', { params: BillParamsSchema, badParamsText: '账单链接有误，请从账单详情进入' }],
    ['bill_split_origin', '分期原账单', { params: BillParamsSchema, badParamsText: '账单链接有误，请从账单详情进入' }],
    ['bill_transitional', '支付中', { params: OrderParamsSchema, badParamsText: '支付结果链接有误，请在我的订单中查看' }],
    ['create_bill', '创建账单'],
    ['create_bill_remark', '账单备注'],
    ['mini_program_pay', '小程序支付', { params: BillParamsSchema, badParamsText: '账单链接有误，请从我的账单进入' }],
    ['bill_guide', '缴费指引'],
  ]),
  ...group('pages/device', true, LOGIN, [
    ['device_index', '智能设备', { aliases: ['/device_index'] }],
    ['device_lock/index', '智能门锁', { aliases: ['/device_lock'], ...LOCK }],
    ['lock2', '智能门锁', LOCK],
    ['lock3', '智能门锁', LOCK],
    ['device_lock/tempPwd', '临时密码', LOCK],
    ['device_lock/editPwd', '修改密码', LOCK],
    ['device_lock/syncTime', '同步时间', LOCK],
    ['device_meter', '智能电表', { aliases: ['/device_meter'], ...METER }],
    ['meter2', '智能电表', METER],
    ['meter3', '智能水表', METER],
    // meter4 is the hot water meter (热水表, with its water processor's 加水), not an electricity meter
    ['meter4', '智能水表', METER],
    ['meter_charge', '充值', METER],
    ['meter_charge_bz', '充值', METER],
    ['meter_record/index', '使用记录', METER],
    ['meter_record/history', '历史记录', METER],
    ['meter_record/record_detail', '记录详情', { params: MeterTopUpParamsSchema, badParamsText: '充值记录不存在或链接有误' }],
    ['meter_record/charge_deduct_details', '扣费明细', { params: MeterDayParamsSchema, badParamsText: '扣费记录不存在或链接有误' }],
    ['meter_record/analyse_range_detail', '用量分析', METER],
    ['meter_record/analyse_range_detail_hours', '分时用量', METER],
    ['meter_record/charge_deductions', '充值扣费记录', METER],
    ['device_preview', '设备预览', { params: DeviceParamsSchema, badParamsText: '设备不存在或链接有误' }],
    ['device_pay_result', '支付结果', { params: MeterTopUpResultParamsSchema, badParamsText: '充值记录不存在或链接有误' }],
    ['device_lock_nfc_guide/index', 'NFC开门指引'],
    ['device_lock_nfc_guide/guide2', 'NFC开门指引'],
    // A lock's authorisations (auth-list: who may open it and how; sharing with a family member, revoking). Not
    // named in spec section 2, which lists the calls only.
    ['auth_list', '开门授权', LOCK],
    // The share link's page (lock/auth/accept): a family member accepts a lock shared with their phone number.
    ['lock_auth_accept', '接受门锁分享', { params: LockShareParamsSchema, badParamsText: '分享链接有误，请让家人重新分享' }],
  ]),
  // Spec: "a second lock group under pages/ttdevice".
  ...group('pages/ttdevice', true, LOGIN, [
    ['device_lock', '智能门锁', LOCK],
    ['tempPwd', '临时密码', LOCK],
    ['editPwd', '修改密码', LOCK],
    ['syncTime', '同步时间', LOCK],
  ]),
  ...group('pages/extra_service', true, {}, [
    ['servicetel', '服务电话'],
    ['manager', '我的管家', { aliases: ['/manager'], needsLogin: true }],
    ['wifi', '无线网络', { aliases: ['/wifi'], needsLogin: true }],
    ['public-notice-list', '公告'],
    // Section 2 lists /roommate among the short routes without naming its page: it is kept here.
    ['roommate', '我的室友', { aliases: ['/roommate'], needsLogin: true }],
  ]),
  ...group('pages/house', true, {}, [
    ['house_cost_info', '费用说明', HOUSE],
    ['deposit', '押金', { aliases: ['/house_deposit'], needsLogin: true, ...HOUSE }],
    ['search_house', '搜索房源', { params: SearchHouseParamsSchema }],
    ['house_list', '房源列表', { aliases: ['/house_list'], params: HouseListParamsSchema }],
    ['house_map_poi', '周边配套', { params: HouseMapPoiParamsSchema }],
    ['map_search_house', '地图找房', { params: MapSearchParamsSchema }],
  ]),
  ...group('pages/user', true, LOGIN, [
    ['user_setting', '设置'],
    // redirectUrl: the step that sent an unverified tenant here (signing's 实名核验), gone back to once verified.
    ['user_authentication', '实名认证', REDIRECT],
    ['company_authentication/index', '企业认证'],
    ['company_authentication/result', '企业认证结果', { params: RecordParamsSchema, badParamsText: '企业认证信息有误' }],
    ['company_authentication/share', '企业认证', { params: CompanyShareParamsSchema, badParamsText: '邀请链接有误，请联系贵司管理员重新分享' }],
    ['facial_recognition', '人脸识别'],
    ['user_cancel/index', '注销账号'],
    ['user_cancel/tips', '注销须知'],
    ['user_data_edit', '编辑资料'],
    ['user_edit', '个人资料'],
    ['user_safety', '账号安全'],
    ['user-idimg', '证件照片'],
  ]),
  // Shared with the person who pays: opening the link is free, paying asks for login (ask_pay_detail); the tenant's
  // own share card (ask_pay with billId) asks the server for their bill, which sends a guest to log in.
  ...group('pages/ask_pay', true, {}, [
    ['ask_pay', '请人代付', { shareable: true, params: AskPayParamsSchema }],
    ['ask_pay_detail', '代付详情', { ...LOGIN, params: AskPayDetailParamsSchema, badParamsText: ASK_PAY_LINK_TEXT }],
    ['ask_pay_failed', '代付失败', { params: AskPayFailedParamsSchema, badParamsText: ASK_PAY_LINK_TEXT }],
    ['ask_pay_success', '代付成功', { ...LOGIN, params: OrderParamsSchema, badParamsText: ASK_PAY_LINK_TEXT }],
  ]),
  // activity_sign and activity_sign_success read the activity too; activity_sign_list is the tenant's own sign-ups
  // (我的报名, from 我的), so it needs the login like the form.
  ...group('pages/activity', true, {}, [
    ['activity', '社区活动'],
    ['activity_detail', '活动详情', ACTIVITY],
    ['activity_sign', '活动报名', { ...LOGIN, ...ACTIVITY }],
    ['activity_sign_success', '报名成功', { ...LOGIN, ...ACTIVITY }],
    ['activity_sign_list', '我的报名', LOGIN],
  ]),
  ...group('pages/coupon', true, LOGIN, [
    ['list', '我的优惠券', { aliases: ['/coupon'] }],
    ['pull_list', '领取优惠券'],
    ['share_list', '分享优惠券', { aliases: ['/share_coupon'], params: CouponShareParamsSchema }],
  ]),
  ...group('pages/wallet', true, LOGIN, [
    ['change_bank', '更换银行卡'],
    ['deal_detail', '交易详情', { params: RecordParamsSchema, badParamsText: '交易记录链接有误，请从资金明细进入' }],
    ['transaction_detail', '交易明细', { params: RecordParamsSchema, badParamsText: '提现记录链接有误，请从资金明细进入' }],
    ['financial_list', '资金明细'],
    ['questions', '常见问题'],
    ['set_pwd', '设置支付密码'],
    ['set_pwd_steps', '设置支付密码'],
    ['set_pwd_verify', '验证身份'],
    ['wallet', '我的钱包'],
    ['withdraw', '提现'],
    ['withdraw_success', '提现成功', { params: RecordParamsSchema, badParamsText: '提现记录链接有误，请从资金明细进入' }],
    ['bank', '我的银行卡'],
    ['additional_info', '补充信息'],
  ]),
  ...group('pages/invoice', true, LOGIN, [
    ['apply_invoice', '申请发票'],
    ['details', '发票详情', INVOICE],
    ['fillIn', '填写发票信息'],
    ['invoice', '我的发票'],
    ['particulars', '开票明细', INVOICE],
  ]),
  ...group('pages/order', true, LOGIN, [
    ['ali', '支付宝支付', { params: OrderParamsSchema, badParamsText: '订单链接有误，请从我的订单进入' }],
    ['wechat', '微信支付', { params: OrderParamsSchema, badParamsText: '订单链接有误，请从我的订单进入' }],
    ['detail', '订单详情', { params: OrderParamsSchema, badParamsText: '订单链接有误，请从我的订单进入' }],
    ['list', '我的订单'],
  ]),
  ...group('pages/wechat', true, {}, [
    ['add', '添加微信', { params: WechatAddParamsSchema }],
    ['chooseCity', '选择城市'],
  ]),
  ...group('pages/talent', true, {}, [
    ['talent_home', '人才公寓', { aliases: ['/talent_home'] }],
    ['waiting_detail', '轮候详情', LOGIN],
    // The project shown is named by its id (the row had no params: a project page without one shows nothing).
    ['housing_detail', '房源详情', { params: TalentProjectParamsSchema, badParamsText: '项目不存在或链接有误' }],
    ['waiting_apply', '轮候申请', LOGIN],
    ['submitted', '提交成功', LOGIN],
  ]),
];

type TableRow = (typeof rawRoutes)[number];
/** A page of the table: the union of its literal paths ('pages/index/index' | ...), so a misspelt path does not compile. */
export type PagePath = TableRow['path'];
export type Route = Omit<z.infer<typeof RouteSchema>, 'path'> & { path: PagePath };
/** The table row of page P, with its own params schema. */
export type RouteOf<P extends PagePath> = Extract<TableRow, { path: P }>;
/** The parameters the screen of page P receives, parsed by its route's schema. */
export type PageParams<P extends PagePath> = z.output<RouteOf<P>['params']>;

/**
 * Every page of the app. RouteTableSchema checks it in the build that generates the apps from it and in its test,
 * so a bad entry fails every build and the tests; parsing our own constant again on every phone at launch cost the
 * H5 entry about 20 ms of main thread (80 ms at a mid-range phone's speed) before the first paint.
 */
export const routeTable: readonly Route[] = rawRoutes;


/** Pages a login redirect never points back to (the guest would land on a login form again). */
const LOGIN_PAGES: ReadonlySet<string> = new Set<PagePath>([
  LOGIN_PAGE,
  'pages/login/index',
  'pages/oauth-token-login/index',
  'pages/login_third/index',
  // Not oauth-third: a guest who logs in to authorise an application comes back to it.
]);

const routesByPath = new Map<string, Route>(routeTable.map((route) => [route.path, route]));
const routesByAlias = new Map(routeTable.flatMap((route) => route.aliases.map((alias) => [alias, route] as const)));

/** The route of a page path ('pages/x/index', with or without a leading slash or a query); undefined if unknown. */
export function findRouteByPath(path: string): Route | undefined {
  const [withoutQuery = ''] = path.split(/[?#]/, 1);
  return routesByPath.get(withoutQuery.replace(/^\//, ''));
}

export function isLoginPage(path: string): boolean {
  const route = findRouteByPath(path);
  return route !== undefined && LOGIN_PAGES.has(route.path);
}

/**
 * The page-not-found rule shared by H5 and the mini-programs: drops the /aster base, rewrites
 * house_detail_building to house_detail, and maps short aliases (/repair) to their page.
 * Takes a path without query; gives undefined for a path that names no page.
 */
export function resolveRoute(pathname: string): Route | undefined {
  let path = `/${pathname.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  if (path === WEB_BASE_PATH || path === '') return routesByPath.get(HOME_PAGE);
  if (path.startsWith(`${WEB_BASE_PATH}/`)) path = path.slice(WEB_BASE_PATH.length);
  path = path.replace(/(^|\/)house_detail_building(?=\/|$)/g, '$1house_detail');
  return routesByAlias.get(path) ?? routesByPath.get(path.slice(1));
}

export interface WebPathResolution {
  route: Route;
  /** The canonical H5 path of the page: /aster/<page path>. */
  webPath: string;
  /** True when the browser should replace its URL with webPath. */
  changed: boolean;
}

/**
 * H5 page-not-found rule (spec section 2): inserts /aster when missing, rewrites house_detail_building to
 * house_detail and short aliases to their page. Undefined for a path that names no page.
 */
export function resolveWebPath(pathname: string): WebPathResolution | undefined {
  const route = resolveRoute(pathname);
  if (route === undefined) return undefined;
  const webPath = `${WEB_BASE_PATH}/${route.path}`;
  return { route, webPath, changed: webPath !== pathname };
}

// Characters a mini-program or browser could read as a scheme, a host switch or a path trick.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect target that stays inside the app, or null. Accepts a page path or a short alias, with or without
 * /aster, with a query, optionally percent-encoded once (as it arrives in a redirectUrl parameter). Anything
 * else (absolute or protocol-relative URLs, javascript:, backslashes, encoded tricks, unknown pages) is null.
 * The answer is rebuilt from the route table: always "/pages/...", plus the original query.
 */
export function safeRedirectUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 2048) return null;
  let candidate = url;
  if (/^%2f/i.test(candidate)) {
    try {
      candidate = decodeURIComponent(candidate);
    } catch {
      return null;
    }
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//') || CONTROL_OR_BACKSLASH.test(candidate)) return null;
  const [beforeHash = ''] = candidate.split('#', 1);
  const queryStart = beforeHash.indexOf('?');
  const pathname = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart + 1);
  // Page paths are plain [A-Za-z0-9_-] segments: anything else in the path (%, :, ., @) is a trick.
  if (!/^(\/[A-Za-z0-9_-]+)+\/?$/.test(pathname)) return null;
  const route = resolveRoute(pathname);
  if (route === undefined) return null;
  return query.length > 0 ? `/${route.path}?${query}` : `/${route.path}`;
}

/** The login page URL for a guest on `currentPage` (a page URL such as '/pages/bill/bill_list/index?id=1'). */
export function loginUrlFor(currentPage: string | null | undefined): string {
  const target = safeRedirectUrl(currentPage);
  if (target === null || isLoginPage(target)) return `/${LOGIN_PAGE}`;
  return `/${LOGIN_PAGE}?redirectUrl=${encodeURIComponent(target)}`;
}

/**
 * True for a page that reads no parameters: its schema (an empty object) takes any query and gives {}, so its
 * parameters are known without parsing (the H5 home page draws its first frame before zod has arrived).
 */
export function readsNoParams(route: Route): boolean {
  return route.params === NoParamsSchema;
}

/** The row of a page of the table, with its own params schema. */
export function routeOf<P extends PagePath>(path: P): RouteOf<P> {
  const route = routesByPath.get(path);
  if (route === undefined) throw new Error(`${path} is not in the route table`);
  return route as RouteOf<P>;
}

/**
 * A page URL with query parameters, encoded the same way on every platform. For a query that is passed on as it
 * came (the page-not-found rewrite, the login redirect); links the app makes use pageLink.
 */
export function pageUrl(path: PagePath, query: Readonly<Record<string, string | number>> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search.length > 0 ? `/${path}?${search}` : `/${path}`;
}

/** A link may give a number where the page reads a plain string (it arrives as its decimal text). */
type LinkValue<T> = T extends string ? (string extends T ? string | number : T) : T;
type LinkParamsOf<T> = T extends object ? { [K in keyof T]: LinkValue<T[K]> } : never;
// A page without parameters reads Record<string, never>: it has no named keys.
type LinkKeys<T> = T extends object ? (string extends keyof T ? never : keyof T) : never;
/** The parameters a link to page P may carry: its route's schema input, by name. */
export type PageLinkParams<P extends PagePath> = LinkParamsOf<z.input<RouteOf<P>['params']>>;
type PageLinkArgs<P extends PagePath> = [LinkKeys<z.input<RouteOf<P>['params']>>] extends [never]
  ? [params?: Record<string, never>]
  : object extends PageLinkParams<P>
    ? [params?: PageLinkParams<P>]
    : [params: PageLinkParams<P>];

/**
 * The app URL of a page of the table with its parameters ('/pages/house_detail/index?id=h1'), checked by the
 * compiler against the route's params schema: an unknown page, a misspelt or missing parameter does not compile.
 * Parameters left undefined are not written.
 */
export function pageLink<P extends PagePath>(path: P, ...[params]: PageLinkArgs<P>): string {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {}) as Array<[string, unknown]>) {
    if (typeof value === 'string' || typeof value === 'number') query[key] = value;
  }
  return pageUrl(path, query);
}
