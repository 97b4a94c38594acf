import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Where globalSetup leaves the run's shared Chromium (a WebSocket endpoint) for the test files. */
const SHARED_CHROMIUM_ENV = 'ASTER_SHARED_CHROMIUM';

/** Debian's chromium (scripts/ensure-chromium.sh installs it); Playwright's own download cannot be reached here. */
export function chromiumPath(): string {
  return existing(process.env.ASTER_CHROMIUM ?? '/usr/bin/chromium', 'ASTER_CHROMIUM');
}

/**
 * The tests' browser: Debian's chromium-headless-shell, the same Chromium (Blink, V8, the network stack) built as
 * the headless shell Playwright itself runs tests in, without the full browser around it. The full browser spent
 * about twice the CPU on the same journeys (tests/README.md). The benches keep the full browser (`launchChromium`),
 * which measures as a phone's Chrome would.
 */
export function testBrowserPath(): string {
  return existing(process.env.ASTER_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell', 'ASTER_HEADLESS_SHELL');
}

function existing(executable: string, variable: string): string {
  if (!fs.existsSync(executable)) throw new Error(`No Chromium at ${executable}: run scripts/ensure-chromium.sh or set ${variable}`);
  return executable;
}

const launchOptions = (executablePath: string, extraArgs: string[]): LaunchOptions => ({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
});

/** The full browser, for the benches; `extraArgs`: more switches (the accessibility bench opens a debugging port for Lighthouse). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(chromiumPath(), extraArgs));
}

/** A browser of its own for a test that cannot share the run's one (tests/consumers). */
export function launchTestBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions(testBrowserPath(), []));
}

/**
 * Starts the run's one Chromium (the tests project's globalSetup) and tells the test files where it is. Launching a
 * browser per file cost each browser file 2.5 to 4 s; the files still never meet, each in its own contexts.
 */
export async function startSharedChromium(): Promise<BrowserServer> {
  const server = await chromium.launchServer(launchOptions(testBrowserPath(), []));
  process.env[SHARED_CHROMIUM_ENV] = server.wsEndpoint();
  return server;
}

/**
 * The test file's browser: the run's shared Chromium when globalSetup started one (closing it then closes only this
 * file's contexts), else one of its own (a run without the tests project's globalSetup).
 */
export function fileBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_CHROMIUM_ENV];
  return endpoint === undefined ? launchTestBrowser() : chromium.connect(endpoint);
}
