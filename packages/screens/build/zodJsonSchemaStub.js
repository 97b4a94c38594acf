// A webpack loader for the parts of zod the H5 app never runs (remaxConfig.js): its JSON Schema writers
// (core/to-json-schema.js, json-schema-processors.js, json-schema-generator.js; core-api's test uses them, in Node)
// and its ahead-of-time compiler (core/compile.js, `z.compile`). zod's classic schemas and namespace export reach
// them, so webpack 4 keeps them: about 25 KB gzip of the first load. Each export keeps its name (a name the bundle
// imports and the stub lacks is a build error, strictExportPresence) and throws when called; the `create...`
// factories zod calls when a schema's `~standard` is read return such a function.
const EXPORTS = /^export (?:const|function|class) (\w+)|^export \{([^}]*)\}/gm;

module.exports = function zodJsonSchemaStub(source) {
  const names = new Set();
  for (const [, declared, list] of source.matchAll(EXPORTS)) {
    if (declared !== undefined) names.add(declared);
    for (const item of (list ?? '').split(',')) {
      const exported = item.trim().split(/\s+as\s+/).pop();
      if (exported) names.add(exported);
    }
  }
  const file = this.resourcePath.split(/[\\/]/).slice(-2).join('/');
  const lines = [
    `function unavailable() { throw new Error('zod ${file} is not bundled in the Aster H5 app (packages/screens/build/zodJsonSchemaStub.js)'); }`,
  ];
  for (const name of names) {
    lines.push(`export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
  }
  return lines.join('\n');
};
