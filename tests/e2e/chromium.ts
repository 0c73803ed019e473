import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, playwrightFeaturesLeftOn } from '../bench/lib/chromium.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Whether the browser suite runs. Without Chromium it is skipped on a developer machine, but under
 * CI (CI set) it runs anyway and fails at launch, so a missing browser never passes silently.
 */
export const runBrowserTests = existsSync(CHROMIUM) || !!process.env.CI;

export { CHROMIUM_ARGS, playwrightFeaturesLeftOn };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's one Chromium (global-setup.ts), reached over its websocket. */
    chromiumEndpoint: string;
  }
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A fresh context (its own storage, cookies and cache: a new profile, as a user would have) in the
 * suite's one Debian Chromium, launched once for the run instead of once a file. Never a
 * downloaded browser build.
 */
export async function launchChromium(options: BrowserContextOptions = {}): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium`);
  const browser = await chromium.connect(endpoint);
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, ...options });
  // Two e2e files run at a time beside the other suites on two cores: waits allow for that.
  context.setDefaultTimeout(60_000);
  return {
    context,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}
