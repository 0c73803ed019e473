// Debian's Chromium through playwright-core; never a downloaded browser.
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // More switches for one run, e.g. `--disable-gpu-vsync --disable-frame-rate-limit`: frames drawn as
  // soon as they are ready rather than at the display's 60 Hz, which leaves a page's own frame cost.
  ...(process.env.BENCH_CHROMIUM_ARGS ?? '').split(/\s+/).filter(Boolean),
];

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
