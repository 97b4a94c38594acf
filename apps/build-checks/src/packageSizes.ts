import fs from 'node:fs';
import path from 'node:path';

/** Platform limits (remax-notes): 2 MB per package on both; all packages together 8 MB on Alipay, 20 MB on WeChat. */
export const PACKAGE_LIMIT_BYTES = 2 * 1024 * 1024;
export const TOTAL_LIMIT_BYTES = { wechat: 20 * 1024 * 1024, alipay: 8 * 1024 * 1024 } as const;

/**
 * Budgets of issue 10 (a first download a mid-range phone on mobile data opens quickly), checked on every build:
 * the main package at most 1,024 KB, each subpackage at most 1 MB.
 */
export const MAIN_PACKAGE_BUDGET_BYTES = 1024 * 1024;
export const SUBPACKAGE_BUDGET_BYTES = 1024 * 1024;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** `<package>: <size> > <budget>` for each package over its budget (empty when all fit). */
export function overBudget(packages: Readonly<Record<string, number>>, budgetBytes: number): string[] {
  return Object.entries(packages)
    .filter(([, bytes]) => bytes > budgetBytes)
    .map(([name, bytes]) => `${name}: ${kb(bytes)} > budget ${kb(budgetBytes)}`);
}

export interface AppSizes {
  main: number;
  subpackages: Record<string, number>;
  total: number;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Sizes of a built mini-program: each subpackage root of its app.json, and the main package (everything else). */
export function measureApp(distDir: string): AppSizes {
  const appJson = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as {
    subPackages?: Array<{ root: string }>;
  };
  const roots = (appJson.subPackages ?? []).map((pack) => pack.root);
  const sizes: AppSizes = { main: 0, subpackages: Object.fromEntries(roots.map((root) => [root, 0])), total: 0 };
  for (const file of filesUnder(distDir)) {
    const relative = path.relative(distDir, file).split(path.sep).join('/');
    const bytes = fs.statSync(file).size;
    const root = roots.find((candidate) => relative.startsWith(`${candidate}/`));
    if (root === undefined) sizes.main += bytes;
    else sizes.subpackages[root] = (sizes.subpackages[root] ?? 0) + bytes;
    sizes.total += bytes;
  }
  return sizes;
}
