import { type ImUser, type User } from '@aster/core-domain';
import { authEndpoints } from '../catalogue/auth';
import { type RealNameStatus, userEndpoints } from '../catalogue/user';
import { api } from './api';

/** The tenant's own data. getUserInfo is the "refresh user" call: its answer becomes the session's user. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<User, void>({
      query: () => ({ def: userEndpoints.userInfo }),
      providesTags: ['User'],
    }),
    updateUserInfo: build.mutation<unknown, { userName?: string; photo?: string }>({
      query: (request) => ({ def: userEndpoints.updateUserInfo, request, loading: true }),
      invalidatesTags: ['User'],
    }),
    getImUserInfo: build.query<ImUser, void>({
      query: () => ({ def: authEndpoints.imUserInfo, silent: true }),
    }),
    getUserRealName: build.query<RealNameStatus, void>({
      query: () => ({ def: userEndpoints.userSelfRealName }),
      providesTags: ['User'],
    }),
    submitRealName: build.mutation<RealNameStatus, { idNum: string; name: string; idNumType?: number }>({
      query: (request) => ({ def: userEndpoints.realName, request, loading: true }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useUpdateUserInfoMutation,
  useGetImUserInfoQuery,
  useGetUserRealNameQuery,
  useSubmitRealNameMutation,
} = userApi;
