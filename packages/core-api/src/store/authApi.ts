import { AlipayAuthBizType, authEndpoints, type LoginClientType, LOGIN_CODE_TYPE } from '../catalogue/auth';
import { REQUEST_HEADERS } from '../headers';
import { fromCatalogue } from './catalogueEndpoints';
import { userApi } from './userApi';

export interface PhoneLoginArgs {
  mobile: string;
  /** The SMS code. */
  code: string;
  companyId: string;
  appId?: string;
}

/** A code to a phone: the proof of work is the header value of a solved challenge (anonymous H5 calls). */
export interface SendCodeArgs {
  mobile: string;
  companyId: string;
  proofOfWork?: string;
}

/** verify-send-code: the picture captcha only when the server asked for it (CAPTCHA_REQUIRED). */
export interface SendLoginCodeArgs extends SendCodeArgs {
  captcha?: string;
  captchaId?: string;
}

const proofOfWorkHeader = ({ proofOfWork }: SendCodeArgs) => (proofOfWork === undefined ? undefined : { [REQUEST_HEADERS.proofOfWork]: proofOfWork });

export interface MiniProgramLoginArgs {
  openIdCode: string;
  clientType: LoginClientType;
  loginScene: 1 | 7;
  appId?: string;
}

/** Phone login from a mini-program: the phone login's fields and the mini-program's login code (one of the two). */
export interface MiniProgramPhoneLoginArgs extends PhoneLoginArgs {
  /** WeChat's wx.login code. */
  jsCode?: string;
  /** Alipay's my.getAuthCode code. */
  authCode?: string;
}

export interface AlipayAuthLoginArgs {
  authCode: string;
}

/**
 * Login, logout and phone change. Session effects of these calls are listeners (store/listeners.ts). Built on
 * userApi: a phone change invalidates the user, whose tag that feature declares.
 */
export const authApi = userApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new picture captcha each time (no cache). */
    getCaptchaImage: fromCatalogue(build, authEndpoints.codeImage).query({ keepUnusedDataFor: 0 }),
    /** A fresh proof-of-work challenge for each code asked (H5, logged out). */
    getProofOfWorkChallenge: fromCatalogue(build, authEndpoints.proofOfWorkChallenge).mutation(),
    /** The server sends the SMS login code; with the captcha answer + captchaId once it asks for one (step-up). */
    sendLoginCode: fromCatalogue(build, authEndpoints.verifySendCode).mutation({
      mapArg: ({ mobile, captcha, captchaId, companyId }: SendLoginCodeArgs) => ({
        mobile,
        code: captcha ?? '',
        uniqueId: captchaId ?? '',
        companyId,
        type: LOGIN_CODE_TYPE,
      }),
      mapHeaders: proofOfWorkHeader,
      loading: true,
    }),
    sendCode: fromCatalogue(build, authEndpoints.sendCode).mutation({
      mapArg: ({ mobile, companyId }: SendCodeArgs) => ({ mobile, companyId }),
      mapHeaders: proofOfWorkHeader,
    }),
    loginByPhone: fromCatalogue(build, authEndpoints.login).mutation({
      mapArg: (args: PhoneLoginArgs) => ({ ...args, type: LOGIN_CODE_TYPE }),
      loading: true,
    }),
    /** Phone login that also binds the mini-program's account (login/auth-and-login); the session: listeners. */
    // Silent: the page logs in by phone alone when the binding is refused (OPENID_TAKEN) and shows any other failure.
    loginByPhoneInMiniProgram: fromCatalogue(build, authEndpoints.authAndLogin).mutation({ loading: true, silent: true }),
    /** auth-alipay: the Alipay auth code for a session (alipay-auth/authToken); the session: listeners. */
    alipayAuthLogin: fromCatalogue(build, authEndpoints.alipayAuthToken).mutation({
      mapArg: ({ authCode }: AlipayAuthLoginArgs) => ({ authCode, bizType: AlipayAuthBizType.login }),
      loading: true,
    }),
    /**
     * Which account this WeChat account logs into (masked phone), from a fresh jsCode: a mutation, the code is one use
     * and must not stay in the cache's keys.
     */
    getMiniProgramSession: fromCatalogue(build, authEndpoints.miniProgramSessionKey).mutation({ silent: true }),
    /** A short-lived one-time token of this tenant (login/auth-token): a mutation, never cached. */
    issueAuthToken: fromCatalogue(build, authEndpoints.authToken).mutation(),
    /** Silent: an auto-login that fails leaves the user a guest, without a toast. */
    miniProgramLogin: fromCatalogue(build, authEndpoints.login).mutation({ mapArg: (args: MiniProgramLoginArgs) => args, silent: true }),
    /** A mutation, not a cached query: the token is spent minutes later and must not stay in the store's cache keys. */
    handoffAccount: fromCatalogue(build, authEndpoints.handoffAccount).mutation(),
    oauthTokenLogin: fromCatalogue(build, authEndpoints.accessToken).mutation({ loading: true }),
    loginByOutToken: fromCatalogue(build, authEndpoints.authTokenByOutToken).mutation({ loading: true }),
    logout: fromCatalogue(build, authEndpoints.logout).mutation(),
    checkPhone: fromCatalogue(build, authEndpoints.checkPhone).mutation(),
    updatePhone: fromCatalogue(build, authEndpoints.updatePhone).mutation({ loading: true, invalidatesTags: ['User'] }),
    getOauthAppInfo: fromCatalogue(build, authEndpoints.oauthAppInfo).query(),
    grantOauthCode: fromCatalogue(build, authEndpoints.oauthAuthCode).mutation(),
  }),
});

export const {
  useGetCaptchaImageQuery,
  useGetProofOfWorkChallengeMutation,
  useSendLoginCodeMutation,
  useSendCodeMutation,
  useLoginByPhoneMutation,
  useMiniProgramLoginMutation,
  useLoginByPhoneInMiniProgramMutation,
  useAlipayAuthLoginMutation,
  useGetMiniProgramSessionMutation,
  useIssueAuthTokenMutation,
  useHandoffAccountMutation,
  useOauthTokenLoginMutation,
  useLoginByOutTokenMutation,
  useLogoutMutation,
  useCheckPhoneMutation,
  useUpdatePhoneMutation,
  useGetOauthAppInfoQuery,
  useGrantOauthCodeMutation,
} = authApi;
