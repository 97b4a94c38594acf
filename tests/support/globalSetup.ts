import type { BrowserServer } from 'playwright-core';
import { startSharedChromium, testBrowserPath } from './chromium';

declare global {
  // Read by globalTeardown (Jest runs both in its own process).
  var asterSharedChromium: BrowserServer | undefined;
}

/** One Chromium for the run's browser files (tests/support/chromium.ts). */
export default async function globalSetup(): Promise<void> {
  // Without Chromium the harness files still run; a browser file then fails with testBrowserPath's message.
  try {
    testBrowserPath();
  } catch {
    return;
  }
  globalThis.asterSharedChromium = await startSharedChromium();
}
