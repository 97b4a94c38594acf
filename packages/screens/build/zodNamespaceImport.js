// A babel plugin for the H5 build (webBabelPreset.js): `import { z } from 'zod'` -> `import * as z from
// 'zod/v4/classic/external.js'`, the module zod's index wraps in the `z` namespace. Webpack 4 cannot see which of
// a re-exported namespace's members are read (`z.object`), so it kept every export of zod classic; through a
// namespace import of its own it marks only the members read as used, and the minifier drops the rest (zod marks
// its schema constructors pure). Type-only imports are left for the TypeScript preset to erase.
const EXTERNAL = 'zod/v4/classic/external.js';

module.exports = function zodNamespaceImport({ types: t }) {
  return {
    name: 'aster-zod-namespace-import',
    visitor: {
      ImportDeclaration(path) {
        const { node } = path;
        if (node.source.value !== 'zod' || node.importKind === 'type') return;
        const z = node.specifiers.find(
          (specifier) => t.isImportSpecifier(specifier) && specifier.importKind !== 'type' && t.isIdentifier(specifier.imported, { name: 'z' }),
        );
        if (z === undefined) return;
        const rest = node.specifiers.filter((specifier) => specifier !== z);
        path.insertBefore(t.importDeclaration([t.importNamespaceSpecifier(t.identifier(z.local.name))], t.stringLiteral(EXTERNAL)));
        if (rest.length === 0) path.remove();
        else node.specifiers = rest;
      },
    },
  };
};
