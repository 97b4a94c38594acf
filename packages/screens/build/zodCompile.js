// Replaces zod's ahead-of-time compiler (`zod/v4/core/compile.js`, 88 KB of source) in the mini-program bundles
// (remaxConfig.js): `z.compile` is reachable from zod's namespace export, which webpack 4 cannot tree-shake, and the
// compiler builds parsers with `new Function`, which WeChat and Alipay refuse anyway. The app never calls it.
// `compile` behaves as zod's own does for a schema it cannot compile: the schema comes back on the runtime parser.
export const INVALID = Symbol.for('zod.compile.invalid');

export class ZodCompileAsyncError extends Error {
  constructor(message = 'z.compile does not support async refinements, transforms, or checks') {
    super(message);
    this.name = 'ZodCompileAsyncError';
  }
}

export class ZodCompileUnsupportedError extends Error {
  constructor(feature, islandable = true) {
    super(`z.compile does not support ${feature}; this schema must use the runtime parser`);
    this.name = 'ZodCompileUnsupportedError';
    this.islandable = islandable;
  }
}

export function compile(schema) {
  return schema;
}

function notBundled(name) {
  throw new Error(`z.${name} is not bundled in the Aster mini-programs (packages/screens/build/zodCompile.js)`);
}

export function withParser() {
  notBundled('withParser');
}

export function compileFn() {
  notBundled('compileFn');
}
