// Lint rules that encode ../shared/design/architecture.md: core packages receive ports from the shells
// and never reach for a platform global; every package exports by name from one src/index.ts.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const platformGlobal = (name, port) => ({
  name,
  message: `Platform-neutral code runs on every platform: do not use \`${name}\`; take the ${port} port from the shell (screens: src/platform/*) instead.`,
});

const corePlatformGlobals = [
  platformGlobal('wx', 'transport/storage/ui'),
  platformGlobal('my', 'transport/storage/ui'),
  platformGlobal('window', 'transport/storage/ui'),
  platformGlobal('document', 'ui'),
  platformGlobal('navigator', 'transport (BLE) or ui'),
  platformGlobal('localStorage', 'storage (StoragePort)'),
  platformGlobal('sessionStorage', 'storage (StoragePort)'),
  platformGlobal('location', 'navigation (NavigatorPort)'),
  platformGlobal('XMLHttpRequest', 'transport (HttpTransport)'),
  platformGlobal('fetch', 'transport (HttpTransport)'),
  platformGlobal('setTimeout', 'clock (Clock)'),
  platformGlobal('setInterval', 'clock (Clock)'),
  platformGlobal('clearTimeout', 'clock (Clock)'),
  platformGlobal('clearInterval', 'clock (Clock)'),
];

const noExportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Export each name explicitly (no `export *`): the public surface is read in src/index.ts.',
};

// Page paths come from the route table (core-domain): a 'pages/...' string elsewhere is a link the compiler cannot
// check. Allowed: the page-path argument of the calls typed by the table (pageLink, definePage, routeOf, hasScreen)
// and type positions (PageProps<'pages/x/index'>). Not linted: core-domain (the table), tests (they assert URL text),
// the generated registry of built pages, and the mini-program harness (its fixture app is not Aster's).
const PAGE_PATH_MESSAGE =
  "Build page links from the route table: pageLink('pages/x/index', params) or a page constant (HOME_PAGE...) from @aster/core-domain, not a 'pages/...' string.";
const pagePathLiterals = [
  {
    selector:
      'Literal[value=/^\\/?pages\\//]:not(CallExpression[callee.name=/^(pageLink|definePage|routeOf|hasScreen)$/] > Literal.arguments:first-child):not(TSLiteralType > Literal)',
    message: PAGE_PATH_MESSAGE,
  },
  { selector: 'TemplateElement[value.raw=/^\\/?pages\\//]', message: PAGE_PATH_MESSAGE },
];

// A page folder of the screens is the folder of one screen (its file calls definePage('pages/...')). Code that
// several pages share lives in src/features/<feature>/ (or the UI kit, src/ui/): a page folder importing another
// page folder, or a non-page folder under src/pages, couples two pages through one page's files.
const screensSrc = path.join(import.meta.dirname, 'packages/screens/src');
const screensPages = path.join(screensSrc, 'pages');
const pageFolders = new Map();
const isPageFolder = (dir) => {
  if (!pageFolders.has(dir)) {
    const screens = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name));
    pageFolders.set(dir, screens.some((entry) => /definePage\(\s*['"]pages\//.test(fs.readFileSync(path.join(dir, entry.name), 'utf8'))));
  }
  return pageFolders.get(dir);
};
/** The page folder that holds `dir` (null when none does: src/pages itself, a group folder, a non-page folder). */
const pageFolderOf = (dir) => {
  for (let current = dir; current.startsWith(`${screensPages}${path.sep}`); current = path.dirname(current)) {
    if (fs.existsSync(current) && isPageFolder(current)) return current;
  }
  return null;
};
const noCrossPageImports = {
  meta: {
    type: 'problem',
    messages: {
      crossPage:
        "A page imports only its own folder, src/features/, src/ui/ and the rest of src/: move what '{{target}}' gives several pages to src/features/<feature>/ (or the UI kit, src/ui/).",
    },
    schema: [],
  },
  create(context) {
    const importer = pageFolderOf(path.dirname(context.filename));
    if (importer === null) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('.') ? path.resolve(path.dirname(context.filename), spec) : spec.startsWith('@screens/') ? path.join(screensSrc, spec.slice('@screens/'.length)) : null;
      if (target === null || !target.startsWith(`${screensPages}${path.sep}`)) return;
      const isFolder = fs.existsSync(target) && fs.statSync(target).isDirectory();
      if (pageFolderOf(isFolder ? target : path.dirname(target)) !== importer) {
        context.report({ node: source, messageId: 'crossPage', data: { target: path.relative(screensSrc, target) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const noAppImports = {
  group: ['@aster/wechat', '@aster/alipay', '@aster/h5', '@aster/server'],
  message: 'Nothing in packages/ imports an app.',
};

const importBans = {
  'core-domain': [
    { group: ['@aster/*'], message: 'core-domain is the bottom layer: it imports no other Aster package.' },
    { group: ['axios', 'react', 'react-redux', 'remax', 'remax/*', '@remax/*'], message: 'core-domain knows no HTTP, no React and no platform.' },
  ],
  'core-api': [
    { group: ['@aster/*', '!@aster/core-domain'], message: 'core-api depends on core-domain only (arrows point down).' },
    { group: ['remax', 'remax/*', '@remax/*'], message: 'core-api is platform-neutral: the shell injects the transport.' },
  ],
  'device-ble': [{ group: ['@aster/*'], message: 'device-ble stands alone: the app fills its server port.' }],
  screens: [
    { group: ['react-redux'], importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks useAppDispatch / useAppSelector from @aster/core-api.' },
  ],
  'mp-harness': [{ group: ['@aster/*'], message: 'The harness loads built bundles; it depends on no Aster package.' }],
};

export default tseslint.config(
  // The shells' page entries and app.config are generated from the route table at build time (gitignored).
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.remax/**', 'coverage/**', 'apps/*/src/pages/**', 'apps/*/src/app.config.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-restricted-syntax': ['error', noExportAll],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware rules on all TypeScript: a promise is awaited, handled, or explicitly let go with `void`.
    // One program for the whole tree (the root tsconfig behind `npm run typecheck`): projectService would build
    // one per package tsconfig, each checking the packages below it again (about twice the lint time).
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { project: ['./tsconfig.json', './packages/mp-harness/fixture/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Platform-neutral code: platform implementations live in *.wechat.ts / *.ali.ts / *.web.ts beside it.
    files: ['packages/core-domain/src/**/*.ts', 'packages/core-api/src/**/*.ts', 'packages/device-ble/src/**/*.ts'],
    ignores: ['**/*.wechat.ts', '**/*.ali.ts', '**/*.web.ts', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...corePlatformGlobals],
    },
  },
  {
    // Shared screens reach the platform through src/platform/*: only its suffixed files touch the globals.
    files: ['packages/screens/src/**/*.ts', 'packages/screens/src/**/*.tsx'],
    ignores: ['**/*.wechat.ts', '**/*.wechat.tsx', '**/*.ali.ts', '**/*.ali.tsx', '**/*.web.ts', '**/*.web.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', ...corePlatformGlobals.filter(({ name }) => !/Timeout|Interval/.test(name))],
    },
  },
  {
    files: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx', 'apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'scripts/**/*.ts'],
    ignores: ['packages/core-domain/**', 'packages/mp-harness/**', '**/*.test.ts', '**/*.test.tsx', 'packages/screens/src/pages/registry.ts'],
    // noExportAll again: a later no-restricted-syntax replaces, not merges, an earlier one.
    rules: { 'no-restricted-syntax': ['error', noExportAll, ...pagePathLiterals] },
  },
  {
    files: ['packages/screens/src/pages/**/*.ts', 'packages/screens/src/pages/**/*.tsx'],
    plugins: { screens: { rules: { 'no-cross-page-imports': noCrossPageImports } } },
    rules: { 'screens/no-cross-page-imports': 'error' },
  },
  {
    // core-api's entry passes each feature's api file on whole: its hooks are listed once, in that file's own export
    // list, and api-report.md (checked by tests/consumers) shows the surface they add.
    files: ['packages/core-api/src/index.ts'],
    rules: { 'no-restricted-syntax': ['error', { ...noExportAll, selector: 'ExportAllDeclaration:not([source.value=/^\\.\\/store\\/[a-zA-Z]+Api$/])' }, ...pagePathLiterals] },
  },
  // One no-restricted-imports rule per package (a later block would replace, not merge, an earlier one).
  ...Object.entries(importBans).map(([dir, patterns]) => ({
    files: [`packages/${dir}/src/**/*.ts`, `packages/${dir}/src/**/*.tsx`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, noAppImports] }] },
  })),
);
