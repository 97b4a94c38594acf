import { type z } from 'zod';
import { authEndpoints, type LoginClientType, type LoginResult, type OauthTokenLoginResult, LOGIN_CODE_TYPE } from '../catalogue/auth';
import { api } from './api';

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

/** Login, logout and phone change. Session effects of these calls are listeners (store/listeners.ts). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new picture captcha each time (no cache). */
    getCaptchaImage: build.query<z.output<typeof authEndpoints.codeImage.response>, void>({
      query: () => ({ def: authEndpoints.codeImage }),
      keepUnusedDataFor: 0,
    }),
    /** Captcha answer + captchaId, then the server sends the SMS login code. */
    sendLoginCode: build.mutation<unknown, { mobile: string; captcha: string; captchaId: string; companyId: string }>({
      query: ({ mobile, captcha, captchaId, companyId }) => ({
        def: authEndpoints.verifySendCode,
        request: { mobile, code: captcha, uniqueId: captchaId, companyId, type: LOGIN_CODE_TYPE },
        loading: true,
      }),
    }),
    sendCode: build.mutation<unknown, { mobile: string; companyId: string }>({
      query: (request) => ({ def: authEndpoints.sendCode, request: { ...request, type: LOGIN_CODE_TYPE } }),
    }),
    loginByPhone: build.mutation<LoginResult, PhoneLoginArgs>({
      query: (request) => ({ def: authEndpoints.login, request: { ...request, type: LOGIN_CODE_TYPE }, loading: true }),
    }),
    /** Silent: an auto-login that fails leaves the user a guest, without a toast. */
    miniProgramLogin: build.mutation<LoginResult, MiniProgramLoginArgs>({
      query: (request) => ({ def: authEndpoints.login, request, silent: true }),
    }),
    oauthTokenLogin: build.mutation<OauthTokenLoginResult, { token: string }>({
      query: (request) => ({ def: authEndpoints.accessToken, request, loading: true }),
    }),
    loginByOutToken: build.mutation<LoginResult, { outToken: string; appId: string }>({
      query: (request) => ({ def: authEndpoints.authTokenByOutToken, request, loading: true }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ def: authEndpoints.logout }),
    }),
    accountLogOut: build.mutation<unknown, void>({
      query: () => ({ def: authEndpoints.accountLogOut, loading: true }),
    }),
    checkPhone: build.mutation<unknown, { oldPhone: string; newPhone: string }>({
      query: (request) => ({ def: authEndpoints.checkPhone, request }),
    }),
    updatePhone: build.mutation<unknown, { oldPhone: string; newPhone: string; code: string }>({
      query: (request) => ({ def: authEndpoints.updatePhone, request, loading: true }),
      invalidatesTags: ['User'],
    }),
    getOauthAppInfo: build.query<z.output<typeof authEndpoints.oauthAppInfo.response>, { appId: string }>({
      query: (request) => ({ def: authEndpoints.oauthAppInfo, request }),
    }),
    grantOauthCode: build.mutation<z.output<typeof authEndpoints.oauthAuthCode.response>, { appId: string }>({
      query: (request) => ({ def: authEndpoints.oauthAuthCode, request }),
    }),
  }),
});

export const {
  useGetCaptchaImageQuery,
  useSendLoginCodeMutation,
  useSendCodeMutation,
  useLoginByPhoneMutation,
  useMiniProgramLoginMutation,
  useOauthTokenLoginMutation,
  useLoginByOutTokenMutation,
  useLogoutMutation,
  useAccountLogOutMutation,
  useCheckPhoneMutation,
  useUpdatePhoneMutation,
  useGetOauthAppInfoQuery,
  useGrantOauthCodeMutation,
} = authApi;
