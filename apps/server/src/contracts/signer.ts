import { normalizeIdNumber, tidyText } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import { verifiedIdentityOf, type RealNameRow } from '../identity/realNames';
import type { Services } from '../services';
import type { ContractRow } from './contractStore';

export const signerErrors = {
  realNameRequired: () => new BusinessError('REAL_NAME_REQUIRED', '请先完成实名认证'),
  /** The auth_error page: the verified person is not the contract's tenant. */
  mismatch: () => new BusinessError('CONTRACT_AUTH_ERROR', '您的实名信息与合同承租人不一致，请联系管家核实'),
};

/**
 * Who signs `row`: the caller's verified identity (real_names, not what a form said), which must be the contract's
 * tenant by name and, where the contract carries one, by ID number. Every signing call asks this first.
 */
export function signerOf(services: Services, userId: number, row: ContractRow): RealNameRow {
  const identity = verifiedIdentityOf(services.db, services.users, userId);
  if (identity === null) throw signerErrors.realNameRequired();
  const sameId = row.tenant_id_number === null || normalizeIdNumber(row.tenant_id_number) === normalizeIdNumber(identity.id_number);
  if (tidyText(identity.name) !== tidyText(row.tenant_name) || !sameId) throw signerErrors.mismatch();
  return identity;
}
