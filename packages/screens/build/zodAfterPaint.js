/* eslint-disable @typescript-eslint/no-require-imports -- a babel plugin: CommonJS only. */
// A babel plugin for the H5 build (webBabelPreset.js). zod leaves the entry: the home page draws its first frame
// without it, and the launch waits for it where it reads the session (src/platform/schemaLibraryTypes.ts).
// - `import { z } from 'zod'` -> `import { z } from '<screens>/src/platform/schemaLibrary.web.ts'`, a binding that is
//   undefined until zod's chunk has arrived. The schemas modules declare at import are built on first use
//   (zodLazySchemas.js), so declaring them needs no zod. Type-only imports are left for the TypeScript preset.
// - In Remax's generated entry (`_index.entry.js`), each page's `import()` but the home page's (the `homePage` option)
//   becomes `afterSchemas(() => import(...))`: no other page's modules run before zod is there (a module may build a
//   schema as it is imported), and each opens with the stored session already read. The entry also imports `axios`
//   (axiosAfterPaint.js here) right after, so that axios's chunk is asked for beside zod's as the entry starts.
const path = require('node:path');

const SCHEMA_LIBRARY = path.resolve(__dirname, '..', 'src', 'platform', 'schemaLibrary.web.ts');
const ENTRY = /[\\/]_index\.entry\.js$/;

module.exports = function zodAfterPaint({ types: t }) {
  return {
    name: 'aster-zod-after-paint',
    visitor: {
      ImportDeclaration(importPath) {
        const { node } = importPath;
        if (node.source.value !== 'zod' || node.importKind === 'type') return;
        const z = node.specifiers.find(
          (specifier) => t.isImportSpecifier(specifier) && specifier.importKind !== 'type' && t.isIdentifier(specifier.imported, { name: 'z' }),
        );
        if (z === undefined) return;
        const rest = node.specifiers.filter((specifier) => specifier !== z);
        importPath.insertBefore(t.importDeclaration([t.importSpecifier(t.identifier(z.local.name), t.identifier('z'))], t.stringLiteral(SCHEMA_LIBRARY)));
        if (rest.length === 0) importPath.remove();
        else node.specifiers = rest;
      },
      CallExpression(call, state) {
        const file = state.filename ?? '';
        if (!ENTRY.test(file) || !t.isImport(call.node.callee)) return;
        const [source] = call.node.arguments;
        const chunkName = /webpackChunkName:\s*"([^"]+)"/.exec((source?.leadingComments ?? []).map((comment) => comment.value).join(' '));
        if (chunkName === null || chunkName[1] === state.opts.homePage) return;
        state.afterSchemas ??= call.scope.getProgramParent().generateUidIdentifier('afterSchemas');
        if (!state.importedAfterSchemas) {
          state.importedAfterSchemas = true;
          // zod's module first, then axios's (axiosAfterPaint.js in this build): both chunks are asked for as the entry
          // starts to run, so both have arrived when it ends, and the launch's requests leave as soon as zod is there.
          call
            .findParent((parent) => parent.isProgram())
            .unshiftContainer('body', [
              t.importDeclaration([t.importSpecifier(state.afterSchemas, t.identifier('afterSchemas'))], t.stringLiteral(SCHEMA_LIBRARY)),
              t.importDeclaration([], t.stringLiteral('axios')),
            ]);
        }
        call.replaceWith(t.callExpression(state.afterSchemas, [t.arrowFunctionExpression([], call.node)]));
        call.skip();
      },
    },
  };
};
