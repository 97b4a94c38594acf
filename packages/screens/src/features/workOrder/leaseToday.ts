import type { ContractSummary } from '@aster/core-domain';

type Lease = Pick<ContractSummary, 'id' | 'startDate' | 'endDate'>;

/**
 * The lease a repair is most likely about: the one running today (started, not ended; dates are China dates,
 * compared as text), else the nearest one still to start, else the first. A tenant moving from one room to the next
 * holds both leases for a while: the room they live in now comes first.
 */
export function leaseToday<L extends Lease>(leases: readonly L[], today: string): L | undefined {
  const running = leases.find((lease) => lease.startDate <= today && today <= lease.endDate);
  if (running !== undefined) return running;
  const upcoming = leases.filter((lease) => lease.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return upcoming ?? leases[0];
}

/** Said under the rooms when the chosen lease has not started yet: the repair is for a room not yet lived in. */
export function notStartedNote(lease: Lease | undefined, today: string): string | null {
  return lease !== undefined && lease.startDate > today ? `该租约${lease.startDate}起租，尚未开始，请确认是否为这间房报修` : null;
}
