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
export type { CatalogueEntry, CatalogueFeature } from './catalogue';
export {
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
  RealNameStatusSchema,
  userEndpoints,
} from './catalogue/user';
export type { CompanyAuth, FaceVerifyInit, FaceVerifyResult, RealNameStatus } from './catalogue/user';
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
  MeterTopUpSchema,
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
  MeterTopUp,
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
export {
  activityApi,
  useCancelSignUpMutation,
  useGetActivitiesQuery,
  useGetActivityQuery,
  useGetCityWechatQuery,
  useGetMySignUpsQuery,
  useSignUpForActivityMutation,
} from './store/activityApi';
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
  buildRequestHeaders,
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
export {
  authApi,
  useAccountLogOutMutation,
  useCheckPhoneMutation,
  useGetCaptchaImageQuery,
  useGetOauthAppInfoQuery,
  useGetProofOfWorkChallengeMutation,
  useGrantOauthCodeMutation,
  useHandoffAccountMutation,
  useLoginByOutTokenMutation,
  useLoginByPhoneMutation,
  useLogoutMutation,
  useMiniProgramLoginMutation,
  useOauthTokenLoginMutation,
  useSendCodeMutation,
  useSendLoginCodeMutation,
  useUpdatePhoneMutation,
} from './store/authApi';
export type { MiniProgramLoginArgs, PhoneLoginArgs, SendCodeArgs, SendLoginCodeArgs } from './store/authApi';
export {
  useGetImUserInfoQuery,
  useGetUserInfoQuery,
  useGetUserRealNameQuery,
  useLazyGetUserInfoQuery,
  useSubmitRealNameMutation,
  useUpdateUserInfoMutation,
  userApi,
} from './store/userApi';
export {
  homeApi,
  useGetBannersQuery,
  useGetCityListQuery,
  useGetCompanyWechatInfoQuery,
  useGetCompanyWechatQuery,
  useGetDomainsQuery,
  useGetHomeBaseHashQuery,
  useGetHomeBaseQuery,
  useGetHomeConfigQuery,
  useGetHomeUiQuery,
  useGetIpCityQuery,
  useGetPreferencesQuery,
  useGetSettingsByTypeQuery,
  useLazyGetIpCityQuery,
  useLazyLocateCityQuery,
  useLocateCityQuery,
  useReportUserStatisticsMutation,
  useResolveScanCodeMutation,
  useSearchKeywordsQuery,
} from './store/homeApi';
export {
  houseApi,
  useGetHouseDetailQuery,
  useGetHouseFiltersQuery,
  useGetHouseListInfiniteQuery,
  useGetHousePoisQuery,
  useGetMapMarkersQuery,
  useGetStoreDetailQuery,
  useLazyGetMapMarkersQuery,
  useSetFavouriteMutation,
} from './store/houseApi';
export type { HouseListQuery } from './store/houseApi';
export {
  bookingApi,
  useBookViewingMutation,
  useCancelReservationMutation,
  useCancelViewingMutation,
  useCreateReservationMutation,
  useGetPersonInfoQuery,
  useGetReservationAgreementQuery,
  useGetReservationDetailQuery,
  useGetReservationListQuery,
  useGetViewingListQuery,
  useGetViewingSlotsQuery,
  useSavePersonInfoMutation,
  useSignReservationMutation,
} from './store/bookingApi';
export {
  contractApi,
  useApplyCheckoutMutation,
  useCheckContractCertMutation,
  useCloseCheckoutMutation,
  useGetCheckoutDetailQuery,
  useGetCheckoutListQuery,
  useGetContractCountQuery,
  useGetContractDetailQuery,
  useGetContractListQuery,
  useGetContractRecordsQuery,
  useGetContractRoomItemsQuery,
  useGetContractTextQuery,
  useGetRefundPreviewQuery,
  useGetUndoneCheckoutQuery,
  usePreCreateContractMutation,
  useSaveHandSignMutation,
  useSignRefundMutation,
  useGetCheckoutAgreementQuery,
  useApplyRenewalMutation,
  useGetRenewalListQuery,
  useGetRenewalDetailQuery,
  useCloseRenewalMutation,
  useGetInsuranceQualifyQuery,
  useConfirmInsuranceRiskMutation,
  useCreateInsuranceOrderMutation,
  useGetCommitmentBookQuery,
  useSignCommitmentBookMutation,
} from './store/contractApi';
export {
  leaseApi,
  useAnswerHandoverMutation,
  useBindContractMutation,
  useCheckContractPhoneQuery,
  useGetHandoverQuery,
  useGetLeaseDetailQuery,
  useGetRefundAccountQuery,
  useGetUnboundContractsQuery,
  useSaveRefundAccountMutation,
} from './store/leaseApi';
export {
  billApi,
  useCreateBillMutation,
  useGetBillDetailQuery,
  useGetBillListQuery,
  useGetBillPayOptionsQuery,
  useGetBillSplitOptionsQuery,
  useGetBillSplitQuery,
  useGetBillTransferQuery,
  useGetCreateBillOptionsQuery,
  useGetOrderDetailQuery,
  useGetOrderListQuery,
  useGetPurchaseOptionsQuery,
  useOrderServicePackageMutation,
  usePayBillMutation,
  useSplitBillMutation,
  useSubmitBillTransferMutation,
} from './store/billApi';
export { bankCardApi, useAddBankCardMutation, useGetBankCardsQuery, useGetSupportedBanksQuery, useRemoveBankCardMutation } from './store/bankCardApi';
export {
  workOrderApi,
  useAddWorkOrderMutation,
  useCancelWorkOrderMutation,
  useGetWorkOrderQuery,
  useGetWorkOrderSettingQuery,
  useGetWorkOrderTimeQuery,
  useGetWorkOrdersQuery,
  useGetWorkOrderPhotoQuery,
  useRateWorkOrderMutation,
  useUrgeWorkOrderMutation,
} from './store/workOrderApi';
export { workOrderEndpoints } from './catalogue/workOrder';
export {
  walletApi,
  useGetWalletQuery,
  useGetWalletMovementsQuery,
  useGetWalletMovementQuery,
  useSetTradePasswordMutation,
  useSendWalletResetCodeMutation,
  useCheckWalletResetCodeMutation,
  useSetWithdrawCardMutation,
  useGetWalletInfoQuery,
  useSaveWalletInfoMutation,
  useWithdrawMutation,
  useGetWithdrawalQuery,
  useTopUpWalletMutation,
  usePayBillFromBalanceMutation,
} from './store/walletApi';
export { walletEndpoints } from './catalogue/wallet';
export {
  couponApi,
  useGetCouponsQuery,
  useGetCouponOffersQuery,
  useClaimCouponMutation,
  useShareCouponMutation,
  useGetSharedCouponQuery,
  useClaimSharedCouponMutation,
  useGetBillCouponsQuery,
} from './store/couponApi';
export { couponEndpoints } from './catalogue/coupon';
export {
  askPayApi,
  useShareBillMutation,
  useGetBillAskPayQuery,
  useCancelBillShareMutation,
  useGetSharedBillQuery,
  usePaySharedBillMutation,
  useGetCodeBillQuery,
  usePayCodeBillMutation,
  useGetBillPayCodeQuery,
} from './store/askPayApi';
export { askPayEndpoints } from './catalogue/askPay';
export {
  extraServiceApi,
  useGetHouseManagersQuery,
  useGetNoticesInfiniteQuery,
  useGetRoommatesQuery,
  useGetRoomWifiQuery,
  useGetServicePhonesQuery,
} from './store/extraServiceApi';
export { extraServiceEndpoints } from './catalogue/extraService';
export {
  invoiceApi,
  useGetInvoicesQuery,
  useGetInvoiceableQuery,
  useGetSavedInvoiceTitleQuery,
  useApplyInvoiceMutation,
  useGetInvoiceQuery,
  useGetInvoiceLinesQuery,
} from './store/invoiceApi';
export { invoiceEndpoints } from './catalogue/invoice';
export {
  deviceApi,
  useCancelCollectDeviceMutation,
  useCollectDeviceMutation,
  useCreateTempPasswordMutation,
  useGetDeviceHomeQuery,
  useGetLockByContractQuery,
  useGetLockDetailQuery,
  useGetLockDetailV2Query,
  useGetLockLogsQuery,
  useGetLocksQuery,
  useGetOpenCommandMutation,
  useGetSetTimeCommandMutation,
  useGetUpdatePasswordCommandMutation,
  useGetUploadLogCommandMutation,
  useRemoteOpenLockMutation,
  useSubmitLockAnswerMutation,
} from './store/deviceApi';
export {
  lockAccessApi,
  useAcceptLockShareMutation,
  useCancelLockShareMutation,
  useCancelTempPasswordMutation,
  useGetLockAuthsQuery,
  useGetTempPasswordsQuery,
  useGetLockShareInfoQuery,
  useGetNfcActiveCommandMutation,
  useGetNfcKeysQuery,
  useReportNfcActiveFailMutation,
  useReportNfcOpenMutation,
  useRevokeLockAuthMutation,
  useSaveNfcLogMutation,
  useShareLockMutation,
} from './store/lockAccessApi';
export {
  meterApi,
  useChargeMeterMutation,
  useCompleteMeterTodoTaskMutation,
  useCreateMeterTodoTaskMutation,
  useGetMeterChargeRecordsQuery,
  useGetMeterChargeRulesQuery,
  useGetMeterDayUseQuery,
  useGetMeterDetailQuery,
  useGetMeterHourUseQuery,
  useGetMeterReadLogsQuery,
  useGetMeterTodoTaskMutation,
  useGetMeterTopUpQuery,
  useGetReadingCommandMutation,
  useGetRechargeCommandMutation,
  useGetSwitchOnCommandMutation,
  useLazyCheckMeterButtonQuery,
  useReadMeterOnlineMutation,
  useSubmitReadingAnswerMutation,
  useSubmitRechargeAnswerMutation,
  useSubmitSwitchOnAnswerMutation,
  useSwitchOnMeterMutation,
} from './store/meterApi';
export {
  meterZeroApi,
  useGetMeterZeroingQuery,
  useGetZeroBalanceCommandMutation,
  useSubmitZeroBalanceAnswerMutation,
  useZeroMeterOnlineMutation,
} from './store/meterZeroApi';
export {
  meterWaterApi,
  useAddMeterWaterOnlineMutation,
  useFinishMeterTodoTaskMutation,
  useGetMeterWaterAllowancesQuery,
  useGetWaterCommandMutation,
  useSubmitWaterAnswerMutation,
} from './store/meterWaterApi';
export {
  payApi,
  useGetOrderStateQuery,
  useGetPayChannelsQuery,
  useLazyGetOrderStateQuery,
  useLazyGetPayChannelsQuery,
  useOpenCardPaymentMutation,
  useOpenPayPageMutation,
  usePrepayOrderMutation,
  useRequestWechatOauthUrlMutation,
} from './store/payApi';
export {
  identityApi,
  useConfirmFaceVerifyMutation,
  useEndSessionMutation,
  useCancelCompanyAuthMutation,
  useGetAccountCancelCheckQuery,
  useGetCompanyAuthByIdQuery,
  useGetCompanyAuthQuery,
  useGetCompanyShareQuery,
  useGetIdPhotosQuery,
  useJoinCompanyAuthMutation,
  useSubmitCompanyAuthMutation,
  useGetSessionsQuery,
  useSaveIdPhotosMutation,
  useStartFaceVerifyMutation,
} from './store/identityApi';
export { registerAuthListeners } from './store/listeners';
export type { AuthListenerDeps } from './store/listeners';
export { setupStore } from './store/setupStore';
export type { AppStore, SetupStoreOptions, StoreConfig, StorePorts } from './store/setupStore';
export { useAppDispatch, useAppSelector, useBackendExtensions } from './hooks';
export type { AppDispatch, RootState } from './hooks';
export {
  talentApi,
  useGetTalentProgrammeQuery,
  useGetTalentProjectQuery,
  useGetMyTalentApplicationQuery,
  useApplyForTalentHousingMutation,
  useWithdrawTalentApplicationMutation,
} from './store/talentApi';
export { talentEndpoints } from './catalogue/talent';
