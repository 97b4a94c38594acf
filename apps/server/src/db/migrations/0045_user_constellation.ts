import type { Migration } from '../migrate';

/**
 * The tenant's constellation (issue 38: the profile's 星座, ids 0-12 of spec section 3, 0 保密), set on user_edit with
 * POST user-setting/user-info; null until the tenant picks one.
 */
export const userConstellation: Migration = {
  version: 45,
  name: 'users: the constellation of the profile',
  sql: `
    ALTER TABLE users ADD COLUMN constellation INTEGER CHECK (constellation BETWEEN 0 AND 12);
  `,
};
