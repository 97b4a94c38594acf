// Prints axe-core's violations on every built H5 page (loaded state, demo data) by impact, naming the serious
// and critical rules, then Lighthouse's accessibility score (mobile defaults) of home, house_list, house_detail and
// login, and their minimum (issue 18 target: 95). Figures only: tests/h5/accessibility.test.ts holds the line.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { axeFindings, builtRoutes, demoUrl, makeDemoRecords, setSession, settle, type Impact } from '../../tests/h5/accessibilityPages';
import { launchChromium, openTab } from '../../tests/support/browser';
import { DEMO_TENANT_MOBILE, startServer } from '../../tests/support/server';
import { H5_ENTRY_PAGES, withLighthouse } from './support';

const root = join(__dirname, '..', '..');
const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

/** Lighthouse's accessibility score of each of H5_ENTRY_PAGES, and their minimum. */
async function lighthouseScores(origin: string): Promise<void> {
  await withLighthouse(async (lighthouse, port) => {
    const scores: number[] = [];
    for (const [name, path] of H5_ENTRY_PAGES) {
      const result = await lighthouse(`${origin}${path}`, { port, onlyCategories: ['accessibility'], logLevel: 'error', output: 'json' });
      const category = result?.lhr.categories.accessibility;
      const score = Math.round((category?.score ?? 0) * 100);
      scores.push(score);
      const failed = category?.auditRefs
        .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      console.log(`  ${name.padEnd(14)} ${score}${failed && failed.length > 0 ? `  failing: ${failed.join(', ')}` : ''}`);
    }
    console.log(`  minimum ${Math.min(...scores)} (target 95)`);
  });
}

async function main() {
  if (!existsSync(join(root, 'apps', 'h5', 'dist', 'index.html'))) return console.log('h5: no build in apps/h5/dist');
  const server = await startServer({ serveH5: true });
  const browser = await launchChromium();
  try {
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const demo = await makeDemoRecords(server, tenant.token);
    const tab = await openTab(browser, server.origin);
    await tab.page.goto('/aster/pages/error/index');
    const totals = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>;
    console.log(`axe-core violations per page (rules broken; nodes in brackets): ${IMPACTS.join(' / ')}`);
    for (const route of builtRoutes()) {
      await setSession(tab.page, route.needsLogin ? tenant : null);
      await tab.page.goto(demoUrl(route, demo));
      await settle(tab.page);
      const findings = await axeFindings(tab.page);
      const counts = IMPACTS.map((impact) => {
        const rules = findings.filter((finding) => finding.impact === impact);
        totals[impact] += rules.length;
        return `${rules.length} (${rules.reduce((sum, rule) => sum + rule.nodes, 0)})`;
      });
      const worst = findings.filter((finding) => finding.impact === 'critical' || finding.impact === 'serious').map((finding) => finding.rule);
      console.log(`  ${route.path.padEnd(58)} ${counts.join(' / ')}${worst.length > 0 ? `  ${worst.join(', ')}` : ''}`);
    }
    console.log(`  all ${builtRoutes().length} pages: ${IMPACTS.map((impact) => `${impact} ${totals[impact]}`).join(', ')}`);
    await tab.context.close();
    console.log('Lighthouse accessibility score (mobile defaults):');
    await lighthouseScores(server.origin).catch((error: unknown) => {
      console.log(`  Lighthouse could not run here: ${error instanceof Error ? error.message : String(error)}`);
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
