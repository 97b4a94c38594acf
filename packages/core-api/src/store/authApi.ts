import { authEndpoints, type LoginClientType, LOGIN_CODE_TYPE } from '../catalogue/auth';
import { fromCatalogue } from './catalogueEndpoints';
import { userApi } from './userApi';

export interface PhoneLoginArgs {
  mobile: string;
  /** The SMS code. */
  code: string;
  companyId: string;
  appId?: string;
}

export interface MiniProgramLoginArgs {
  openIdCode: string;
  clientType: LoginClientType;
  loginScene: 1 | 7;
  appId?: string;
}

/**
 * Login, logout and phone change. Session effects of these calls are listeners (store/listeners.ts). Built on
 * userApi: a phone change invalidates the user, whose tag that feature declares.
 */
export const authApi = userApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new picture captcha each time (no cache). */
    getCaptchaImage: fromCatalogue(build, authEndpoints.codeImage).query({ keepUnusedDataFor: 0 }),
    /** Captcha answer + captchaId, then the server sends the SMS login code. */
    sendLoginCode: fromCatalogue(build, authEndpoints.verifySendCode).mutation({
      mapArg: ({ mobile, captcha, captchaId, companyId }: { mobile: string; captcha: string; captchaId: string; companyId: string }) => ({
        mobile,
        code: captcha,
        uniqueId: captchaId,
        companyId,
        type: LOGIN_CODE_TYPE,
      }),
      loading: true,
    }),
    sendCode: fromCatalogue(build, authEndpoints.sendCode).mutation(),
    loginByPhone: fromCatalogue(build, authEndpoints.login).mutation({
      mapArg: (args: PhoneLoginArgs) => ({ ...args, type: LOGIN_CODE_TYPE }),
      loading: true,
    }),
    /** Silent: an auto-login that fails leaves the user a guest, without a toast. */
    miniProgramLogin: fromCatalogue(build, authEndpoints.login).mutation({ mapArg: (args: MiniProgramLoginArgs) => args, silent: true }),
    /** A mutation, not a cached query: the token is spent minutes later and must not stay in the store's cache keys. */
    handoffAccount: fromCatalogue(build, authEndpoints.handoffAccount).mutation(),
    oauthTokenLogin: fromCatalogue(build, authEndpoints.accessToken).mutation({ loading: true }),
    loginByOutToken: fromCatalogue(build, authEndpoints.authTokenByOutToken).mutation({ loading: true }),
    logout: fromCatalogue(build, authEndpoints.logout).mutation(),
    accountLogOut: fromCatalogue(build, authEndpoints.accountLogOut).mutation({ loading: true }),
    checkPhone: fromCatalogue(build, authEndpoints.checkPhone).mutation(),
    updatePhone: fromCatalogue(build, authEndpoints.updatePhone).mutation({ loading: true, invalidatesTags: ['User'] }),
    getOauthAppInfo: fromCatalogue(build, authEndpoints.oauthAppInfo).query(),
    grantOauthCode: fromCatalogue(build, authEndpoints.oauthAuthCode).mutation(),
  }),
});

export const {
  useGetCaptchaImageQuery,
  useSendLoginCodeMutation,
  useSendCodeMutation,
  useLoginByPhoneMutation,
  useMiniProgramLoginMutation,
  useHandoffAccountMutation,
  useOauthTokenLoginMutation,
  useLoginByOutTokenMutation,
  useLogoutMutation,
  useAccountLogOutMutation,
  useCheckPhoneMutation,
  useUpdatePhoneMutation,
  useGetOauthAppInfoQuery,
  useGrantOauthCodeMutation,
} = authApi;
