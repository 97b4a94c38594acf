export {
  API_PREFIXES,
  DEFAULT_PREFIX,
  NoContentSchema,
  catalogueFeatureOf,
  defineEndpoint,
  endpointLabel,
  endpointPath,
  pathParamNames,
  queryNumber,
  serverRoutePattern,
} from './catalogue/define';
export type {
  AnyEndpointDef,
  ApiPrefix,
  EndpointDef,
  EndpointPathParams,
  EndpointRequest,
  EndpointResponse,
  HttpMethod,
  PathParamName,
  PathParams,
} from './catalogue/define';
export { catalogue, listEndpoints } from './catalogue';
export { SECTION_7_CALLS, SECTION_7_CALLS_WITH_A_PATH } from './catalogue/section7';
export type { CatalogueEntry, CatalogueFeature } from './catalogue';
export {
  AlipayAuthBizType,
  AlipayAuthResultSchema,
  AuthTokenSchema,
  CaptchaImageSchema,
  HandoffAccountSchema,
  LOGIN_CODE_TYPE,
  LoginClientType,
  LoginResultSchema,
  MiniProgramSessionSchema,
  OauthAppInfoSchema,
  OauthAuthCodeSchema,
  OauthTokenLoginResultSchema,
  ProofOfWorkChallengeSchema,
  ProofOfWorkSchema,
  authEndpoints,
} from './catalogue/auth';
export type {
  AlipayAuthResult,
  AuthToken,
  CaptchaImage,
  HandoffAccount,
  LoginResult,
  MiniProgramSession,
  OauthAppInfo,
  OauthAuthCode,
  OauthTokenLoginResult,
  ProofOfWork,
  ProofOfWorkChallenge,
} from './catalogue/auth';
export {
  FaceVerifyInitSchema,
  FaceVerifyResultSchema,
  RealNameRequestSchema,
  CompanyAuthSchema,
  MERCHANT_REAL_NAME_TYPE,
  MerchantRealNameSchema,
  RealNameStatusSchema,
  userEndpoints,
} from './catalogue/user';
export type { CompanyAuth, FaceVerifyInit, FaceVerifyResult, MerchantRealName, RealNameStatus } from './catalogue/user';
export {
  AdConfigSchema,
  BannerSchema,
  CityOptionSchema,
  CompanyWechatSchema,
  HOME_BANNER_POSITIONS,
  HomeAdSchema,
  HomeBaseHashSchema,
  HomeBaseSchema,
  HOME_CONFIG_EXTENSIONS_MAX,
  HomeConfigSchema,
  HomeUiSchema,
  LocatedCitySchema,
  MineActivitySchema,
  PreferencesSchema,
  SETTINGS_TYPES_MAX,
  ScanRouteSchema,
  SearchKeywordSchema,
  SettingSchema,
  SettingType,
  UnsignedContractSchema,
  adConfigUrl,
  homeEndpoints,
} from './catalogue/home';
export type {
  AdConfig,
  Banner,
  CityOption,
  CompanyWechat,
  HomeAd,
  HomeBase,
  HomeBaseHash,
  HomeConfig,
  LocatedCity,
  MineActivity,
  Preferences,
  ScanRoute,
  SearchKeyword,
  Setting,
  SettingTypeCode,
  UnsignedContract,
} from './catalogue/home';
export { contractEndpoints } from './catalogue/contract';
export { billEndpoints, orderEndpoints } from './catalogue/bill';
export { servicePackageEndpoints } from './catalogue/servicePackage';
export { bankCardEndpoints } from './catalogue/bankCard';
export { ContractPhoneCheckSchema, leaseEndpoints } from './catalogue/lease';
export type { ContractPhoneCheck } from './catalogue/lease';
export {
  CommandVerdictSchema,
  DEVICE_HEX_MAX,
  DEVICE_TYPE,
  DeviceCommandSchema,
  DeviceHomeSchema,
  METER_BUTTON,
  MeterBalanceSchema,
  MeterChargeOrderSchema,
  MeterChargeRecordSchema,
  MeterChargeRecordsSchema,
  MeterChargeRulesSchema,
  MeterDayUseSchema,
  MeterDetailSchema,
  MeterHourUseSchema,
  MeterReadLogsSchema,
  MeterListItemSchema,
  MeterListSchema,
  METER_OPERATIONS,
  MeterOperationLogSchema,
  MeterOperationLogsSchema,
  MeterOperationLogInfoSchema,
  MeterViewMoreSchema,
  MeterUseRecordSchema,
  MeterUseRecordsSchema,
  MeterUseTotalSchema,
  MeterSwitchLogSchema,
  MeterSwitchLogsSchema,
  MeterRechargePositionSchema,
  MeterRechargePositionsSchema,
  MeterDeviceInfoSchema,
  METER_TASK_TYPE,
  MeterTaskTodoSchema,
  MeterTasksTodoSchema,
  MeterButtonCheckSchema,
  DotLogReportSchema,
  MeterReadingSchema,
  MeterTodoTaskSchema,
  MeterUnitSchema,
  MeterUseRangeSchema,
  MeterZeroingRecordSchema,
  MeterZeroingSchema,
  MeterWaterAllowancesSchema,
  MeterWaterTaskRequestSchema,
  DeviceSummarySchema,
  DeviceTypeSchema,
  LOCK_COMMANDS,
  LOCK_LOG_PAGE_SIZE,
  LOCK_MODELS,
  LockAnswerSchema,
  HouseLockAuthSettingRequestSchema,
  HouseLockAuthSettingSchema,
  LockAccountInfoSchema,
  LockAuthChangedSchema,
  LockAuthEntrySchema,
  LockAuthListSchema,
  LockDetailSchema,
  LockPendingShareSchema,
  LockShareInfoSchema,
  LockShareSchema,
  NFC_LOG_EVENTS,
  NfcKeySchema,
  NfcKeysSchema,
  LockLogPageSchema,
  LockLogSchema,
  LockModelSchema,
  LockPasswordSchema,
  METER_MODELS,
  MeterModelSchema,
  REMOTE_OPEN_RESULTS,
  RemoteOpenResultSchema,
  TEMP_PASSWORD_KINDS,
  TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH,
  TEMP_PASSWORD_MAX_HOURS,
  TempPasswordRequestSchema,
  TempPasswordSchema,
  TempPasswordEntrySchema,
  TEMP_PASSWORD_STATES,
  UpdatePwdRequestSchema,
  baozuDeviceEndpoints,
  lockEndpoints,
  meterEndpoints,
  smartDeviceEndpoints,
} from './catalogue/device';
export type {
  CommandVerdict,
  DeviceCommandAnswer,
  HouseLockAuthSetting,
  LockAccountInfo,
  LockAuthChanged,
  LockAuthEntry,
  LockAuthList,
  LockShare,
  LockShareInfo,
  NfcKey,
  DeviceHome,
  MeterChargeOrder,
  MeterChargeRecord,
  MeterChargeRecords,
  MeterChargeRules,
  MeterDayUse,
  MeterDetail,
  MeterWaterAllowances,
  MeterHourUse,
  MeterReadLogs,
  MeterListItem,
  MeterOperation,
  MeterOperationLog,
  MeterOperationLogs,
  MeterOperationLogInfo,
  MeterViewMore,
  MeterUseRecords,
  MeterUseTotal,
  MeterSwitchLogs,
  MeterRechargePosition,
  MeterDeviceInfo,
  MeterTaskTodo,
  MeterTasksTodo,
  MeterButtonCheck,
  MeterReading,
  MeterTodoTask,
  MeterUseRange,
  MeterZeroing,
  MeterZeroingRecord,
  DeviceSummary,
  LockDetail,
  LockLogPage,
  LockModel,
  MeterModel,
  RemoteOpenResult,
  TempPassword,
  TempPasswordEntry,
  TempPasswordState,
} from './catalogue/device';
export { activityEndpoints, wechatEndpoints } from './catalogue/activity';
export * from './store/activityApi';
export { payEndpoints } from './catalogue/pay';
export { HOUSE_PAGE_SIZE_MAX, HouseQuerySchema, MapAreaQuerySchema, houseEndpoints } from './catalogue/house';
export type { HouseQuery, MapAreaQuery } from './catalogue/house';
export { PersonInfoRequestSchema, ReservationAgreementSchema, bookingEndpoints } from './catalogue/booking';
export type { PersonInfoRequest, ReservationAgreement } from './catalogue/booking';
export {
  AccountCancelCheckSchema,
  AccountSessionSchema,
  CompanySharePreviewSchema,
  IdPhotosSchema,
  PHOTO_FILE_FIELD,
  PHOTO_KINDS,
  PhotoKindSchema,
  PhotoViewSchema,
  UploadIdSchema,
  UploadedPhotoSchema,
  identityEndpoints,
} from './catalogue/identity';
export type { AccountCancelCheck, AccountSession, CompanySharePreview, IdPhotos, PhotoKind, PhotoView, UploadedPhoto } from './catalogue/identity';
export {
  GRAY_HEADER_VALUE,
  JSON_CONTENT_TYPE,
  PLATFORMS,
  REQUEST_HEADERS,
  browserPlatform,
  buildRequestHeaders,
  grayEnabled,
  serverKey,
} from './headers';
export type { HeaderContext, Platform, RequestHeaderName } from './headers';
export { ApiError, ERROR_CODES, ERROR_MESSAGES, UI_TEXT, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorResponse, SerializedApiError } from './errors';
export { readAnswer } from './envelope';
export type { RawAnswer } from './envelope';
export { TransportError, createTransportAdapter, isTransportError } from './transport';
export type { HttpTransport, TransportFailure, TransportRequest, TransportResponse } from './transport';
export { createWechatTransport } from './transport.wechat';
export type { WechatRequest, WechatRequestOptions } from './transport.wechat';
export { ALIPAY_REQUEST_ERRORS, createAlipayTransport } from './transport.ali';
export type { AlipayRequest, AlipayRequestFailure, AlipayRequestOptions } from './transport.ali';
export { createWebTransport } from './transport.web';
export type { XhrConstructor, XhrLike } from './transport.web';
export type { LoginPort, NavigatorPort, UiPort } from './ports';
export { AutoLoginGate } from './autoLoginGate';
export { BackendExtensions, extensionFeatureOf } from './backendExtensions';
export type { ExtensionsLoader, FeatureStatus } from './backendExtensions';
export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, CallArgs, LooseCallArgs, RequestIdentity, RequestOptions } from './client';
export { api, clientBaseQuery } from './store/api';
export type { ApiCall, ApiThunkExtra } from './store/api';
export { fromCatalogue } from './store/catalogueEndpoints';
export type { CatalogueEndpoint, EndpointArg, EndpointFields } from './store/catalogueEndpoints';
export { autoLoginFinished, autoLoginRequested, unauthorizedReceived } from './store/actions';
export * from './store/authApi';
export * from './store/userApi';
export * from './store/homeApi';
export * from './store/houseApi';
export * from './store/bookingApi';
export * from './store/contractApi';
export * from './store/leaseApi';
export * from './store/billApi';
export * from './store/bankCardApi';
export * from './store/workOrderApi';
export { workOrderEndpoints } from './catalogue/workOrder';
export * from './store/walletApi';
export { walletEndpoints } from './catalogue/wallet';
export * from './store/couponApi';
export { couponEndpoints } from './catalogue/coupon';
export * from './store/askPayApi';
export { askPayEndpoints } from './catalogue/askPay';
export * from './store/extraServiceApi';
export { extraServiceEndpoints } from './catalogue/extraService';
export * from './store/invoiceApi';
export { invoiceEndpoints } from './catalogue/invoice';
export * from './store/deviceApi';
export * from './store/lockAccessApi';
export * from './store/meterApi';
export * from './store/meterZeroApi';
export * from './store/meterWaterApi';
export * from './store/payApi';
export * from './store/identityApi';
export { registerAuthListeners } from './store/listeners';
export type { AuthListenerDeps } from './store/listeners';
export { setupStore } from './store/setupStore';
export type { AppStore, SetupStoreOptions, StoreConfig, StorePorts } from './store/setupStore';
export { useAppDispatch, useAppSelector, useBackendExtensions } from './hooks';
export type { AppDispatch, RootState } from './hooks';
export * from './store/talentApi';
export { talentEndpoints } from './catalogue/talent';
