import type { Db } from '../db/database';
import { FALLBACK_CITY_ID } from '../home/seed';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface SeedActivity {
  id: number;
  title: string;
  place: string;
  descriptionHtml: string;
  /** Start, end and sign-up deadline, from the moment of seeding. */
  startIn: number;
  lasts: number;
  deadlineIn: number;
  capacity: number;
  /** Places already taken at the store (线下报名). */
  takenOffline: number;
  maxParticipants: number;
  hue: number;
}

/**
 * The demo city's activities, one of each state a tenant meets: open (3001, the scan code ACTIVITY-3001's), another
 * open one with few places, full, sign-up closed (starts soon), running now and finished. Times are from the first
 * open of the database.
 */
const ACTIVITIES: readonly SeedActivity[] = [
  {
    id: 3001, title: '周末亲子烘焙课', place: 'Aster寓·徐汇滨江店 3楼公共厨房',
    descriptionHtml: '<p>和孩子一起动手做<strong>曲奇和纸杯蛋糕</strong>，材料和围裙由我们准备。</p><p>适合4-12岁的小朋友，每组家庭最多4人。</p><ul><li>14:00 签到</li><li>14:15 烘焙老师示范</li><li>15:30 品尝与合影</li></ul>',
    startIn: 9 * DAY, lasts: 2 * HOUR, deadlineIn: 8 * DAY, capacity: 30, takenOffline: 6, maxParticipants: 4, hue: 24,
  },
  {
    id: 3002, title: '租户读书会：城市与生活', place: 'Aster寓·静安寺店 1楼共享书房',
    descriptionHtml: '<p>本期共读《看不见的城市》，欢迎带上你喜欢的一段分享。现场提供茶饮。</p>',
    startIn: 12 * DAY, lasts: 2 * HOUR, deadlineIn: 11 * DAY, capacity: 12, takenOffline: 9, maxParticipants: 2, hue: 150,
  },
  {
    id: 3003, title: '楼顶露天电影夜', place: 'Aster寓·陆家嘴店 屋顶花园',
    descriptionHtml: '<p>放映经典动画电影，备有爆米花和饮料。雨天改在1楼大堂。</p>',
    startIn: 5 * DAY, lasts: 3 * HOUR, deadlineIn: 4 * DAY, capacity: 20, takenOffline: 20, maxParticipants: 3, hue: 260,
  },
  {
    id: 3004, title: '旧物交换市集', place: 'Aster寓·五角场店 社区广场',
    descriptionHtml: '<p>带上闲置的书、衣物和小家电，和邻居们交换。报名用于统计摊位。</p>',
    startIn: 20 * HOUR, lasts: 4 * HOUR, deadlineIn: -2 * HOUR, capacity: 40, takenOffline: 18, maxParticipants: 2, hue: 90,
  },
  {
    id: 3005, title: '晨跑打卡：滨江5公里', place: '徐汇滨江 龙腾大道集合',
    descriptionHtml: '<p>连续四周的周末晨跑，管家带队，完成打卡送定制运动毛巾。</p>',
    startIn: -3 * DAY, lasts: 25 * DAY, deadlineIn: -4 * DAY, capacity: 50, takenOffline: 31, maxParticipants: 2, hue: 200,
  },
  {
    id: 3006, title: '中秋手作月饼会', place: 'Aster寓·徐汇滨江店 3楼公共厨房',
    descriptionHtml: '<p>感谢大家的参与！活动照片已发到各门店租户群。</p>',
    startIn: -60 * DAY, lasts: 3 * HOUR, deadlineIn: -62 * DAY, capacity: 24, takenOffline: 24, maxParticipants: 3, hue: 40,
  },
];

/** The demo city's activities, once (a database with activities is left alone). */
export function seedActivities(db: Db): void {
  if (db.prepare('SELECT 1 FROM activities LIMIT 1').get() !== undefined) return;
  const now = Date.now();
  const insert = db.prepare(`INSERT INTO activities (id, city_id, title, place, description_html, start_at, end_at, sign_up_deadline, capacity, places_taken, max_participants, cover_hue)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const offline = db.prepare(`INSERT INTO activity_sign_ups (activity_id, user_id, contactor, phone, participants, state, signed_at) VALUES (?, NULL, '线下报名', '', ?, 'signed', ?)`);
  db.transaction(() => {
    for (const activity of ACTIVITIES) {
      const startAt = now + activity.startIn;
      insert.run(activity.id, FALLBACK_CITY_ID, activity.title, activity.place, activity.descriptionHtml, startAt, startAt + activity.lasts, now + activity.deadlineIn,
        activity.capacity, activity.takenOffline, activity.maxParticipants, activity.hue);
      // Taken at the store by families of up to 10 (a sign-up's most), ten days before it starts or, for one still weeks
      // away, an hour before the seed: never on a day to come.
      const signedAt = Math.min(startAt - 10 * DAY, now - HOUR);
      for (let left = activity.takenOffline; left > 0; left -= 10) offline.run(activity.id, Math.min(left, 10), signedAt);
    }
  })();
}
