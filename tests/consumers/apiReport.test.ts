// The core packages' public surface is a decision: a change of any exported name or type fails here until the
// committed report (packages/<name>/api-report.md) is regenerated, so it shows in review beside a CHANGELOG line.
import fs from 'node:fs';
import { buildApiReports, REPORT_COMMAND, REPORTED_PACKAGES, type ReportedPackage, reportPath } from '../../scripts/pack-core.api-report';

let reports: Record<ReportedPackage, string>;

beforeAll(() => {
  reports = buildApiReports();
}, 120_000);

/** The first line that differs, cut around the first character that does (a line may hold a whole api slice). */
const firstDifference = (committed: string, current: string): string => {
  const before = committed.split('\n');
  const after = current.split('\n');
  const found = after.findIndex((line, index) => line !== before[index]);
  const at = found < 0 ? after.length : found;
  const was = before[at] ?? '';
  const now = after[at] ?? '';
  let column = 0;
  while (column < was.length && was[column] === now[column]) column += 1;
  const cut = (text: string) => (text === '' ? '(nothing)' : `${column > 60 ? '…' : ''}${text.slice(Math.max(0, column - 60), column + 100)}…`);
  return `line ${at + 1}, column ${column + 1}\n  report: ${cut(was)}\n  source: ${cut(now)}`;
};

test.each(REPORTED_PACKAGES)('@aster/%s exports what its committed API report says', (pkg) => {
  const file = reportPath(pkg);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== reports[pkg]) {
    throw new Error(
      `The public API of @aster/${pkg} differs from ${file} (${firstDifference(committed, reports[pkg])}).\n` +
        `If the change is meant, regenerate the reports with \`${REPORT_COMMAND}\` and note it in packages/${pkg}/CHANGELOG.md.`,
    );
  }
});
