// Debian's Chromium through playwright-core; never a downloaded browser.
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What Playwright switches off in every Chromium it launches (its own `--disable-features`): a
 * second `--disable-features` replaces the first instead of adding to it, so ours repeats these.
 * `playwrightFeaturesLeftOn` checks the list against Playwright's at each e2e run's launch.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
];

/**
 * Every new window of this Chromium (156) loads the omnibox's popup ahead of use, as two WebUI
 * pages in a renderer of their own that lives for 10–20 s, though a headless window has no
 * omnibox. The e2e suite opens a window per file and per cold load: on four of its files the
 * browser's CPU fell from 556 to 365 s with these off (tests/bench/RESULTS.md).
 */
const HEADLESS_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_DISABLED_FEATURES].join(',')}`,
  // More switches for one run, e.g. `--disable-gpu-vsync --disable-frame-rate-limit`: frames drawn as
  // soon as they are ready rather than at the display's 60 Hz, which leaves a page's own frame cost.
  ...(process.env.BENCH_CHROMIUM_ARGS ?? '').split(/\s+/).filter(Boolean),
];

/**
 * The features Playwright switched off at a launch (`spawnargs` of the browser's process) that
 * our `--disable-features`, which replaces Playwright's, would switch back on: none, or a new
 * Playwright added some and PLAYWRIGHT_DISABLED_FEATURES must take them.
 */
export function playwrightFeaturesLeftOn(spawnargs) {
  const lists = spawnargs
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const last = new Set(lists.at(-1) ?? []);
  return lists
    .slice(0, -1)
    .flat()
    .filter((feature) => !last.has(feature));
}

/** A persistent context in a fresh profile directory, so every launch starts cold. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bo-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 800 },
  });
}
