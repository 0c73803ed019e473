import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Whether the browser suite runs. Without Chromium it is skipped on a developer machine, but under
 * CI (CI set) it runs anyway and fails at launch, so a missing browser never passes silently.
 */
export const runBrowserTests = existsSync(CHROMIUM) || !!process.env.CI;

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile. Never a downloaded browser build. */
export async function launchChromium(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'bo-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1360, height: 860 },
    ...options,
  });
  // Two e2e files run at a time beside the other suites on two cores: waits allow for that.
  context.setDefaultTimeout(60_000);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
