// `npm test`'s lint and type checks in one process: `npm run typecheck` (tsc over tsconfig.json and the mp-harness
// fixture) and `eslint . --max-warnings 0`, over the same two TypeScript programs. ESLint's type-aware rules
// (no-floating-promises, no-misused-promises) otherwise build and check those programs a second time beside tsc:
// given tsc's checked programs, they ask a checker that has already done the work (tests/README.md has the figures).
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '..');
// The programs of `npm run typecheck` and of eslint.config.mjs's parserOptions.project, in the same order.
const TSCONFIGS = ['tsconfig.json', 'packages/mp-harness/fixture/tsconfig.json'];

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => repoRoot,
  getNewLine: () => ts.sys.newLine,
};

/** The program of one tsconfig and what `tsc -p` would report over it (with noEmit: everything before emit). */
function checkedProgram(tsconfig: string): { program?: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, tsconfig), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
  });
  if (parsed === undefined) return { diagnostics: configErrors };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    ...(parsed.projectReferences === undefined ? {} : { projectReferences: parsed.projectReferences }),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  return { program, diagnostics: [...configErrors, ...ts.getPreEmitDiagnostics(program)] };
}

async function main(): Promise<number> {
  let failed = false;
  const programs: ts.Program[] = [];
  for (const tsconfig of TSCONFIGS) {
    const started = Date.now();
    const { program, diagnostics } = checkedProgram(tsconfig);
    if (program !== undefined) programs.push(program);
    if (diagnostics.length > 0) {
      failed = true;
      // Colours on a terminal only, as tsc does (npm test keeps each job's output in a log).
      const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
      process.stdout.write(format(diagnostics, formatHost));
    }
    console.log(`typecheck ${tsconfig}: errors ${diagnostics.length}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const started = Date.now();
  // parserOptions.programs takes the place of eslint.config.mjs's parserOptions.project (same tsconfigs).
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { programs } } } });
  const results = await eslint.lintFiles(['.']);
  const formatted = await (await eslint.loadFormatter('stylish')).format(results);
  if (formatted !== '') process.stdout.write(formatted);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  console.log(`eslint: ${results.length} files, errors ${errors}, warnings ${warnings}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // --max-warnings 0: a warning fails the run like an error.
  if (errors > 0 || warnings > 0) failed = true;
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
