// How long a saved screen takes to show in the browser under `npm run dev` (issue 44's goal: under 2 s). With
// `npm run dev` running: `npx tsx scripts/dev-reload-time.ts [runs]`. It opens the H5 home in headless Chromium,
// then `runs` times (3) writes a changed text into the home screen and times the save to the text on the page;
// the file is put back as it was at the end. ASTER_DEV_PORT as for npm run dev; DEV_RELOAD_FILE and DEV_RELOAD_TEXT
// pick another screen and a text it shows (the page at DEV_RELOAD_PATH, /aster/ by default).
import fs from 'node:fs';
import path from 'node:path';
import { launchTestBrowser } from '../tests/support/chromium';

const ROOT = path.resolve(__dirname, '..');
const file = path.resolve(ROOT, process.env.DEV_RELOAD_FILE ?? 'packages/screens/src/pages/index/IndexPage.tsx');
const text = process.env.DEV_RELOAD_TEXT ?? '精选推荐';
const url = `http://127.0.0.1:${process.env.ASTER_DEV_PORT ?? 3000}${process.env.DEV_RELOAD_PATH ?? '/aster/'}`;
const runs = Number(process.argv[2] ?? 3);

async function main(): Promise<void> {
  const original = fs.readFileSync(file, 'utf8');
  const quoted = `'${text}'`;
  const at = [`"${text}"`, quoted, `>${text}<`].find((form) => original.includes(form));
  if (at === undefined) throw new Error(`${path.relative(ROOT, file)} has no "${text}" to change`);
  const browser = await launchTestBrowser();
  const times: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url);
    await page.getByText(text, { exact: true }).first().waitFor({ timeout: 60_000 });
    for (let run = 1; run <= runs; run += 1) {
      const shown = `${text}${run}`;
      const saved = Date.now();
      fs.writeFileSync(file, original.replace(at, at.replace(text, shown)));
      await page.getByText(shown, { exact: true }).first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - saved);
      console.log(`save ${run} -> on the page: ${times.at(-1)} ms`);
    }
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`save to browser (${path.relative(ROOT, file)}): median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${sorted.at(-1)} ms over ${runs}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
