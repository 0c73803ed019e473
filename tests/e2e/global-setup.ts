import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { migratedPgliteOnce } from '../api/migrated-pglite';
import { seededDemoOnce } from '../seeded-demo';
import { CHROMIUM, CHROMIUM_ARGS, playwrightFeaturesLeftOn, runBrowserTests } from './chromium';

/**
 * The e2e suite runs against the real bundle, built once before any test, and every server of
 * the suite starts on a copy of the demo seeded once (tests/seeded-demo.ts): seeding costs ~25 s
 * of CPU per start. One Chromium serves every file, each in a context of its own (chromium.ts).
 */
/**
 * One renderer process per context: the suite opens hundreds of pages, and each new page had a
 * renderer started for it (and one kept warm for the next), ~0.45 s of CPU each. Pages of one
 * context then share a process; contexts never do (each file's context still gets its own).
 * Three e2e files, twice each: 378–407 → 343 s of the machine's CPU, 226–237 → 206–208 s of wall
 * (tests/bench/RESULTS.md). The benches keep Chromium's default: a page's figures are its own.
 */
const SUITE_ARGS = ['--renderer-process-limit=1'];

export default async function setup(project: TestProject) {
  project.provide('seededDataDir', await seededDemoOnce());
  // The files that run the app in their own process start on the API suite's migrated copy.
  project.provide('migratedPglite', await migratedPgliteOnce());
  if (!runBrowserTests) {
    project.provide('chromiumEndpoint', '');
    return;
  }
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...SUITE_ARGS] });
  const dropped = playwrightFeaturesLeftOn(browser.process().spawnargs);
  if (dropped.length > 0) {
    await browser.close();
    throw new Error(
      `Playwright switches off ${dropped.join(', ')}, which our --disable-features (it replaces Playwright's) ` +
        'switches back on: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/bench/lib/chromium.mjs',
    );
  }
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return () => browser.close();
}
