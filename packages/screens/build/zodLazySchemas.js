/* eslint-disable @typescript-eslint/no-require-imports -- a babel plugin: CommonJS only. */
// A babel plugin for the H5 build (webBabelPreset.js), over the workspace's own sources: each zod schema a module
// builds as it is imported (`export const HouseSchema = z.object({...})`, a catalogue's `response: z.array(...)`)
// becomes `lazySchema(() => ...)` (build/lazySchema.ts), built when first used. Issue 10: launching the app built
// some 1,200 schemas before the first page was drawn, about a quarter of the entry's long task, for the few the
// first page's answers need. Marked pure, so the minifier may drop a wrapped schema nothing reads (webpack 4 keeps
// every export the entry names, so the first load's bytes did not move: scripts/bench/README.md, sixth pass).
// Only what is evaluated at import is touched (code in functions already runs on use), and only expressions that are
// surely schemas: a zod builder (`z.object(...)`, `z.coerce.number()`), one of core-domain's schema helpers
// (`textField(...)`, `openFields()`), a function call whose result is bound to a name ending in `Schema`, or a schema
// method (`.optional()`, `.extend(...)`...) called on one of those, on a `...Schema` name, or on a name this module
// bound to one.
// Anything else (`XSchema.parse(...)` at import, `.shape` read at import) stays as written and builds at once.
const path = require('node:path');

const PACKAGES = `${path.resolve(__dirname, '..', '..')}${path.sep}`;
const RUNTIME = path.resolve(__dirname, 'lazySchema.ts');

const BUILDERS = new Set([
  'any', 'array', 'bigint', 'boolean', 'custom', 'date', 'discriminatedUnion', 'email', 'enum', 'int', 'intersection',
  'lazy', 'literal', 'looseObject', 'never', 'null', 'nullable', 'nullish', 'number', 'object', 'optional', 'pipe',
  'preprocess', 'record', 'strictObject', 'string', 'tuple', 'undefined', 'union', 'unknown', 'url', 'uuid',
]);
/** The workspace's own functions that build and return a schema (`textField(rule)`, `openFields()`, `queryNumber()`). */
const SCHEMA_HELPERS = new Set(['textField', 'openFields', 'queryNumber']);
/** `z.coerce.number()`, `z.iso.datetime()`. */
const BUILDER_GROUPS = new Set(['coerce', 'iso']);
const METHODS = new Set([
  'and', 'array', 'brand', 'catch', 'default', 'describe', 'endsWith', 'extend', 'finite', 'gt', 'gte', 'includes',
  'int', 'keyof', 'length', 'lt', 'lte', 'max', 'merge', 'meta', 'min', 'multipleOf', 'negative', 'nonempty',
  'nonnegative', 'nonpositive', 'nullable', 'nullish', 'omit', 'optional', 'or', 'overwrite', 'partial', 'pick',
  'pipe', 'positive', 'prefault', 'readonly', 'refine', 'regex', 'required', 'safe', 'startsWith', 'superRefine',
  'toLowerCase', 'toUpperCase', 'transform', 'trim', 'unwrap',
]);

module.exports = function zodLazySchemas({ types: t }) {
  return {
    name: 'aster-zod-lazy-schemas',
    visitor: {
      Program(program, state) {
        const file = state.filename ?? '';
        if (!file.startsWith(PACKAGES) || file.includes(`${path.sep}node_modules${path.sep}`) || /\.test\.tsx?$/.test(file)) return;
        const zodImport = program.node.body.find((node) => t.isImportDeclaration(node) && node.source.value === 'zod' && node.importKind !== 'type');
        const z = zodImport?.specifiers.find((specifier) => t.isImportSpecifier(specifier) && specifier.importKind !== 'type' && t.isIdentifier(specifier.imported, { name: 'z' }))?.local.name;
        /** Names this module bound to a schema it builds. */
        const schemaNames = new Set();
        const isSchemaName = (node) => t.isIdentifier(node) && (node.name.endsWith('Schema') || schemaNames.has(node.name));
        const isZ = (node) => z !== undefined && t.isIdentifier(node, { name: z });
        const isSchemaCall = (node) => {
          if (t.isCallExpression(node) && t.isIdentifier(node.callee)) return SCHEMA_HELPERS.has(node.callee.name);
          if (!t.isCallExpression(node) || !t.isMemberExpression(node.callee) || node.callee.computed || !t.isIdentifier(node.callee.property)) return false;
          const { object, property } = node.callee;
          if (isZ(object)) return BUILDERS.has(property.name);
          if (t.isMemberExpression(object) && !object.computed && isZ(object.object) && t.isIdentifier(object.property)) return BUILDER_GROUPS.has(object.property.name);
          return METHODS.has(property.name) && (isSchemaName(object) || isSchemaCall(object));
        };
        /** `const PersonInfoSchema = personInfo(...)`: a function's result the module names a schema. */
        const isNamedSchemaCall = (call) =>
          t.isIdentifier(call.node.callee) && t.isVariableDeclarator(call.parent) && call.parent.init === call.node && isSchemaName(call.parent.id);
        let helper;
        program.traverse({
          // Not descended into: code in functions and classes runs when called, not at import.
          Function: (inner) => inner.skip(),
          Class: (inner) => inner.skip(),
          VariableDeclarator(declarator) {
            if (t.isIdentifier(declarator.node.id) && isSchemaCall(declarator.node.init)) schemaNames.add(declarator.node.id.name);
          },
          CallExpression(call) {
            if (!isSchemaCall(call.node) && !isNamedSchemaCall(call)) return;
            helper ??= program.scope.generateUidIdentifier('lazySchema');
            const lazy = t.callExpression(t.cloneNode(helper), [t.arrowFunctionExpression([], call.node)]);
            t.addComment(lazy, 'leading', '#__PURE__');
            call.replaceWith(lazy);
            // The schema's inner calls are now in the thunk: built with it, not wrapped again.
            call.skip();
          },
        });
        if (helper === undefined) return;
        program.unshiftContainer('body', t.importDeclaration([t.importSpecifier(helper, t.identifier('lazySchema'))], t.stringLiteral(RUNTIME)));
        // The TypeScript preset drops imports it finds no value reference to: let it see this one's.
        program.scope.crawl();
      },
    },
  };
};
