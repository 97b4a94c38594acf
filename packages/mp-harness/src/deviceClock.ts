/**
 * A Date constructor whose "now" is `now()` (new Date(), Date(), Date.now()), everything else the real one's: the
 * phone's clock set to another day. Self-contained (no imports, no outer names), so its source can also be sent
 * into a browser page as a script.
 */
export function dateOnClock(RealDate: DateConstructor, now: () => number): DateConstructor {
  return new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver: unknown) => (key === 'now' ? now : Reflect.get(target, key, receiver) as unknown),
  });
}
