import crypto from 'node:crypto';
import { extraServicesSchema } from '../db/migrations/0023_extra_services';
import type { ServerFeature } from '../serverFeature';
import { createExtraServiceStore, MANAGER_PHOTO_PATH } from './extraServiceStore';
import { extraServiceRoutes } from './routes';
import { seedExtraServices } from './seed';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A housekeeper's picture drawn by the server (no photos of real people in the demo): their surname on a colour. */
function managerPicture(storeId: string, name: string): string {
  const hue = Math.round(((crypto.createHash('md5').update(storeId).digest()[0] ?? 0) / 255) * 360);
  const surname = Array.from(name)[0] ?? '管';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">`
    + `<circle cx="80" cy="80" r="80" fill="hsl(${hue},45%,45%)"/>`
    + `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-size="72" fill="#fff" font-family="sans-serif">${escapeXml(surname)}</text></svg>`;
}

/**
 * Extra services (issue 15): the operator's service phones, the housekeeper of a rented room (the stores' columns),
 * the room's Wi-Fi, the notices (the operator's and a building's) and the roommates of a shared flat.
 */
export const extraServicesFeature: ServerFeature = {
  name: 'extraServices',
  requires: ['houses', 'contracts'],
  routes: (services) => extraServiceRoutes(services),
  register: (app, services) => {
    const store = createExtraServiceStore(services.db);
    app.get(MANAGER_PHOTO_PATH, (request, reply) => {
      const { storeId } = request.params as { storeId: string };
      const id = storeId.replace(/\.svg$/, '');
      const name = storeId.endsWith('.svg') && id.length <= 64 ? store.managerName(id) : null;
      if (name === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(managerPicture(id, name));
    });
  },
  migrations: [extraServicesSchema],
  seed: seedExtraServices,
  // Nothing of the tenant's own is kept here: Wi-Fi, flats and notices belong to the rooms and the operator.
};
