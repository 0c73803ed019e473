import type { BrowserContext } from 'playwright-core';

/** The switches every headless Chromium of the benches and the e2e suite starts with. */
export const CHROMIUM_ARGS: readonly string[];
export function launchChromium(): Promise<BrowserContext>;
/** The features Playwright switched off at a launch that our `--disable-features` leaves on. */
export function playwrightFeaturesLeftOn(spawnargs: readonly string[]): string[];
