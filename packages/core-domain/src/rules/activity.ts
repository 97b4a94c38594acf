import { type z } from 'zod';
import { ActivitySignUpSchema, participantsSchema, type ActivityStatus, type SignUpState } from '../entities/activity';

// Activities (issue 15): where an activity stands at a moment, what a tenant may do with it then, and the sign-up
// form for one activity. The server decides with these; the pages say the same words.

export interface ActivityTimes {
  startAt: number;
  endAt: number;
  signUpDeadline: number;
}

/** 报名中 until the start, 进行中 until the end, then 已结束. */
export function activityStatusAt(activity: Pick<ActivityTimes, 'startAt' | 'endAt'>, now: number): ActivityStatus {
  if (now >= activity.endAt) return 3;
  return now >= activity.startAt ? 2 : 1;
}

/**
 * Whether the caller may sign up now, or why not, most final first: an activity over is over; one's own sign-up is
 * shown next; then the deadline (or the start, whichever comes first); then the places.
 */
export function signUpStateAt(activity: ActivityTimes & { placesLeft: number; signed: boolean }, now: number): SignUpState {
  if (now >= activity.endAt) return 'ended';
  if (activity.signed) return 'signed';
  if (now >= Math.min(activity.signUpDeadline, activity.startAt)) return 'closed';
  return activity.placesLeft <= 0 ? 'full' : 'open';
}

/** What the detail page's button says when the tenant cannot sign up (and the server's refusal of the same). */
export const SIGN_UP_STATE_TEXT: Readonly<Record<Exclude<SignUpState, 'open'>, string>> = {
  signed: '已报名',
  full: '名额已满',
  closed: '报名已截止',
  ended: '活动已结束',
};

/** A sign-up may be cancelled until the activity starts. */
export function signUpCancellableAt(activity: Pick<ActivityTimes, 'startAt'>, now: number): boolean {
  return now < activity.startAt;
}

export const SIGN_UP_NOT_CANCELLABLE = '活动已开始，不能取消报名';

/** The sign-up form of one activity: participants up to the activity's own limit, said with that limit. */
export function activitySignUpFormSchema(maxParticipants: number) {
  return ActivitySignUpSchema.extend({ participants: participantsSchema(maxParticipants) });
}

export type ActivitySignUpForm = z.input<ReturnType<typeof activitySignUpFormSchema>>;

/** 11月28日 周六 14:00 – 16:00 (the same day) or 11月28日 14:00 – 11月29日 12:00, in China time. */
export function activityTimeText(startAt: number, endAt: number): string {
  const parts = (ms: number) => {
    const shifted = new Date(ms + 8 * 3600 * 1000);
    const day = `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日`;
    const time = `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
    const week = '日一二三四五六'[shifted.getUTCDay()] ?? '';
    return { day, time, week };
  };
  const start = parts(startAt);
  const end = parts(endAt);
  return start.day === end.day ? `${start.day} 周${start.week} ${start.time} - ${end.time}` : `${start.day} ${start.time} - ${end.day} ${end.time}`;
}

/** A sign-up's contact as lists show it: the surname and one star (王小明 → 王*); the full name stays on the server. */
export function maskedContactor(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '*' : `${first}*`;
}
