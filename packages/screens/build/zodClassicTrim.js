/* eslint-disable @typescript-eslint/no-require-imports -- a babel plugin: CommonJS only. */
// A babel plugin for the H5 build (webBabelPreset.js), over zod classic's schemas.js only. Webpack 4 keeps every
// `$Zod*` class of zod's core that classic's source names, used or not: each schema's methods (`.email()`,
// `.jwt()`, `.and()`...) name the schema classes they build, and webpack 4 cannot see that a class is reached only
// from code the minifier later drops. So, before webpack reads the file:
// - the methods whose name the app never reads (`.name` in its sources, a call or a method handed on) and zod
//   itself never calls (`.name(`) leave the prototypes;
// - the exports the app never reads (`z.name` in its sources) and zod's other classic modules never import leave
//   the file, with what only they used.
// Then webpack marks those core classes unused and the minifier drops them. The names are read from the sources at
// each build (a name found anywhere keeps its method or export, whatever it belongs to); a call the scan missed
// would be `undefined is not a function`, a missing import a build error (strictExportPresence).
const fs = require('node:fs');
const path = require('node:path');

const SCHEMAS = /zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ROOT = path.resolve(__dirname, '..', '..', '..');
/** zod's modules the H5 bundle never runs (stubbed by remaxConfig.js and webFirstLoad.js). */
const STUBBED = /json-schema|compile|from-json-schema/;

function sourceFiles(dir, files = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, files);
    else if (/\.(ts|tsx)$/.test(entry.name)) files.push(file);
  }
  return files;
}

let appNames;
/**
 * What the workspace's sources call and read (`.name`), and what their code reads of zod's `z` (`z.name` as an
 * expression: TypeScript's parser tells it from a type such as `z.core.$RefinementCtx`, which needs nothing of zod
 * at run time). Computed once per build.
 */
function appZodNames() {
  if (appNames !== undefined) return appNames;
  const ts = require(require.resolve('typescript', { paths: [ROOT] }));
  const methods = new Set();
  const exports = new Set();
  const readsOfZ = (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z') exports.add(node.name.text);
    ts.forEachChild(node, readsOfZ);
  };
  for (const file of ['packages', 'apps'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/\.\s*(\w+)\b/g)) methods.add(name);
    if (source.includes('z.')) readsOfZ(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  appNames = { methods, exports };
  return appNames;
}

let names;
/** What the workspace's sources and zod's own modules call and read: computed once per build. */
function usedNames(schemasFile) {
  if (names !== undefined) return names;
  const zodDir = path.resolve(path.dirname(schemasFile), '..');
  const zodFiles = ['core', 'classic']
    .flatMap((folder) => fs.readdirSync(path.join(zodDir, folder)).map((file) => path.join(zodDir, folder, file)))
    .filter((file) => file.endsWith('.js') && !STUBBED.test(path.basename(file)));
  const methods = new Set(appZodNames().methods);
  const exports = new Set(appZodNames().exports);
  for (const file of zodFiles) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/\.\s*(\w+)\s*\(/g)) methods.add(name);
    if (SCHEMAS.test(file)) continue;
    for (const [, name] of source.matchAll(/\bschemas\.(\w+)/g)) exports.add(name);
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from "\.\/schemas\.js"/g)) {
      for (const item of list.split(',')) exports.add(item.trim().split(/\s+as\s+/)[0]);
    }
  }
  names = { methods, exports };
  return names;
}

const keyName = (key) => key.name ?? key.value;

function zodClassicTrim({ types: t }) {
  return {
    name: 'aster-zod-classic-trim',
    visitor: {
      Program(program, state) {
        if (!SCHEMAS.test(state.filename ?? '')) return;
        const { methods, exports } = usedNames(state.filename);

        // Prototypes: the third argument of `core.$constructor(name, init, proto)`, the second of `util.derived`.
        program.traverse({
          CallExpression({ node }) {
            if (!t.isMemberExpression(node.callee) || !t.isIdentifier(node.callee.property)) return;
            const proto = node.arguments[{ $constructor: 2, derived: 1 }[node.callee.property.name]];
            if (!t.isObjectExpression(proto)) return;
            proto.properties = proto.properties.filter(
              (member) =>
                member.computed ||
                !(t.isObjectMethod(member, { kind: 'method' }) || (t.isObjectProperty(member) && t.isFunction(member.value))) ||
                methods.has(keyName(member.key)),
            );
          },
        });

        // `export { _void as void }` for names nobody reads; then every top-level declaration left unreferenced.
        for (const statement of program.get('body')) {
          if (!statement.isExportNamedDeclaration() || statement.node.declaration || statement.node.source) continue;
          statement.node.specifiers = statement.node.specifiers.filter((specifier) => exports.has(keyName(specifier.exported)));
          if (statement.node.specifiers.length === 0) statement.remove();
        }
        program.scope.crawl();
        const declared = new Map();
        for (const statement of program.get('body')) {
          const exported = statement.isExportNamedDeclaration();
          const declaration = exported ? statement.get('declaration') : statement;
          let name;
          if (declaration.isFunctionDeclaration()) name = declaration.node.id.name;
          else if (declaration.isVariableDeclaration() && declaration.node.declarations.length === 1 && t.isIdentifier(declaration.node.declarations[0].id)) {
            name = declaration.node.declarations[0].id.name;
          }
          if (name !== undefined && !(exported && exports.has(name))) declared.set(name, statement);
        }
        const removed = new Set();
        const topLevel = (reference) => reference.find((parent) => parent.parentPath?.isProgram());
        for (let changed = true; changed; ) {
          changed = false;
          for (const [name, statement] of declared) {
            if (removed.has(statement)) continue;
            const binding = program.scope.getBinding(name);
            const referenced = binding.referencePaths.some((reference) => {
              const owner = topLevel(reference);
              return owner !== statement && !removed.has(owner);
            });
            if (!referenced) {
              removed.add(statement);
              changed = true;
            }
          }
        }
        for (const statement of removed) statement.remove();
      },
    },
  };
}

module.exports = zodClassicTrim;
module.exports.appZodNames = appZodNames;
