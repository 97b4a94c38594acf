import { z } from 'zod';
import { TALENT_EMPLOYER_MAX, TalentDegreeSchema, TalentLevelSchema, inputMaxLength, readStoredJson, writeStoredJson, type StoragePort, type TalentApplicationFormInput, type TalentDocumentKind } from '@aster/core-domain';

/**
 * The application form kept on the phone while it is being filled in (and when sending fails or the tenant leaves):
 * what was typed and the ids of the documents already uploaded, per account. No name or ID number is in it: those
 * come from the verified identity on the server.
 */
export interface TalentDraft {
  values: TalentApplicationFormInput;
  documents: Partial<Record<TalentDocumentKind, string>>;
}

const uploadId = z.string().max(64).regex(/^[A-Za-z0-9_-]{16,64}$/);

const DraftSchema = z.object({
  values: z.object({
    employer: z.string().max(inputMaxLength(TALENT_EMPLOYER_MAX)).catch(''),
    degree: z.union([TalentDegreeSchema, z.literal('')]).catch(''),
    talentLevel: z.union([TalentLevelSchema, z.literal('')]).catch(''),
    insuranceMonths: z.string().max(3).catch(''),
    projectIds: z.array(z.string().max(32)).max(5).catch([]),
    householdSize: z.number().int().min(1).max(10).catch(1),
    noHomeInCity: z.boolean().catch(false),
  }),
  documents: z.object({ talent_degree: uploadId.optional().catch(undefined), talent_contract: uploadId.optional().catch(undefined), talent_insurance: uploadId.optional().catch(undefined) }),
});

export const EMPTY_TALENT_FORM: TalentApplicationFormInput = { employer: '', degree: '', talentLevel: '', insuranceMonths: '', projectIds: [], householdSize: 1, noHomeInCity: false };

const keyOf = (userId: number | string) => `talentApplyDraft:${userId}`;

export function readTalentDraft(storage: StoragePort, userId: number | string): TalentDraft | null {
  const stored = readStoredJson(storage, keyOf(userId), DraftSchema);
  if (stored === null) return null;
  const documents = Object.fromEntries(Object.entries(stored.documents).filter((entry): entry is [TalentDocumentKind, string] => entry[1] !== undefined));
  return { values: stored.values, documents };
}

export function writeTalentDraft(storage: StoragePort, userId: number | string, draft: TalentDraft): void {
  writeStoredJson(storage, keyOf(userId), draft);
}

export function clearTalentDraft(storage: StoragePort, userId: number | string): void {
  storage.remove(keyOf(userId));
}
