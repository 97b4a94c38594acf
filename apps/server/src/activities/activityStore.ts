import {
  activityStatusAt,
  activityTimeText,
  maskedContactor,
  maskPhone,
  signUpCancellableAt,
  signUpStateAt,
  SIGN_UP_NOT_CANCELLABLE,
  SIGN_UP_STATE_TEXT,
  type ActivityDetail,
  type ActivitySignUp,
  type ActivityStatus,
  type ActivitySummary,
  type SignUp,
} from '@aster/core-domain';
import type { MineActivity } from '@aster/core-api';
import type { ServerClock } from '../clock';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { absolute } from '../http/links';

export const activityErrors = {
  notFound: () => new BusinessError('ACTIVITY_NOT_FOUND', '活动不存在或已下线'),
  signUpNotFound: () => new BusinessError('ACTIVITY_SIGN_UP_NOT_FOUND', '报名记录不存在'),
  /** 名额已满 / 报名已截止 / 活动已结束 / 已报名: the words the detail page shows. */
  cannotSignUp: (text: string) => new BusinessError('ACTIVITY_SIGN_UP_REFUSED', text),
  tooMany: (max: number) => new BusinessError('ACTIVITY_TOO_MANY_PARTICIPANTS', `每次最多报名${max}人`),
  placesLeft: (left: number) => new BusinessError('ACTIVITY_PLACES_LEFT', `名额不足，仅剩${left}个名额`),
  notCancellable: () => new BusinessError('ACTIVITY_SIGN_UP_NOT_CANCELLABLE', SIGN_UP_NOT_CANCELLABLE),
};

/** Where the activity's cover is drawn (this feature's own HTTP). */
export const ACTIVITY_COVER_PATH = '/static/activities/:file';
const coverPath = (id: number) => `/static/activities/${id}.svg`;
/** Activities a list answers at most (a city holds a few dozen a season). */
const LIST_MAX = 100;
const MINE_MAX = 100;
/** The home page reminds of the coming ones only. */
const HOME_MAX = 3;

interface ActivityRow {
  id: number;
  title: string;
  place: string;
  description_html: string;
  start_at: number;
  end_at: number;
  sign_up_deadline: number;
  capacity: number;
  places_taken: number;
  max_participants: number;
  cover_hue: number;
}

interface SignUpRow {
  id: number;
  activity_id: number;
  user_id: number | null;
  contactor: string;
  phone: string;
  participants: number;
  state: 'signed' | 'cancelled';
  signed_at: number;
}

export function createActivityStore(db: Db, clock: ServerClock) {
  const q = {
    activity: db.prepare('SELECT * FROM activities WHERE id = ?'),
    // 报名中: not started; 进行中: started, not ended; 已结束: ended (newest first).
    upcoming: db.prepare(`SELECT * FROM activities WHERE start_at > ? ORDER BY start_at, id LIMIT ${LIST_MAX}`),
    ongoing: db.prepare(`SELECT * FROM activities WHERE start_at <= ? AND end_at > ? ORDER BY end_at, id LIMIT ${LIST_MAX}`),
    ended: db.prepare(`SELECT * FROM activities WHERE end_at <= ? ORDER BY end_at DESC, id DESC LIMIT ${LIST_MAX}`),
    all: db.prepare(`SELECT * FROM activities ORDER BY CASE WHEN end_at <= ? THEN 1 ELSE 0 END, start_at, id LIMIT ${LIST_MAX}`),
    mySigned: db.prepare("SELECT * FROM activity_sign_ups WHERE activity_id = ? AND user_id = ? AND state = 'signed'"),
    byKey: db.prepare('SELECT * FROM activity_sign_ups WHERE user_id = ? AND request_key = ?'),
    signUp: db.prepare('SELECT * FROM activity_sign_ups WHERE id = ? AND user_id = ?'),
    mine: db.prepare(`SELECT s.* FROM activity_sign_ups s JOIN activities a ON a.id = s.activity_id WHERE s.user_id = ?
      ORDER BY CASE WHEN s.state = 'signed' AND a.end_at > ? THEN 0 ELSE 1 END, a.start_at, s.id DESC LIMIT ${MINE_MAX}`),
    homeMine: db.prepare(`SELECT a.* FROM activity_sign_ups s JOIN activities a ON a.id = s.activity_id
      WHERE s.user_id = ? AND s.state = 'signed' AND a.end_at > ? ORDER BY a.start_at LIMIT ${HOME_MAX}`),
    insert: db.prepare(`INSERT INTO activity_sign_ups (activity_id, user_id, contactor, phone, participants, state, request_key, signed_at)
      VALUES (?, ?, ?, ?, ?, 'signed', ?, ?)`),
    // Takes the places only while they last: the one statement that could oversell checks the capacity itself.
    take: db.prepare('UPDATE activities SET places_taken = places_taken + ? WHERE id = ? AND places_taken + ? <= capacity'),
    giveBack: db.prepare('UPDATE activities SET places_taken = places_taken - ? WHERE id = ?'),
    cancel: db.prepare("UPDATE activity_sign_ups SET state = 'cancelled', cancelled_at = ? WHERE id = ? AND state = 'signed'"),
    comingSigned: db.prepare("SELECT s.* FROM activity_sign_ups s JOIN activities a ON a.id = s.activity_id WHERE s.user_id = ? AND s.state = 'signed' AND a.start_at > ?"),
    anonymise: db.prepare("UPDATE activity_sign_ups SET contactor = '已注销', phone = '', user_id = NULL, request_key = NULL WHERE user_id = ?"),
  };

  const activityOf = (id: string): ActivityRow => {
    const row = /^\d{1,12}$/.test(id) ? (q.activity.get(Number(id)) as ActivityRow | undefined) : undefined;
    if (row === undefined) throw activityErrors.notFound();
    return row;
  };

  const summary = (row: ActivityRow, origin: string, now: number): ActivitySummary => ({
    id: String(row.id),
    title: row.title,
    coverUrl: absolute(origin, coverPath(row.id)),
    startAt: row.start_at,
    endAt: row.end_at,
    place: row.place,
    capacity: row.capacity,
    placesLeft: row.capacity - row.places_taken,
    signUpDeadline: row.sign_up_deadline,
    status: activityStatusAt({ startAt: row.start_at, endAt: row.end_at }, now),
  });

  const times = (row: ActivityRow) => ({ startAt: row.start_at, endAt: row.end_at, signUpDeadline: row.sign_up_deadline });

  const detail = (row: ActivityRow, userId: number | null, origin: string): ActivityDetail => {
    const now = clock.now();
    const mine = userId === null ? undefined : (q.mySigned.get(row.id, userId) as SignUpRow | undefined);
    return {
      ...summary(row, origin, now),
      descriptionHtml: row.description_html,
      maxParticipants: row.max_participants,
      signUpState: signUpStateAt({ ...times(row), placesLeft: row.capacity - row.places_taken, signed: mine !== undefined }, now),
      mySignUp: mine === undefined ? null : { id: String(mine.id), participants: mine.participants, cancellable: signUpCancellableAt(times(row), now) },
    };
  };

  const signUpView = (row: SignUpRow, origin: string): SignUp => {
    const activity = q.activity.get(row.activity_id) as ActivityRow;
    return {
      id: String(row.id),
      activityId: String(activity.id),
      title: activity.title,
      coverUrl: absolute(origin, coverPath(activity.id)),
      startAt: activity.start_at,
      endAt: activity.end_at,
      place: activity.place,
      contactor: maskedContactor(row.contactor),
      phoneNum: maskPhone(row.phone),
      participants: row.participants,
      state: row.state,
      signedAt: row.signed_at,
      cancellable: row.state === 'signed' && signUpCancellableAt(times(activity), clock.now()),
    };
  };

  return {
    list(status: ActivityStatus | undefined, origin: string): ActivitySummary[] {
      const now = clock.now();
      const rows = (status === 1 ? q.upcoming.all(now) : status === 2 ? q.ongoing.all(now, now) : status === 3 ? q.ended.all(now) : q.all.all(now)) as ActivityRow[];
      return rows.map((row) => summary(row, origin, now));
    },

    detail: (id: string, userId: number | null, origin: string) => detail(activityOf(id), userId, origin),

    /**
     * Signs the tenant up in one immediate transaction: refused with the detail page's words when it cannot be
     * (ended, already signed, closed, full), places taken by a statement that checks the capacity (never oversold,
     * whatever runs at the same time), one signed sign-up per tenant (the unique index). The same request key again
     * answers the activity as it is now.
     */
    signUp(id: string, userId: number, input: ActivitySignUp, origin: string): ActivityDetail {
      const row = activityOf(id);
      const run = db.transaction(() => {
        if (input.requestKey !== undefined && q.byKey.get(userId, input.requestKey) !== undefined) return;
        const now = clock.now();
        const fresh = q.activity.get(row.id) as ActivityRow;
        const left = fresh.capacity - fresh.places_taken;
        const state = signUpStateAt({ ...times(fresh), placesLeft: left, signed: q.mySigned.get(fresh.id, userId) !== undefined }, now);
        if (state !== 'open') throw activityErrors.cannotSignUp(SIGN_UP_STATE_TEXT[state]);
        if (input.participants > fresh.max_participants) throw activityErrors.tooMany(fresh.max_participants);
        if (q.take.run(input.participants, fresh.id, input.participants).changes !== 1) throw activityErrors.placesLeft(left);
        q.insert.run(fresh.id, userId, input.contactor, input.phoneNum, input.participants, input.requestKey ?? null, now);
      });
      run.immediate();
      return detail(activityOf(id), userId, origin);
    },

    mine(userId: number, origin: string): SignUp[] {
      return (q.mine.all(userId, clock.now()) as SignUpRow[]).map((row) => signUpView(row, origin));
    },

    /** Cancels one of the tenant's sign-ups before the start; its places go back in the same transaction. */
    cancel(id: string, userId: number, origin: string): SignUp {
      const find = () => (/^\d{1,12}$/.test(id) ? (q.signUp.get(Number(id), userId) as SignUpRow | undefined) : undefined);
      const run = db.transaction(() => {
        const row = find();
        if (row === undefined) throw activityErrors.signUpNotFound();
        if (row.state === 'cancelled') return;
        const activity = q.activity.get(row.activity_id) as ActivityRow;
        if (!signUpCancellableAt(times(activity), clock.now())) throw activityErrors.notCancellable();
        q.cancel.run(clock.now(), row.id);
        q.giveBack.run(row.participants, row.activity_id);
      });
      run.immediate();
      return signUpView(find() as SignUpRow, origin);
    },

    /** The home page's 我的活动: the coming or running activities the tenant signed up for. */
    homeActivities(userId: number, origin: string): MineActivity[] {
      return (q.homeMine.all(userId, clock.now()) as ActivityRow[]).map((row) => ({
        activityId: String(row.id),
        title: row.title,
        startTime: activityTimeText(row.start_at, row.end_at),
        coverUrl: absolute(origin, coverPath(row.id)),
      }));
    },

    /** The activity's title and colour, for its cover (null: no such activity). */
    cover(id: number): { title: string; hue: number } | null {
      const row = q.activity.get(id) as ActivityRow | undefined;
      return row === undefined ? null : { title: row.title, hue: row.cover_hue };
    },

    /** Account log-out: the tenant's coming sign-ups are cancelled (their places go back); no record keeps the contact. */
    forget(userId: number): void {
      const now = clock.now();
      for (const row of q.comingSigned.all(userId, now) as SignUpRow[]) {
        q.cancel.run(now, row.id);
        q.giveBack.run(row.participants, row.activity_id);
      }
      q.anonymise.run(userId);
    },
  };
}
