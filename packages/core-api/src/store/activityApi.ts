import { activityEndpoints, wechatEndpoints } from '../catalogue/activity';
import { fromCatalogue } from './catalogueEndpoints';
import { homeApi } from './homeApi';

// Built on the home's api: a sign-up or a cancel changes the home page's "我的活动" too.
const activityTags = homeApi.enhanceEndpoints({ addTagTypes: ['Activity'] });

/** 社区活动, 活动详情, 活动报名, 我的报名 and the city's WeChat of 添加微信. */
export const activityApi = activityTags.injectEndpoints({
  endpoints: (build) => ({
    getActivities: fromCatalogue(build, activityEndpoints.list).query({ providesTags: ['Activity'] }),
    getActivity: fromCatalogue(build, activityEndpoints.detail).query({ providesTags: ['Activity'] }),
    signUpForActivity: fromCatalogue(build, activityEndpoints.participate).mutation({ loading: true, invalidatesTags: ['Activity', 'Home'] }),
    getMySignUps: fromCatalogue(build, activityEndpoints.mySignUps).query({ providesTags: ['Activity'] }),
    cancelSignUp: fromCatalogue(build, activityEndpoints.cancelSignUp).mutation({ loading: true, invalidatesTags: ['Activity', 'Home'] }),
    getCityWechat: fromCatalogue(build, wechatEndpoints.cityAccount).query(),
  }),
});

export const { useGetActivitiesQuery, useGetActivityQuery, useSignUpForActivityMutation, useGetMySignUpsQuery, useCancelSignUpMutation, useGetCityWechatQuery } = activityApi;
