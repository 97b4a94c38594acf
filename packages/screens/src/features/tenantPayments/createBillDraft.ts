import * as React from 'react';
import type { CreateBillKind } from '@aster/core-domain';

/**
 * What the tenant is typing on 自助缴费, held in memory while they open 账单备注 and come back (the two pages share it,
 * and a failed send keeps it). Gone when 自助缴费 closes.
 */
export interface CreateBillDraft {
  contractId: string;
  kind: CreateBillKind | '';
  amount: string;
  remark: string;
}

const EMPTY: CreateBillDraft = { contractId: '', kind: '', amount: '', remark: '' };
let draft: CreateBillDraft = EMPTY;
const listeners = new Set<() => void>();

export const createBillDraft = {
  get: (): CreateBillDraft => draft,
  set(patch: Partial<CreateBillDraft>): void {
    draft = { ...draft, ...patch };
    for (const listener of listeners) listener();
  },
  clear(): void {
    createBillDraft.set(EMPTY);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The draft, drawn again whenever either page changes it. */
export function useCreateBillDraft(): CreateBillDraft {
  const [, redraw] = React.useReducer((count: number) => count + 1, 0);
  React.useEffect(() => createBillDraft.subscribe(redraw), []);
  return createBillDraft.get();
}
