import { z } from 'zod';

/** The dev-only request header that switches faults on for one request. */
export const FAULT_HEADER = 'x-aster-fault';

/** What to do wrong, in order: wait, then answer 401, drop the connection, or answer with an error status. */
export const FaultPlanSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
  drop: z.boolean().optional(),
  unauthorized: z.boolean().optional(),
});
export type FaultPlan = z.infer<typeof FaultPlanSchema>;

/**
 * Parses "latency=500;status=503", "drop", "401" (forced 401). Unknown or malformed parts make the whole
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
    else return null;
  }
  const parsed = FaultPlanSchema.safeParse(plan);
  return parsed.success ? parsed.data : null;
}

export function isEmptyPlan(plan: FaultPlan): boolean {
  return plan.latencyMs === undefined && plan.status === undefined && !plan.drop && !plan.unauthorized;
}
