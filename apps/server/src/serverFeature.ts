import type { AnyEndpointDef, MineActivity, UnsignedContract } from '@aster/core-api';
import type { BillStanding } from '@aster/core-domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { ApiMode } from './env';
import { inVersionOrder, type Migration } from './db/migrate';
import { registerApiRoutes, type ApiRegistration, type ApiRoute } from './http/api';
import type { Services } from './services';

/**
 * One feature of the server (login, the home page, houses...): its catalogue endpoints, its other HTTP, its schema
 * steps and its demo data. src/features.ts lists them; the server walks that list and nothing else.
 */
export interface ServerFeature {
  /** Named in the catalogue test and in the answer to "who serves this endpoint?". */
  readonly name: string;
  /** The features whose tables it reads (insurance reads contracts): the server refuses to start without them. */
  readonly requires?: readonly string[];
  /**
   * Its core-api catalogue endpoints, each paired with a handler by `implement(def, handler)`: the route's method and
   * URL come from the entry, the input is checked with its request schema and the answer with its response schema.
   */
  routes?(services: Services): readonly ApiRoute[];
  /** HTTP outside the app's catalogue: generated pictures, the simulated payment provider's pages and callback. */
  register?(app: FastifyInstance, services: Services): void | Promise<void>;
  /** The schema steps that make its tables (src/db/migrations/NNNN_*.ts), numbered across the whole server. */
  readonly migrations?: readonly Migration[];
  /** Demo data, run at every open after all migrations: fills what is missing, leaves seeded data alone. */
  seed?(db: Db): void;
  /**
   * Account log-out (user_cancel) asks every feature about what it keeps of the tenant, so the cancel never reaches
   * into another feature's tables: what forbids cancelling now, and what to end, erase or mask when it goes ahead.
   */
  accountCancel?(services: Services): AccountCancelHooks;
  /**
   * A bill's standing by the bill centre's rule (the bills feature, which knows its payments, refunds and transfers):
   * the contract pages show the same status and amount. Null for a bill it does not know.
   */
  billStanding?(services: Services): (billId: number) => BillStanding | null;
  /** The home page's 我的活动 of a tenant (home/base asks every feature that has them: the activities). */
  homeActivities?(services: Services): (userId: number, origin: string) => MineActivity[];
  /** The home base's mineContracts of a tenant: their contracts still to sign (the contracts). */
  homeContracts?(services: Services): (userId: number) => UnsignedContract[];
}

/** Something the tenant must settle first, in their words ("租约 HT001（…）尚未结束…"); kind groups them (lease, bill...). */
export interface AccountCancelBlocker {
  kind: string;
  text: string;
}

export interface AccountCancelHooks {
  /** What this feature holds that forbids cancelling the account now; empty when nothing. */
  blocksAccountCancel?(userId: number): AccountCancelBlocker[];
  /** Inside the cancel's transaction, after every feature found no blocker: end, erase or mask the tenant's data. */
  onAccountCancel?(userId: number): void;
}

/** A catalogue endpoint and the feature that serves it. */
export interface ServedEndpoint {
  feature: string;
  def: AnyEndpointDef;
}

/** Every feature's schema steps, in version order. */
export function migrationsOf(features: readonly ServerFeature[]): Migration[] {
  return inVersionOrder(features.flatMap((feature) => feature.migrations ?? []));
}

/** Registers each feature's catalogue routes and other HTTP, in list order. Returns what the catalogue part serves. */
export async function registerFeatures(
  app: FastifyInstance,
  services: Services,
  features: readonly ServerFeature[],
  api: ApiRegistration & { api?: ApiMode },
): Promise<ServedEndpoint[]> {
  const served: ServedEndpoint[] = [];
  const names = new Set(features.map((feature) => feature.name));
  for (const feature of features) {
    const missing = (feature.requires ?? []).filter((name) => !names.has(name));
    if (missing.length > 0) throw new Error(`The ${feature.name} feature needs the ${missing.join(', ')} feature, which is not in the list`);
    // A spec-only start registers section 7's calls alone: an extension falls to the not-found envelope.
    const routes = (feature.routes?.(services) ?? []).filter(({ def }) => api.api !== 'spec' || def.extension === undefined);
    registerApiRoutes(app, routes, api);
    served.push(...routes.map(({ def }) => ({ feature: feature.name, def })));
    await feature.register?.(app, services);
  }
  return served;
}
