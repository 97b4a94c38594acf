import { z } from 'zod';
import { PhoneSchema } from './common';
import { textField } from '../validation/text';

// Social activities (issue 15: activity, activity_detail, activity_sign, activity_sign_success, activity_sign_list)
// and the operator's WeChat accounts per city (wechat/add, wechat/chooseCity). Every string and list bounded; a
// sign-up's contact is the tenant's own and comes back masked in lists.

const id = z.string().min(1).max(64);

/** The list's tabs (spec: activityStatus): 1 报名中 (not started yet), 2 进行中, 3 已结束. */
export const ACTIVITY_STATUSES = [1, 2, 3] as const;
export const ActivityStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;
export const ACTIVITY_STATUS_TEXT: Readonly<Record<ActivityStatus, string>> = { 1: '报名中', 2: '进行中', 3: '已结束' };

/**
 * Where a tenant stands with an activity: open to sign up, or why not. `signed`: they hold a sign-up (which they may
 * cancel before the start).
 */
export const SignUpStateSchema = z.enum(['open', 'signed', 'full', 'closed', 'ended']);
export type SignUpState = z.infer<typeof SignUpStateSchema>;

/** Most people one sign-up brings, whatever an activity allows (the tenant and family or friends). */
export const ACTIVITY_PARTICIPANTS_MAX = 10;

/** One activity in the list: what a tenant needs to choose it. Times are epoch ms. */
export const ActivitySummarySchema = z.looseObject({
  id,
  title: z.string().max(60),
  coverUrl: z.string().max(500),
  startAt: z.number().int(),
  endAt: z.number().int(),
  place: z.string().max(100),
  capacity: z.number().int().min(1).max(10000),
  placesLeft: z.number().int().min(0).max(10000),
  signUpDeadline: z.number().int(),
  status: ActivityStatusSchema,
});
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>;

export const ActivityListSchema = z.array(ActivitySummarySchema).max(100);

/** The caller's own sign-up of an activity (detail page). */
export const MySignUpSchema = z.looseObject({
  id,
  participants: z.number().int().min(1).max(ACTIVITY_PARTICIPANTS_MAX),
  /** Whether it may still be cancelled (before the start). */
  cancellable: z.boolean(),
});

/** One activity: the summary, its description (operator HTML, sanitised where it is drawn) and the caller's standing. */
export const ActivityDetailSchema = ActivitySummarySchema.extend({
  descriptionHtml: z.string().max(20000),
  /** Most participants one sign-up may bring. */
  maxParticipants: z.number().int().min(1).max(ACTIVITY_PARTICIPANTS_MAX),
  signUpState: SignUpStateSchema,
  mySignUp: MySignUpSchema.nullable(),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

/** A sign-up in 我的报名: the activity, who comes (contact masked), and whether it may still be cancelled. */
export const SignUpSchema = z.looseObject({
  id,
  activityId: id,
  title: z.string().max(60),
  coverUrl: z.string().max(500),
  startAt: z.number().int(),
  endAt: z.number().int(),
  place: z.string().max(100),
  /** 张* as lists show a name. */
  contactor: z.string().max(40),
  /** 138****1234. */
  phoneNum: z.string().max(20),
  participants: z.number().int().min(1).max(ACTIVITY_PARTICIPANTS_MAX),
  state: z.enum(['signed', 'cancelled']),
  signedAt: z.number().int(),
  cancellable: z.boolean(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ContactorSchema = textField({
  min: { length: 1, message: '请填写联系人' },
  max: { length: 20, message: '联系人最多20个字' },
  emoji: '联系人不能包含表情符号',
  invisible: '联系人含有无法显示的字符',
});

/** How many come with one sign-up: 1 to `max` (an activity's own limit, at most ACTIVITY_PARTICIPANTS_MAX). */
export function participantsSchema(max: number) {
  return z.number({ message: '请选择参与人数' }).int('请选择参与人数').min(1, '至少1人参加').max(max, `每次最多报名${max}人`);
}

/** The spec's sign-up body (contactor, participants, phoneNum) and our request key: a retried send is the same sign-up. */
export const ActivitySignUpSchema = z.object({
  contactor: ContactorSchema,
  participants: participantsSchema(ACTIVITY_PARTICIPANTS_MAX),
  phoneNum: PhoneSchema,
  requestKey: z.string().max(64).regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});
export type ActivitySignUp = z.infer<typeof ActivitySignUpSchema>;

export const ActivityListFilterSchema = z.object({ activityStatus: ActivityStatusSchema.optional() });
export type ActivityListFilter = z.infer<typeof ActivityListFilterSchema>;

/** A city's WeChat account of the operator (wechat/add): the customer-service WeChat that runs the city's tenant group. */
export const CityWechatSchema = z.looseObject({
  cityId: z.number().int().min(0),
  cityName: z.string().max(20),
  /** The account's name as WeChat shows it. */
  name: z.string().max(40),
  /** The WeChat id to search for (复制微信号). */
  wechatId: z.string().max(40),
  /** Its QR code, served by the operator (absolute URL). */
  qrCodeUrl: z.string().max(500),
  note: z.string().max(100),
});
export type CityWechat = z.infer<typeof CityWechatSchema>;
