// Script after login (#44): for each measured screen, cold loads with a session (cache off) in
// Debian's Chromium: the main thread's script time (a V8 CPU profile from the navigation until the
// page is quiet: every sample but idle and "(program)"), and the JS it fetched, split at the moment
// the screen's content is first on screen (gzip bytes from dist/build-report.json).
// SCRIPT_BENCH_BUILDS=dist,.tmp/before/dist compares builds (each its own server on a fresh
// PGlite), loading them alternately; SCRIPT_BENCH_LOADS (6) loads per screen and build.
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { call, emit, median, startServer } from './lib/server.mjs';
import { MEASURED_SCREENS } from './lib/screens.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LOADS = Number(process.env.SCRIPT_BENCH_LOADS ?? 6);
const BUILDS = (process.env.SCRIPT_BENCH_BUILDS ?? 'dist').split(',');
const VIEWPORT = { width: 1350, height: 940 };

/** What counts as the screen being there: its figures, its first row, its first item. */
const CONTENT = {
  workplace: 'main dl dd',
  'moment-list': 'main [role="grid"] tbody tr, main [data-queue-focus]',
  'order-list': 'main tbody tr',
  'paid-stats': 'main dl dd',
};

function watchContent(selector) {
  const w = /** @type {any} */ (window);
  w.__content = null;
  new MutationObserver(() => {
    if (w.__content === null && document.querySelector(selector)) w.__content = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** Self time of every profile sample that ran script (GC within it included) until `untilUs`, in ms. */
function scriptMs(profile, untilUs = Infinity) {
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)', '(root)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  let us = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (!idle.has(id) && at <= untilUs) us += profile.timeDeltas[i] ?? 0;
  });
  return us / 1000;
}

async function coldLoad(browser, server, path, token, selector) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  await context.addCookies([{ name: 'console-session', value: '1', url: server.url }]);
  await context.addInitScript(watchContent, selector);
  const page = await context.newPage();
  // A page of the same site first, so that the navigation stays in the renderer the profiler is in.
  await page.goto(`${server.url}/assets/bench-missing`).catch(() => {});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  let documentAt = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !documentAt) documentAt = e.timestamp;
  });
  await cdp.send('Profiler.start');
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForFunction(() => /** @type {any} */ (window).__content !== null, null, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  // The scripts fetched, each with whether it was asked for before the content was first on screen.
  const seen = await page.evaluate(() => {
    const content = /** @type {any} */ (window).__content;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ name: e.name.split('/').pop(), before: e.startTime < content }));
    const fetchStart = performance.getEntriesByType('navigation')[0]?.fetchStart ?? 0;
    return { content, fetchStart, scripts };
  });
  await context.close();
  // The profile's clock is the network's (monotonic µs); the page's is placed on it at the document's request.
  const contentUs = documentAt * 1e6 + (seen.content - seen.fetchStart) * 1000;
  return {
    script: scriptMs(profile),
    scriptToContent: scriptMs(profile, contentUs),
    scripts: seen.scripts,
    contentMs: seen.content,
  };
}

async function runBuild(main) {
  const dist = join(root, main.replace(/\/$/, ''));
  const report = JSON.parse(readFileSync(join(dist, 'build-report.json'), 'utf8'));
  const gzipOf = new Map(report.chunks.map((c) => [c.chunk, c.gzip]));
  const server = await startServer(
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-script-bench-')) },
    [],
    [],
    join(dist, 'server/main.js'),
  );
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  return { main, server, token, gzipOf };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const builds = [];
try {
  for (const main of BUILDS) builds.push(await runBuild(main));
  for (const [name, path] of Object.entries(MEASURED_SCREENS)) {
    const runs = new Map(builds.map((b) => [b.main, []]));
    // Alternating, so that the host's load falls on every build alike.
    for (let i = 0; i < LOADS; i++)
      for (const b of builds) runs.get(b.main).push(await coldLoad(browser, b.server, path, b.token, CONTENT[name]));
    for (const b of builds) {
      const r = runs.get(b.main);
      const last = r.at(-1);
      const gz = (list) => list.reduce((n, s) => n + (b.gzipOf.get(s.name) ?? 0), 0);
      const before = last.scripts.filter((s) => s.before);
      emit({
        bench: 'script',
        build: b.main,
        page: name,
        loads: LOADS,
        script_ms_mean: Math.round(r.reduce((n, x) => n + x.script, 0) / r.length),
        script_ms_all: r.map((x) => Math.round(x.script)),
        script_ms_to_content_mean: Math.round(r.reduce((n, x) => n + x.scriptToContent, 0) / r.length),
        content_ms_median: Math.round(median(r.map((x) => x.contentMs))),
        js_gzip_before_content: gz(before),
        js_gzip_total: gz(last.scripts),
        chunks_before_content: before.length,
        chunks: last.scripts.length,
        chunk_list: process.env.SCRIPT_BENCH_CHUNKS
          ? last.scripts.map((s) => `${s.before ? '<' : '>'} ${s.name} ${b.gzipOf.get(s.name) ?? '?'}`)
          : undefined,
      });
    }
  }
} finally {
  await browser.close();
  for (const b of builds) await b.server.stop();
}
