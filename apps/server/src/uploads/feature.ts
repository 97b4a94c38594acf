import { identityAndUploads } from '../db/migrations/0008_identity_and_uploads';
import type { ServerFeature } from '../serverFeature';
import { createPhotoStore } from './photoStore';
import { registerMultipart, uploadRoutes } from './routes';

/**
 * Photos tenants upload (ID cards, business licences): checked by size and by their first bytes, kept in SQLite,
 * shown to their owner only. The identity feature refers to them by id. Owns step 0008 (its tables and identity's).
 */
export const uploadsFeature: ServerFeature = {
  name: 'uploads',
  routes: (services) => uploadRoutes(services),
  register: (app, services) => registerMultipart(app, services),
  migrations: [identityAndUploads],
  // The tenant's photos go with the account.
  accountCancel: (services) => ({ onAccountCancel: (userId) => createPhotoStore(services.db, services.clock).deleteAllOf(userId) }),
};
