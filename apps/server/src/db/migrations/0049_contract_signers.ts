import type { Migration } from '../migrate';

/**
 * Who signed (issue 46): the verified identity a contract was signed under, kept with the signature (the tenant's
 * real name may later go with their account; the contract's signer stays). Null on signatures made before.
 */
export const contractSigners: Migration = {
  version: 49,
  name: 'contract_signatures: the verified signer',
  sql: `
    ALTER TABLE contract_signatures ADD COLUMN signer_name TEXT;
    ALTER TABLE contract_signatures ADD COLUMN signer_id_type INTEGER;
    ALTER TABLE contract_signatures ADD COLUMN signer_id_number TEXT;
  `,
};
