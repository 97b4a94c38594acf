import { activitiesSchema } from '../db/migrations/0026_activities';
import type { ServerFeature } from '../serverFeature';
import { ACTIVITY_COVER_PATH, createActivityStore } from './activityStore';
import { activityRoutes } from './routes';
import { seedActivities } from './seed';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An activity's cover drawn by the server (no stock photos in the demo): its title on its colour. */
function coverPicture(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">`
    + `<rect width="750" height="360" fill="hsl(${hue},55%,42%)"/>`
    + `<circle cx="640" cy="70" r="120" fill="hsl(${hue},60%,55%)"/><circle cx="90" cy="330" r="90" fill="hsl(${hue},50%,35%)"/>`
    + `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-size="46" fill="#fff" font-family="sans-serif">${escapeXml(title)}</text></svg>`;
}

/**
 * Social activities (issue 15): the demo city's activities, sign-ups with their places taken in one transaction,
 * 我的报名 and cancelling before the start; the source of the home page's 我的活动 (homeActivities).
 */
export const activitiesFeature: ServerFeature = {
  name: 'activities',
  requires: ['home'],
  routes: activityRoutes,
  register: (app, services) => {
    const store = createActivityStore(services.db, services.clock);
    app.get(ACTIVITY_COVER_PATH, (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^(\d{1,12})\.svg$/.exec(file);
      const cover = match === null ? null : store.cover(Number(match[1]));
      if (cover === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(coverPicture(cover.title, cover.hue));
    });
  },
  migrations: [activitiesSchema],
  seed: seedActivities,
  homeActivities: (services) => {
    const store = createActivityStore(services.db, services.clock);
    return (userId, origin) => store.homeActivities(userId, origin);
  },
  accountCancel: (services) => ({ onAccountCancel: (userId) => createActivityStore(services.db, services.clock).forget(userId) }),
};
