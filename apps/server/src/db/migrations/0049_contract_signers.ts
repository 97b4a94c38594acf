import type { Migration } from '../migrate';

/**
 * Who signed (issue 46): the verified identity a contract was signed under, kept with the signature (the tenant's
 * real name may later go with their account; the contract's signer stays). Null on signatures made before.
 * And the signed contract's PDF as last drawn, with the digest of what it was drawn from: drawing it took 1-4 s of
 * the first opening, and it was drawn again on every opening.
 */
export const contractSigners: Migration = {
  version: 49,
  name: 'contract_signatures: the verified signer; contract_pdfs',
  sql: `
    ALTER TABLE contract_signatures ADD COLUMN signer_name TEXT;
    ALTER TABLE contract_signatures ADD COLUMN signer_id_type INTEGER;
    ALTER TABLE contract_signatures ADD COLUMN signer_id_number TEXT;
    CREATE TABLE contract_pdfs (
      contract_id INTEGER PRIMARY KEY REFERENCES contracts(id) ON DELETE CASCADE,
      version TEXT NOT NULL,
      pdf BLOB NOT NULL,
      created_at INTEGER NOT NULL
    );
  `,
};
