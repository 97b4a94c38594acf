// The H5 build's stand-in for a zod schema built at import (babel's zodLazySchemas.js wraps each one): the schema is
// built on first use, so launching the app builds only the schemas the first page reads, not the ~1,200 its modules
// declare. A Proxy, so that callers meet the schema itself: `X.parse`, `X.shape`, `X._zod`, `instanceof`, spread.
// Methods run with the proxy as `this` and reach the built schema through it.
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let schema: Schema | undefined;
  const built = (): Schema => {
    schema ??= build();
    return schema;
  };
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(built(), key) as unknown,
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(built()),
    // Reported configurable: a proxy may not call fixed a property its (empty) target lacks.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
