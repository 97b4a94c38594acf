import crypto from 'node:crypto';
import { TalentOperatorMoveSchema } from '@aster/core-domain';
import { talentHousingSchema } from '../db/migrations/0027_talent_housing';
import { dialogAnswers } from '../db/migrations/0041_dialog_answers';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import { talentRoutes } from './routes';
import { seedTalentHousing } from './seed';
import { createSubsidyDialogs } from './subsidyDialog';
import { PROJECT_PHOTO_PATH, PROJECT_PHOTOS, createTalentStore } from './talentStore';

/** The dev route that plays the programme's operator (a manager in the operator API): approve, reject with a reason, offer a house, record the move-in. */
export const DEV_TALENT_MOVE_PATH = '/__dev/talent-applications/:id/move';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A project's picture drawn by the server (no internet in the demo): towers on a sky of the project's own colour. */
function projectPicture(projectId: string, index: number, name: string): string {
  const hue = Math.round(((crypto.createHash('md5').update(`${projectId}-${index}`).digest()[0] ?? 0) / 255) * 360);
  const towers = [0, 1, 2, 3].map((tower) => {
    const height = 120 + ((tower * 37 + index * 53) % 110);
    return `<rect x="${40 + tower * 150}" y="${360 - height}" width="110" height="${height}" fill="hsl(${hue},25%,${88 - tower * 6}%)"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">`
    + `<rect width="640" height="400" fill="hsl(${hue},55%,40%)"/>${towers.join('')}`
    + `<rect y="360" width="640" height="40" fill="#2f3b45"/>`
    + `<text x="24" y="52" font-size="34" fill="#fff" font-family="sans-serif">${escapeXml(name)}</text></svg>`;
}

/**
 * Talent housing (issue 15: 人才公寓): the city's programme and its projects, applications with their documents (the
 * uploads feature, kinds talent_*), queue places from submission order per project, and the operator's moves.
 */
export const talentFeature: ServerFeature = {
  name: 'talent',
  // contracts: the subsidy dialog is for tenants without a lease.
  requires: ['uploads', 'identity', 'operator', 'contracts'],
  routes: (services) => talentRoutes(services),
  register: (app, services) => {
    const store = createTalentStore(services.db, services.clock);
    app.get(PROJECT_PHOTO_PATH, (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^([A-Za-z0-9_-]{1,32})-(\d)\.svg$/.exec(file);
      const index = Number(match?.[2]);
      const name = match?.[1] === undefined || index < 1 || index > PROJECT_PHOTOS ? null : store.projectName(match[1]);
      if (match?.[1] === undefined || name === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(projectPicture(match[1], index, name));
    });
    const roles = ACTION_ROLES.manager;
    registerOperatorRoute(app, services, { devPath: DEV_TALENT_MOVE_PATH, action: 'talent-applications/move', roles, body: TalentOperatorMoveSchema, act: (id, move) => store.operatorMove(id, move) });
    registerOperatorList(app, services, { path: 'talent-applications', roles, statuses: ['reviewing', 'queued', 'offered', 'moved_in', 'rejected', 'withdrawn'], list: (status, limit, after) => store.listed(status, limit, after) });
  },
  migrations: [talentHousingSchema, dialogAnswers],
  seed: seedTalentHousing,
  // The tenant's applications and dialog answers go with the account (their documents go with the uploads feature).
  accountCancel: (services) => ({
    onAccountCancel: (userId) => {
      createTalentStore(services.db, services.clock).deleteAllOf(userId);
      createSubsidyDialogs(services.db, services.clock).deleteAllOf(userId);
    },
  }),
};
