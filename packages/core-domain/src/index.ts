export type { Clock, StoragePort } from './ports';
export { BaseConfigSchema, HouseIdentification, IconConfigEntrySchema, iconDisplayName } from './entities/baseConfig';
export type { BaseConfig, IconConfigEntry } from './entities/baseConfig';
export { CityIdSchema, CityNameSchema, CitySelectionSchema, DEFAULT_CITY_ID, defaultCitySelection } from './entities/city';
export type { CitySelection } from './entities/city';
export {
  BRAND_COMPANY_ID,
  CompanyIdSchema,
  DEFAULT_COMPANY_ID,
  isBrandCompany,
  isPublicAccountMode,
  readCompanyIdFromQuery,
} from './entities/company';
export type { CompanyId } from './entities/company';
export { ThemeSchema, defaultTheme } from './entities/theme';
export type { Theme } from './entities/theme';
export {
  ImUserSchema,
  NICKNAME_MAX_LENGTH,
  NicknameSchema,
  OpenIdSchema,
  TokenSchema,
  UserIdSchema,
  UserSchema,
  isAuthenticated,
} from './entities/user';
export type { ImUser, User } from './entities/user';
export {
  baseConfigLoaded,
  citySelected,
  companyChanged,
  imUserLoaded,
  initialSessionState,
  loggedIn,
  loggedOut,
  sessionReducer,
  sessionRestored,
  sessionSlice,
  themeChanged,
  userRefreshed,
} from './session/sessionSlice';
export type { LoggedInPayload } from './session/sessionSlice';
export { SessionStateSchema } from './entities/session';
export type { SessionState } from './entities/session';
export {
  selectBaseConfig,
  selectCity,
  selectCompanyId,
  selectIsAuthenticated,
  selectIsLoggedIn,
  selectSession,
  selectTheme,
  selectToken,
  selectUser,
  selectUserId,
} from './session/selectors';
export type { SessionRootState } from './session/selectors';
export { restoreSession, startSessionPersistence } from './session/persistence';
export type { SessionListenerOptions, SessionStartListening } from './session/persistence';
export { readStoredJson, storageKeys, writeStoredJson } from './storage';
export type { StorageKey } from './storage';
export {
  AUTO_LOGIN_WAIT_CAP_MS,
  BACK_DELAY_MS,
  BASE_FONT_SIZE,
  CHECKOUT_LIST_PAGE_NUM,
  CHECKOUT_LIST_PAGE_SIZE,
  CUSTOM_NAV_BAR_HEIGHT,
  DEFAULT_DATE_PATTERN,
  DEFAULT_DEVICE_COLLECT_TYPE,
  DEFAULT_LOCK_PASSWORD_CONFIG,
  DEFAULT_RANDOM_ID_LENGTH,
  DEFAULT_STATUS_BAR_HEIGHT,
  DEFAULT_TODO_TASK_LOCKED,
  DESIGN_WIDTH,
  DEVICE_RATIOS,
  LONG_TERM_TEXT,
  METER_RECORD_PAGE_SIZE,
  NAV_BAR_TOP_GAP,
  PHONE_LENGTH,
  PREFERENCE_CITY_ID,
  PRE_CREATED_ONLINE_CONTRACT_STATUS,
  REFRESH_DEBOUNCE_MS,
  REMOTE_OPEN_LOCK_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TOAST_DURATION_MS,
  TRADE_PASSWORD_LENGTH,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from './constants';
export { isValidPhone, isValidTradePassword } from './validation/validators';
export { containsEmoji, stripEmoji } from './validation/emoji';
export {
  sanitizeCompany,
  sanitizeContactor,
  sanitizeEmail,
  sanitizeField,
  sanitizePassword,
  sanitizeRules,
  sanitizeSearchKey,
  tidyText,
} from './validation/sanitize';
export { inputMaxLength, textField, textLength } from './validation/text';
export type { TextRule } from './validation/text';
export type { SanitizedField } from './validation/sanitize';
export { maskIdNumber, maskName, maskPhone } from './validation/mask';
export { fenToChineseCapital, fenToYuanString, formatAmount, parseYuanNumberToFen, parseYuanToFen, toFen } from './format/money';
export type { Fen } from './format/money';
export { formatDate, parseDateInput } from './format/date';
export type { DateInput } from './format/date';
export { randomId } from './format/randomId';
export { machineIdOf } from './session/machineId';
export { PENDING_PAYMENT_MAX_AGE_MS, forgetPendingPayment, rememberPendingPayment, takePendingPayment } from './session/pendingPayment';
export type { PendingPayment } from './session/pendingPayment';
export type { RandomSource } from './format/randomId';
export { ConstellationIdSchema, constellationName, constellations } from './format/constellation';
export type { ConstellationId } from './format/constellation';
export { bd09ToGcj02, gcj02ToBd09, isOutsideChina, wgs84ToGcj02 } from './format/coordinates';
export type { LatLng } from './format/coordinates';
export { deviceRatio, navBarOffset, pxToRem, pxToRpx, rootFontSize, rpxToPx } from './format/screen';
export {
  DateTextSchema,
  EntityIdSchema,
  NumericCodeSchema,
  PhoneSchema,
  YuanAmountSchema,
  openFields,
} from './entities/common';
export type { EntityId } from './entities/common';
export {
  CaptchaAnswerSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PhoneChangeSchema,
  PhoneLoginSchema,
  PhotoUrlSchema,
  RealNameSchema,
  SMS_CODE_MAX_LENGTH,
  SMS_CODE_MIN_LENGTH,
  SixDigitSmsCodeSchema,
  SmsCodeSchema,
  SmsSentSchema,
  UserInfoSchema,
  loginResultOf,
} from './entities/auth';
export type { LoginRequest, LoginResponse, PhoneChange, PhoneLogin, RealName, SmsSent, UserInfo } from './entities/auth';
export {
  AccountCancelApplySchema,
  AccountCancelPendingSchema,
  accountCancelPendingText,
} from './entities/accountCancel';
export type { AccountCancelApply, AccountCancelPending } from './entities/accountCancel';
export { BannerPosition, ContractCountsSchema, HomeQuerySchema } from './entities/home';
export type { ContractCounts, HomeQuery } from './entities/home';
export { idNumberMessages, idNumberProblem, isValidIdNumber, isValidMainlandId, normalizeIdNumber } from './validation/idNumbers';
export { addCalendarDays, chinaDate, chinaInstant, chinaIso, daysInMonth, isCalendarDate, isoWeekday } from './format/chinaTime';
export {
  PayChannelSchema,
  PayDataSchema,
  PayOrderSchema,
  PayOrderStateSchema,
  PayOrderStatusSchema,
  PayPlaceSchema,
  PrepayParamsSchema,
} from './entities/pay';
export type { PayChannel, PayData, PayOrder, PayOrderState, PayOrderStatus, PayPlace, PrepayParams } from './entities/pay';
export {
  CONTACT_NAME_MAX_LENGTH,
  ContactNameSchema,
  DepositRuleSchema,
  GeoPointSchema,
  HouseAvailabilitySchema,
  HouseDetailSchema,
  HouseFeeSchema,
  HouseFilterChoiceSchema,
  HouseFiltersSchema,
  HouseLayoutSchema,
  HousePageSchema,
  HouseSortSchema,
  HouseSummarySchema,
  IdTypeSchema,
  MapMarkerSchema,
  PERSON_INFO_MAX_LENGTHS,
  PersonInfoRequestSchema,
  PersonInfoSchema,
  PoiCategorySchema,
  PoiSchema,
  StoreSchema,
  ViewingRequestSchema,
  ViewingSchema,
  ViewingSlotDaySchema,
  ViewingStatusSchema,
  VIEWING_NOTE_MAX_LENGTH,
  personInfoRequestOn,
  type PersonInfoOnFile,
} from './entities/house';
export { SearchKeySchema } from './entities/searchKey';
export type {
  DepositRule,
  GeoPoint,
  HouseAvailability,
  HouseDetail,
  HouseFee,
  HouseFilterChoice,
  HouseFilters,
  HouseLayout,
  HousePage,
  HouseSort,
  HouseSummary,
  IdType,
  MapMarker,
  PersonInfo,
  PersonInfoRequest,
  Poi,
  PoiCategory,
  Store,
  Viewing,
  ViewingRequest,
  ViewingSlotDay,
  ViewingStatus,
} from './entities/house';
export {
  CHECK_IN_WINDOW_DAYS,
  LEASE_MONTHS_MAX,
  LEASE_MONTHS_MIN,
  ReservationRequestSchema,
  ReservationSchema,
  checkInDateProblem,
} from './entities/reservation';
export type { Reservation, ReservationRequest } from './entities/reservation';
export {
  RESERVATION_PAYMENT_MINUTES,
  ReservationEventSchema,
  ReservationStatusSchema,
  canReservationTake,
  isReservationFinal,
  nextReservationStatus,
  reservationStatusText,
} from './rules/reservation';
export type { ReservationEvent, ReservationStatus } from './rules/reservation';
export {
  CheckoutApplicationSchema,
  CheckoutApplicationStatusSchema,
  CheckoutMoneySchema,
  CoTenantSchema,
  ContractBillSchema,
  ContractCertCheckSchema,
  ContractChangeRecordSchema,
  ContractDetailSchema,
  ContractHouseSchema,
  ContractSignResultSchema,
  ContractSummarySchema,
  ContractTextSchema,
  PaymentCycleSchema,
  RefundPreviewLineSchema,
  RefundPreviewSchema,
  RoomItemSchema,
  SIGN_IMAGE_MAX_LENGTH,
  SignImageSchema,
  checkoutApplicationStatusText,
} from './entities/contract';
export type {
  CheckoutApplication,
  CheckoutApplicationStatus,
  CheckoutMoney,
  CoTenant,
  ContractBill,
  ContractCertCheck,
  ContractChangeRecord,
  ContractDetail,
  ContractHouse,
  ContractSignResult,
  ContractSummary,
  ContractText,
  PaymentCycle,
  RefundPreview,
  RoomItem,
} from './entities/contract';
export {
  CONTRACT_FLOW_TYPE,
  CONTRACT_MEMBERS_MAX,
  ContractConventionSchema,
  ContractFlowTypeSchema,
  ContractMemberRequestSchema,
  ContractMemberSchema,
  ContractQrCodeSchema,
  ContractSuccessSchema,
  MEMBER_RELATIONS,
  MemberRelationSchema,
  PaymentContractSchema,
  contractFlowTypeText,
  memberFormOn,
} from './entities/contractFlow';
export type {
  ContractConvention,
  ContractFlowType,
  ContractMember,
  ContractMemberRequest,
  ContractQrCode,
  ContractSuccess,
  MemberRelation,
  PaymentContract,
} from './entities/contractFlow';
export {
  ContractBillKindSchema,
  ContractEventSchema,
  ContractStatusSchema,
  RefundBreakdownSchema,
  RefundLineKindSchema,
  RefundLineSchema,
  UnRentRuleSchema,
  canContractTake,
  checkoutDateProblem,
  contractStatusText,
  daysInclusive,
  isContractActive,
  isContractFinal,
  leaseEndDate,
  nextContractStatus,
  onlineContractStatusCode,
  refundPreview,
  unRentRuleText,
} from './rules/contract';
export type {
  ContractBillKind,
  ContractEvent,
  ContractStatus,
  RefundBill,
  RefundBreakdown,
  RefundLine,
  RefundLineKind,
  RefundTerms,
  UnRentRule,
} from './rules/contract';
export {
  RENEWAL_CLOSES_DAYS_BEFORE_END,
  RENEWAL_TERMS_MONTHS,
  RenewalApplicationSchema,
  RenewalApplySchema,
  RenewalMonthsSchema,
  RenewalStatusSchema,
  SHORT_RENEWAL_SURCHARGE_PERCENT,
  renewalDeadline,
  renewalProblem,
  renewalQuote,
  renewalStatusText,
} from './rules/renewal';
export type { RenewalApplication, RenewalApply, RenewalLease, RenewalMonths, RenewalQuote, RenewalStatus } from './rules/renewal';
export {
  DeviceCollectSchema,
  LOCK_OPEN_TYPE_AUTH,
  LOCK_OPEN_TYPE_PASSWORD,
  LockAuthChangeSchema,
  LockAuthType,
  LockOpenType,
  LockAuthTypeSchema,
  LockAuthorizationSchema,
  LockDataSchema,
  LOCK_AUTH_TYPE_TEXT,
  LOCK_SHARE_DAYS,
  LOCK_SHARE_LINK_HOURS,
  LOCK_SHARE_TYPES,
  LockShareRequestSchema,
  NfcIdSchema,
  TTLOCK_MIN_PROTOCOL,
  TtlockDataSchema,
  parseTtlockData,
} from './entities/lock';
export type { DeviceCollect, LockAuthChange, LockAuthorization, LockData, LockShareRequest, TtlockData } from './entities/lock';
export {
  MeterAddInfoSchema,
  MeterAddWaterResultSchema,
  MeterChargeSchema,
  MeterDialogCheckSchema,
  MeterRecordQuerySchema,
  MeterUuidSchema,
  MeterWaterAllowanceSchema,
  WATER_ALLOWANCE_MAX_LITRES,
  WATER_ALLOWANCE_STATUS_TEXT,
  ensureMeterUuid,
} from './entities/meter';
export type {
  MeterAddInfo,
  MeterAddWaterResult,
  MeterCharge,
  MeterDialogCheck,
  MeterRecordQuery,
  MeterUuid,
  MeterWaterAllowance,
} from './entities/meter';
export {
  AlipaySubscriptionFlagsSchema,
  CheckoutApplySchema,
  ContractExtrasSchema,
  DomainsSchema,
  DotLogSchema,
} from './entities/misc';
export type {
  AlipaySubscriptionFlags,
  CheckoutApply,
  ContractExtras,
  Domains,
  DotLog,
} from './entities/misc';
export { initialAlipaySubscription, reduceAlipaySubscription } from './rules/alipaySubscription';
export type { AlipaySubscriptionEvent } from './rules/alipaySubscription';
export { METER_ADD_WATER_TASK_TYPE, meterAddWaterTaskToComplete } from './rules/meterTask';
export {
  METER_ZEROED_TOP_UP_TEXT,
  MeterZeroingStateSchema,
  meterZeroedText,
  meterZeroingDue,
  meterZeroingDueText,
  meterZeroingRecordTitle,
} from './rules/meterZero';
export type { MeterZeroingState } from './rules/meterZero';
export {
  DAYS_LEFT_CAP,
  RECENT_USE_DAYS,
  UNUSUAL_USE_FACTOR,
  UNUSUAL_USE_MIN_EXCESS,
  USUAL_PATTERN_DAYS,
  USUAL_PATTERN_MIN_DAYS,
  balanceDaysLeft,
  daysLeftText,
  unusualHourUse,
  unusualUseText,
} from './rules/meterUsage';
export type { DailyUse, DaysLeft, HourlyUse, MeterUseKind, UnusualUse } from './rules/meterUsage';
export {
  CREDIT_CODE_MESSAGE,
  CompanyAuthFormSchema,
  CreditCodeSchema,
  ID_NUM_TYPES,
  LegalNameSchema,
  idTypeOfNumType,
  isValidCreditCode,
  normalizeCreditCode,
  realNameFormOn,
} from './rules/identity';
export type { CompanyAuthForm, IdNumType, RealNameForm } from './rules/identity';
export {
  BILL_RESULT_PAGE,
  ERROR_PAGE,
  HOME_PAGE,
  HOUSE_DETAIL_PAGE,
  HOUSE_LIST_PAGE,
  LOGIN_PAGE,
  MINE_PAGE,
  WEBVIEW_PAGE,
  WEB_BASE_PATH,
} from './routes/pages';
export {
  BAD_PARAMS_TEXT,
  findRouteByPath,
  isLoginPage,
  loginUrlFor,
  pageLink,
  pageUrl,
  readsNoParams,
  resolveRoute,
  resolveWebPath,
  routeOf,
  routeTable,
  safeRedirectUrl,
} from './routes/routeTable';
export { PagePathSchema, RouteSchema, RouteTableSchema, WebAliasSchema } from './routes/routeSchema';
export type {
  PageLinkParams,
  PageParams,
  PageParamsSchema,
  PagePath,
  Route,
  RouteOf,
  WebPathResolution,
} from './routes/routeTable';
export { SIGNATURE_MIN_LENGTH_SHARE, SIGNATURE_MIN_POINTS, SIGNATURE_MIN_SPREAD, SIGNATURE_TEXT, signatureProblem } from './rules/signature';
export type { PadSize, SignaturePoint, SignatureStroke } from './rules/signature';
export { FirstPaymentSchema } from './entities/contract';
export type { FirstPayment } from './entities/contract';
export { CONTRACT_PREFILL_MAX_LENGTHS, ContractPrefillSchema, EMAIL_PATTERN } from './rules/signature';
export type { ContractPrefill } from './rules/signature';
export {
  BANK_CARD_MAX_DIGITS,
  BANK_CARD_MIN_DIGITS,
  BankCardNumberSchema,
  CARD_HOLDER_MISMATCH,
  REFUND_HOLDER_MISMATCH,
  RefundAccountFormSchema,
  RefundAccountSchema,
  bankCardDigits,
  bankCardProblem,
  maskBankCard,
  passesLuhn,
  refundAccountText,
} from './rules/refundAccount';
export type { RefundAccount, RefundAccountForm } from './rules/refundAccount';
export {
  BANK_CARDS_FULL,
  BANK_CARDS_MAX,
  BANK_CARD_TAKEN,
  BANK_NOT_SUPPORTED,
  BankCardAddSchema,
  BankCardCodeRequestSchema,
  BankCardSchema,
  SUPPORTED_BANKS,
  SupportedBankSchema,
  bankCardText,
  bankOfCard,
} from './rules/bankCard';
export type { BankCard, BankCardAdd, BankCardCodeRequest, SupportedBank, SupportedBankView } from './rules/bankCard';
export {
  DEFAULT_SPLIT_RULES,
  SplitCountSchema,
  SplitRulesSchema,
  addMonthsClamped,
  splitCountsFor,
  splitFeeFen,
  splitProblem,
  splitSchedule,
} from './rules/billSplit';
export type { SplitCount, SplitInstalment, SplitRules } from './rules/billSplit';
export {
  CREATE_BILL_KIND_TEXT,
  CREATE_BILL_REMARK_MAX_LENGTH,
  CreateBillFormSchema,
  CreateBillKindSchema,
  CreateBillRulesSchema,
  DEFAULT_CREATE_BILL_RULES,
  createBillAmountProblem,
  tidyRemark,
} from './rules/createBill';
export type { CreateBillForm, CreateBillKind, CreateBillRules } from './rules/createBill';
export {
  SERVICE_DAYS_AHEAD,
  SERVICE_PACKAGE_KIND_TEXT,
  ServiceOrderRequestSchema,
  ServicePackageKindSchema,
  serviceDateProblem,
  serviceDateRange,
} from './rules/servicePackage';
export type { ServiceOrderRequest, ServicePackageKind } from './rules/servicePackage';
export {
  DISPUTE_REASON_MAX_LENGTH,
  DISPUTE_REASON_MIN_LENGTH,
  HandoverAnswerSchema,
  HandoverAnswerStateSchema,
  HandoverCategorySchema,
  HandoverItemSchema,
  HandoverSchema,
  canAnswerHandoverItem,
  disputeReasonProblem,
  handoverAnswerText,
  handoverCategoryText,
  handoverProgress,
} from './rules/handover';
export type { Handover, HandoverAnswer, HandoverAnswerState, HandoverCategory, HandoverItem } from './rules/handover';
export {
  InsurancePlanSchema,
  InsurancePolicySchema,
  InsurancePolicyStatusSchema,
  InsuranceQualifySchema,
  InsuranceRiskRequestSchema,
  insurancePolicyStatusText,
} from './entities/insurance';
export type { InsurancePlan, InsurancePolicy, InsurancePolicyStatus, InsuranceQualify } from './entities/insurance';
export { CommitmentBookSchema } from './entities/commitment';
export type { CommitmentBook } from './entities/commitment';
export {
  BILL_ISSUE_DAYS,
  BILL_KIND_TEXT,
  BILL_STATUS_TEXT,
  BillPayWaySchema,
  BillStatusSchema,
  LATE_FEE_RULE,
  LEASE_ENDED_STATUSES,
  PAY_WAY_TEXT,
  billStanding,
  billTransition,
  daysBetween,
  isIssued,
  isPayable,
  issueDateOf,
  lateFeeFen,
  openBillStatus,
  payWaysOf,
} from './rules/bill';
export type { BillFacts, BillPayWay, BillStanding, BillStatus } from './rules/bill';
export {
  BillDetailSchema,
  BillItemSchema,
  BillPaidWaySchema,
  BillListSchema,
  BillPayOptionsSchema,
  BillSchema,
  BillTransferInfoSchema,
  BillTransferRequestSchema,
  BillTransferSchema,
  BillTransferStatusSchema,
  BillSplitOptionsSchema,
  BillSplitRequestSchema,
  BillSplitSchema,
  CreateBillOptionsSchema,
  OrderDetailSchema,
  OrderSchema,
  PayableContractSchema,
  PurchaseOptionsSchema,
  ServicePackageSchema,
} from './entities/bill';
export type {
  Bill,
  BillDetail,
  BillItem,
  BillPaidWay,
  BillList,
  BillPayOptions,
  BillSplit,
  BillSplitOptions,
  BillSplitRequest,
  BillTransfer,
  BillTransferInfo,
  BillTransferRequest,
  BillTransferStatus,
  CreateBillOptions,
  Order,
  OrderDetail,
  PayableContract,
  PurchaseOptions,
  ServicePackage,
} from './entities/bill';
export {
  WorkOrderKindSchema,
  WORK_ORDER_KIND_TEXT,
  WORK_ORDER_SETTING_TYPE,
  WorkOrderStatusSchema,
  WORK_ORDER_STATUS_TEXT,
  WORK_ORDER_STEPS,
  WORK_ORDER_STEP_TEXT,
  workOrderTransition,
  canCancelWorkOrder,
  nextOperatorStep,
  workOrderDeadlines,
  WORK_ORDER_PHOTOS_MAX,
  workOrderMessages,
  WorkOrderDescriptionSchema,
  WorkOrderCreateSchema,
  WorkOrderRatingRequestSchema,
  subscriptionTemplateProblem,
} from './rules/workOrder';
export type { WorkOrderKind, WorkOrderStatus, WorkOrderStep, WorkOrderCreate, WorkOrderRatingRequest } from './rules/workOrder';
export { WorkOrderSettingSchema, WorkOrderTimeSchema } from './rules/workOrderSetting';
export type { WorkOrderSetting, WorkOrderTime } from './rules/workOrderSetting';
export { WorkOrderSummarySchema, WorkOrderStepViewSchema, WorkOrderRatingSchema, WorkOrderDetailSchema } from './entities/workOrder';
export type { WorkOrderSummary, WorkOrderStepView, WorkOrderRating, WorkOrderDetail } from './entities/workOrder';
export {
  WalletMovementKindSchema,
  WALLET_MOVEMENT_TEXT,
  WithdrawalStatusSchema,
  WITHDRAWAL_STATUS_TEXT,
  canMoveWithdrawal,
  isWithdrawalPending,
  WalletRulesSchema,
  DEFAULT_WALLET_RULES,
  withdrawFeeFen,
  withdrawProblem,
  topUpProblem,
  isTrivialTradePassword,
  TRADE_PASSWORD_TEXT,
  NewTradePasswordSchema,
  TradePasswordSchema,
  WalletRequestKeySchema,
  OCCUPATIONS,
  WalletInfoSchema,
} from './rules/wallet';
export type { WalletMovementKind, WithdrawalStatus, WalletRules, WalletInfo } from './rules/wallet';
export {
  WalletSchema,
  WalletMovementSchema,
  WALLET_MOVEMENT_PAGE_SIZE,
  WalletMovementQuerySchema,
  WalletMovementPageSchema,
  WithdrawalSchema,
  WalletMovementDetailSchema,
  TradePasswordSetSchema,
  WalletSmsCheckSchema,
  WalletResetTicketSchema,
  WalletSmsSentSchema,
  WithdrawRequestSchema,
  WalletTopUpRequestSchema,
  WalletTopUpOrderSchema,
  BalancePayRequestSchema,
  BalancePaymentSchema,
  MeterBalancePayRequestSchema,
  MeterBalancePaymentSchema,
  WithdrawCardChoiceSchema,
} from './entities/wallet';
export type {
  Wallet,
  WalletMovement,
  WalletMovementQuery,
  WalletMovementPage,
  Withdrawal,
  WalletMovementDetail,
  TradePasswordSet,
  WalletResetTicket,
  WithdrawRequest,
  WalletTopUpRequest,
  WalletTopUpOrder,
  BalancePayRequest,
  BalancePayment,
  MeterBalancePayRequest,
  MeterBalancePayment,
} from './entities/wallet';
export {
  CouponScopeSchema,
  COUPON_SCOPE_TEXT,
  CouponStatusSchema,
  COUPON_STATUS_TEXT,
  COUPON_LEAST_PAYABLE_FEN,
  couponProblem,
  couponDiscountFen,
  couponRuleText,
} from './rules/coupon';
export type { CouponScope, CouponStatus, CouponTerms } from './rules/coupon';
export {
  CouponSchema,
  CouponListSchema,
  CouponOfferSchema,
  CouponOfferListSchema,
  BillCouponSchema,
  BillCouponsSchema,
  CouponShareSchema,
  SharedCouponSchema,
  CouponChoiceSchema,
} from './entities/coupon';
export { CouponShareCodeSchema, LockShareIdSchema, LockShortLinkSchema } from './entities/shareCodes';
export type { Coupon, CouponOffer, BillCoupon, CouponShare, SharedCoupon } from './entities/coupon';
export { roommateName, ROOMMATE_GENDER_TEXT, genderOfIdNumber, moveInMonth, maskedWifiPassword, NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE_MAX } from './rules/extraService';
export type { RoommateGender } from './rules/extraService';
export {
  ServicePhoneSchema,
  ServicePhonesSchema,
  HouseManagerSchema,
  RoomWifiSchema,
  NoticeScopeSchema,
  NoticeSchema,
  NoticePageSchema,
  RoommateSchema,
  RoommateFlatSchema,
} from './entities/extraService';
export type { ServicePhone, ServicePhones, HouseManager, RoomWifi, NoticeScope, Notice, NoticePage, Roommate, RoommateFlat } from './entities/extraService';
export {
  InvoiceStatusSchema,
  INVOICE_STATUS_TEXT,
  canMoveInvoice,
  invoiceHoldsItems,
  InvoiceItemKindSchema,
  INVOICE_ITEM_KIND_TEXT,
  INVOICE_MAX_ITEMS,
  InvoiceTitleTypeSchema,
  INVOICE_TITLE_TYPE_TEXT,
  INVOICE_TEXT,
  INVOICE_TITLE_MAX_LENGTHS,
  InvoiceTitleSchema,
  InvoiceTitleFormSchema,
  InvoiceEmailSchema,
  maskTaxNumber,
  maskEmail,
  InvoiceRequestKeySchema,
} from './rules/invoice';
export type { InvoiceStatus, InvoiceItemKind, InvoiceTitleType, InvoiceTitle, InvoiceTitleForm } from './rules/invoice';
export {
  InvoiceItemRefSchema,
  InvoiceableItemSchema,
  INVOICEABLE_LIST_SIZE,
  InvoiceableListSchema,
  SavedInvoiceTitleSchema,
  InvoiceApplySchema,
  InvoiceSummarySchema,
  INVOICE_LIST_SIZE,
  InvoiceListSchema,
  InvoiceDetailSchema,
  InvoiceLineSchema,
  InvoiceLinesSchema,
} from './entities/invoice';
export type {
  InvoiceItemRef,
  InvoiceableItem,
  InvoiceableList,
  SavedInvoiceTitle,
  InvoiceApply,
  InvoiceApplyInput,
  InvoiceSummary,
  InvoiceList,
  InvoiceDetail,
  InvoiceLine,
  InvoiceLines,
} from './entities/invoice';
export {
  ACTIVITY_PARTICIPANTS_MAX,
  ACTIVITY_STATUSES,
  ACTIVITY_STATUS_TEXT,
  ActivityDetailSchema,
  ActivityListFilterSchema,
  ActivityListSchema,
  ActivitySignUpSchema,
  ActivityStatusSchema,
  ActivitySummarySchema,
  CityWechatSchema,
  ContactorSchema,
  MySignUpSchema,
  SignUpSchema,
  SignUpStateSchema,
  participantsSchema,
} from './entities/activity';
export type { ActivityDetail, ActivityListFilter, ActivitySignUp, ActivityStatus, ActivitySummary, CityWechat, SignUp, SignUpState } from './entities/activity';
export {
  SIGN_UP_NOT_CANCELLABLE,
  SIGN_UP_STATE_TEXT,
  activitySignUpFormSchema,
  activityStatusAt,
  activityTimeText,
  maskedContactor,
  signUpCancellableAt,
  signUpStateAt,
} from './rules/activity';
export type { ActivitySignUpForm, ActivityTimes } from './rules/activity';
export { ASK_PAY_DEFAULT_HOURS, ASK_PAY_PROBLEM_TEXT, AskPayCodeSchema, AskPayProblemSchema, BILL_CODE_LENGTH, BILL_CODE_TEXT, BillCodeSchema, billCodeOf } from './rules/askPay';
export type { AskPayProblem } from './rules/askPay';
export {
  AskPayShareSchema,
  BillAskPaySchema,
  PayableBillSchema,
  SharedBillSchema,
  AskPayCodeRequestSchema,
  AskPayPayRequestSchema,
  BillCodeRequestSchema,
  BillCodePayRequestSchema,
  BillPayCodeSchema,
} from './entities/askPay';
export type { AskPayShare, BillAskPay, PayableBill, SharedBill, BillPayCode } from './entities/askPay';
export {
  TALENT_DEGREES,
  TalentDegreeSchema,
  TALENT_DEGREE_TEXT,
  TALENT_LEVELS,
  TalentLevelSchema,
  TALENT_LEVEL_TEXT,
  TalentRulesSchema,
  TALENT_DOCUMENTS,
  TALENT_DOCUMENT_TEXT,
  TALENT_PROJECTS_MAX,
  TALENT_EMPLOYER_MAX,
  talentMessages,
  TalentApplicationFormSchema,
  TalentApplicationRequestSchema,
  missingTalentDocuments,
  talentEligibilityProblems,
  talentRentFen,
  TalentApplicationStatusSchema,
  TALENT_STATUS_TEXT,
  talentTransition,
  isLiveTalentApplication,
  canWithdrawTalentApplication,
  TalentOperatorMoveSchema,
  TALENT_OPERATOR_TARGET,
} from './rules/talent';
export type {
  TalentDegree,
  TalentLevel,
  TalentRules,
  TalentDocumentKind,
  TalentApplicationFormInput,
  TalentApplicationForm,
  TalentApplicationRequest,
  TalentApplicationStatus,
  TalentOperatorMove,
} from './rules/talent';
export {
  TalentRoomTypeSchema,
  TalentProjectSummarySchema,
  TalentProjectSchema,
  TalentProgrammeSchema,
  TalentTimelineStepSchema,
  TalentQueuePlaceSchema,
  TalentOfferSchema,
  TalentApplicationSchema,
  TalentMineSchema,
} from './entities/talent';
export { ContractTodoSchema, ContractTodoTypeSchema } from './entities/contractTodo';
export type { ContractTodo, ContractTodoType } from './entities/contractTodo';
export { SubsidyDialogSchema, DIALOG_ANSWERS, DialogAnswerSchema, SaveDialogRequestSchema, DIALOG_CLOSED_DAYS } from './entities/dialog';
export type {
  TalentRoomType,
  TalentProjectSummary,
  TalentProject,
  TalentProgramme,
  TalentTimelineStep,
  TalentQueuePlace,
  TalentOffer,
  TalentApplication,
  TalentMine,
} from './entities/talent';
export type { SubsidyDialog, DialogAnswer, SaveDialogRequest } from './entities/dialog';
