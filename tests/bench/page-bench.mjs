// Page: 10 cold loads each of /login and of the workplace after login in headless Chromium:
// first contentful paint, load event, JS heap after GC, and the JS/CSS bytes the network carried.
// Needs a build (`node build.mjs`); starts its own server on a fresh PGlite directory.
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { call, emit, median, startServer } from './lib/server.mjs';

const LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 10);
const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-page-bench-')) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

async function coldLoad(path, token, readySelector) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const bytes = { js: 0, css: 0, other: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    const key = type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : 'other';
    bytes[key] += e.encodedDataLength;
  });
  await page.goto(server.url + path, { waitUntil: 'load' });
  if (readySelector) await page.waitForSelector(readySelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0];
    return { fcp: fcp ? fcp.startTime : null, load: nav ? nav.loadEventEnd : null };
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return { ...timing, heap: heap.usedSize, bytes };
}

async function bench(name, path, token, readySelector) {
  const runs = [];
  for (let i = 0; i < LOADS; i++) runs.push(await coldLoad(path, token, readySelector));
  emit({
    bench: 'page',
    page: name,
    loads: LOADS,
    fcp_ms_median: Math.round(median(runs.map((r) => r.fcp))),
    load_ms_median: Math.round(median(runs.map((r) => r.load))),
    js_heap_after_gc_bytes_median: median(runs.map((r) => r.heap)),
    // Transfer sizes as the network log saw them (gzip/brotli as the server sent them).
    js_transfer_bytes: runs[0].bytes.js,
    css_transfer_bytes: runs[0].bytes.css,
  });
}

try {
  await bench('login', '/login', null, 'input');
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  await bench('workplace', '/dashboard/workplace', token, 'main');
} finally {
  await browser.close();
  await server.stop();
}
