// Lighthouse: performance score, CLS, LCP and total blocking time of /login and of four screens after
// login, with Lighthouse's own mobile and desktop presets (simulated throttling), the HTTP cache
// cleared before every run, medians of LIGHTHOUSE_RUNS (3).
// Lighthouse is not a dependency (it wants Node ≥ 22 and ~100 packages); install it beside the
// project and name the folder:
//   npm i --prefix /tmp/lh lighthouse@13.5.0 && LIGHTHOUSE_DIR=/tmp/lh npm run bench -- lighthouse
// Without it this bench prints a `skipped` line and succeeds.
import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { call, emit, median, startServer } from './lib/server.mjs';
import { MEASURED_SCREENS } from './lib/screens.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// To look at one screen closely: LIGHTHOUSE_SCREENS=workplace LIGHTHOUSE_PRESETS=mobile, and
// LIGHTHOUSE_SAVE=<dir> keeps each run's report (JSON) there.
const SCREENS = process.env.LIGHTHOUSE_SCREENS?.split(',');
const PRESETS = process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['mobile', 'desktop'];
const SAVE = process.env.LIGHTHOUSE_SAVE;
let saved = 0;
/** The target: mobile performance of each screen above. */
const TARGET_MOBILE_SCORE = 90;

async function importFrom(dir, name) {
  const require = createRequire(join(dir, 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

let lighthouse;
let puppeteer;
let desktopConfig;
const dir = process.env.LIGHTHOUSE_DIR ?? process.cwd();
try {
  lighthouse = (await importFrom(dir, 'lighthouse')).default;
  puppeteer = (await importFrom(dir, 'puppeteer-core')).default;
  desktopConfig = (await importFrom(dir, 'lighthouse/core/config/desktop-config.js')).default;
} catch {
  emit({ bench: 'lighthouse', skipped: `lighthouse not found from ${dir}; see this file's header` });
  process.exit(0);
}

const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-lighthouse-bench-')) });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  userDataDir: mkdtempSync(join(tmpdir(), 'bo-lighthouse-chromium-')),
});

/**
 * One Lighthouse run on `path`. Lighthouse's storage reset would also drop the session from
 * localStorage, so it is turned off and the cache is cleared here instead.
 */
async function audit(path, token, preset) {
  const page = await browser.newPage();
  await page.goto(`${server.url}/assets/bench-missing`, { waitUntil: 'load' }).catch(() => {});
  await page.evaluate((t) => {
    if (t) localStorage.setItem('token', t);
    else localStorage.removeItem('token');
    // The hint a browser with a session sends (server-hints.ts), so the server draws the console's frame.
    document.cookie = `console-session=${t ? 1 : 0}; path=/`;
  }, token);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
  const result = await lighthouse(
    `${server.url}${path}`,
    flags,
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  await page.close();
  if (SAVE) writeFileSync(join(SAVE, `${preset}-${path.replace(/\W+/g, '_')}-${++saved}.json`), result.report);
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    finalUrl: result.lhr.finalDisplayedUrl,
  };
}

async function bench(name, path, token) {
  for (const preset of PRESETS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(path, token, preset));
    // A run that ended on /login measured the login, not the screen.
    const landed = runs.every((r) => new URL(r.finalUrl).pathname === path);
    emit({
      bench: 'lighthouse',
      page: name,
      preset,
      runs: RUNS,
      landed_on_screen: landed,
      score_median: median(runs.map((r) => r.score)),
      cls_median: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
      lcp_ms_median: Math.round(median(runs.map((r) => r.lcp))),
      fcp_ms_median: Math.round(median(runs.map((r) => r.fcp))),
      tbt_ms_median: Math.round(median(runs.map((r) => r.tbt))),
      ...(preset === 'mobile' && name !== 'login' ? { target_score: TARGET_MOBILE_SCORE } : {}),
    });
  }
}

try {
  if (!SCREENS || SCREENS.includes('login')) await bench('login', '/login', null);
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  for (const [name, path] of Object.entries(MEASURED_SCREENS))
    if (!SCREENS || SCREENS.includes(name)) await bench(name, path, token);
} finally {
  await browser.close();
  await server.stop();
}
