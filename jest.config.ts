/**
 * Loaded by ts-node without type checking (tsc checks this file with the rest): its full check was 9 of Jest's 13 s
 * start. ts-node compiles to CommonJS, which the base tsconfig's Bundler resolution refuses: node10 for this file.
 *
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"moduleResolution": "node10"}}
 */
import path from 'node:path';
import type { Config } from 'jest';

// One project per package: tests sit beside the code (x.test.ts) and run against the TS sources.
// Type checking is `tsc`'s job (npm test runs it first), so ts-jest only transpiles, through scripts/tsJestSharedCache.js:
// ts-jest keyed its cache on the clone's absolute path, so a fresh clone compiled everything again (about 80 s).
const TS_JEST = path.join(__dirname, 'scripts/tsJestSharedCache.js');
const project = (dir: string, extra: Partial<Config> = {}): Config => {
  const rootDir = path.join(__dirname, dir);
  return {
    displayName: dir,
    // Names the project's folder in Jest's transform cache, which Jest otherwise names by the absolute rootDir.
    id: `aster-${dir.replace(/\W/g, '-')}`,
    rootDir,
    testEnvironment: 'node',
    transform: { '^.+\\.tsx?$': [TS_JEST, { tsconfig: path.join(rootDir, 'tsconfig.json') }] },
    // The screens' path alias (tsconfig.base.json paths).
    // Stylesheets are the builds' business: a screen under test imports them as nothing.
    moduleNameMapper: { '^@screens/(.*)$': path.join(__dirname, 'packages/screens/src/$1'), '\\.css$': path.join(__dirname, 'packages/screens/src/testing/noStyles.ts') },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    ...extra,
  };
};

// The day the demo seed's journeys assert on, whatever the real date (tests/support/testClock.ts): Date in the test
// file, the server it starts in-process and (set up by tests/support) its Chromium pages and mini-programs.
const onTestWorldDay: Partial<Config> = { setupFiles: [path.join(__dirname, 'tests/support/testWorldClock.setup.ts')] };

const config: Config = {
  // Jest's default on a 2-core machine is one worker, in band: the user-level tests spend much of their time waiting on
  // Chromium, the harness and the server, so a second worker overlaps that wait (about 30% less wall time measured on
  // the browser tests, no gain from a third).
  maxWorkers: 2,
  // Each test file leaves about 40 MB behind in its worker (its module registry, the server it started): a worker
  // that ran 30 server files held 1.4 GB and spent its time collecting garbage. A worker past this, between files,
  // is replaced by a fresh one (the server's 64 files: 175 s -> 139 s on 2 workers).
  workerIdleMemoryLimit: '700MB',
  // The server's tests start a real server on a freshly seeded database (every feature's demo data) and log tenants in:
  // seconds each on 2 busy cores, past Jest's 5 s default. A guard against a hung test, not a measure of speed.
  testTimeout: 30_000,
  projects: [project('packages/core-domain'), project('packages/core-api'), project('packages/device-ble'), project('apps/server', onTestWorldDay), project('packages/mp-harness'), project('packages/screens', {
      // uCharts ships one ES module file (export default): transpiled for Jest like the sources.
      transform: { '^.+\\.tsx?$': [TS_JEST, { tsconfig: path.join(__dirname, 'packages/screens/tsconfig.json') }], '/@qiun/ucharts/.+\\.js$': [TS_JEST, { tsconfig: { allowJs: true, module: 'commonjs' } }] },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/@qiun\\+ucharts[^/]*/node_modules/)?@qiun/ucharts/)'],
      // The build's own pieces (babel plugins, runtime stand-ins) have their tests beside them in build/.
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/build/**/*.test.ts'],
    }), project('apps/build-checks'),
    // User-level tests of the built apps (tests/): real Chromium and the mini-program harness, slow by nature. One
    // Chromium for the run (globalSetup), each browser file in contexts of its own (tests/support/chromium.ts).
    project('tests', {
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/consumers/'],
      ...onTestWorldDay,
      setupFilesAfterEnv: ['<rootDir>/support/jestSetup.ts'],
      globalSetup: '<rootDir>/support/globalSetup.ts',
      globalTeardown: '<rootDir>/support/globalTeardown.ts',
    }),
    // The core packages as other teams get them (issue 17): API reports, and the packed tarballs (scripts/pack-core.sh) in an npm project outside the workspace.
    project('tests/consumers', { testMatch: ['<rootDir>/**/*.test.ts'] })],
};

export default config;
