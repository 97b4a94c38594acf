import { z } from 'zod';

/** The dev-only request header that switches faults on for one request. */
export const FAULT_HEADER = 'x-aster-fault';

/**
 * What to do wrong, in order: wait, then answer 401, drop the connection, or answer with an error status; or answer
 * as usual with every list in the data emptied (what a page shows when the server has nothing for the tenant).
 */
export const FaultPlanSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  drop: z.boolean().optional(),
  unauthorized: z.boolean().optional(),
  emptyLists: z.boolean().optional(),
});
export type FaultPlan = z.infer<typeof FaultPlanSchema>;

/**
 * Parses "latency=500;status=503", "drop", "401" (forced 401), "empty" (lists emptied). Unknown or malformed parts make the whole
 * header invalid (null) rather than half-applied: a test that mistypes a fault must notice.
 */
export function parseFaultHeader(value: string): FaultPlan | null {
  const plan: Record<string, unknown> = {};
  for (const part of value.split(/[;,]/).map((p) => p.trim()).filter(Boolean)) {
    const [key = '', raw] = part.split('=', 2).map((p) => p.trim());
    const number = raw === undefined ? NaN : Number(raw);
    if (key === 'latency' && Number.isInteger(number)) plan.latencyMs = number;
    else if (key === 'status' && Number.isInteger(number)) plan.status = number;
    else if (key === 'drop' && raw === undefined) plan.drop = true;
    else if ((key === '401' || key === 'unauthorized') && raw === undefined) plan.unauthorized = true;
    else if (key === 'empty' && raw === undefined) plan.emptyLists = true;
    else return null;
  }
  const parsed = FaultPlanSchema.safeParse(plan);
  return parsed.success ? parsed.data : null;
}

export function isEmptyPlan(plan: FaultPlan): boolean {
  return plan.latencyMs === undefined && plan.status === undefined && !plan.drop && !plan.unauthorized && !plan.emptyLists;
}

/** Requests of the `empty` fault: marked by the fault hook, read as their answer is written (a request each, weakly). */
const listsEmptiedRequests = new WeakSet<object>();

export function emptyListsInAnswer(request: object): void {
  listsEmptiedRequests.add(request);
}

export function answersWithListsEmptied(request: object): boolean {
  return listsEmptiedRequests.has(request);
}

/** The answer's data with every list in it emptied, at any depth; everything else as it was. */
export function withListsEmptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withListsEmptied(inner)]));
}
