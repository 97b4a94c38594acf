import { type AnyEndpointDef, catalogueFeatureOf } from './catalogue/define';

/** What the app knows of one catalogue feature's extensions: served, not served, or not known yet. */
export type FeatureStatus = 'enabled' | 'notEnabled' | 'unknown';

/** Where the list comes from: home/config's `extensions` (absent: the backend serves section 7 only). Throws on failure. */
export type ExtensionsLoader = () => Promise<readonly string[] | null | undefined>;

/**
 * Which extensions (catalogue entries outside spec section 7) the backend serves, by catalogue feature: home/config's
 * `extensions`, asked once and waited for before the first extension call (like the auto-login gate), plus the
 * features whose extension answered 404 (a backend that lists a feature it does not serve). An extension of a feature
 * not served fails at once, without a request (the client's NOT_ENABLED). While home/config cannot be read (offline,
 * a bad answer) nothing is decided: the call goes out, and the next one asks again.
 */
export class BackendExtensions {
  private served: ReadonlySet<string> | null;
  private loading: Promise<void> | null = null;
  private readonly refused = new Set<string>();
  private readonly listeners = new Set<() => void>();

  /** `known`: the list when the shell (or a test) already has it; home/config is then never asked. */
  constructor(
    private readonly loader: ExtensionsLoader | null,
    known?: readonly string[],
  ) {
    this.served = known === undefined ? null : new Set(known);
  }

  /** home/config answered (a listener of its query, or the loader): `undefined`/`null` means section 7 only. */
  learn(extensions: readonly string[] | null | undefined): void {
    this.served = new Set(extensions ?? []);
    this.notify();
  }

  /** An extension of the feature answered 404: it is not served, whatever home/config said. */
  refuse(feature: string): void {
    if (this.refused.has(feature)) return;
    this.refused.add(feature);
    this.notify();
  }

  /** What is known now, without asking. */
  status(feature: string): FeatureStatus {
    if (this.refused.has(feature)) return 'notEnabled';
    if (this.served === null) return 'unknown';
    return this.served.has(feature) ? 'enabled' : 'notEnabled';
  }

  /** Asks home/config when nothing is known yet and no ask is under way; resolves when that ask ends. */
  load(): Promise<void> {
    if (this.served !== null || this.loader === null) return Promise.resolve();
    this.loading ??= this.loader()
      .then(
        (extensions) => this.learn(extensions),
        () => undefined,
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Whether a call of this endpoint may go out: section 7 calls always; an extension once its feature is known to be served (or cannot be known). */
  async admits(def: AnyEndpointDef): Promise<boolean> {
    const feature = extensionFeatureOf(def);
    if (feature === undefined) return true;
    if (this.status(feature) === 'unknown') await this.load();
    return this.status(feature) !== 'notEnabled';
  }

  /** Called on every change of what is known (screens redraw the entries they hide). Returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The catalogue feature of an extension; `undefined` for a section 7 call (or an endpoint outside the catalogue). */
export function extensionFeatureOf(def: AnyEndpointDef): string | undefined {
  return def.extension === undefined ? undefined : catalogueFeatureOf(def);
}
