// Page: 10 cold loads each of /login and of the workplace after login in headless Chromium:
// first contentful paint, load event, JS heap after GC, and the JS/CSS bytes the network carried.
// Then the floor: /login's first paint beside a static HTML page of the same size served by the
// same server, loaded alternately; and the time from the login Enter to the workplace's figures.
// Then four screens cold after login (cache off, a session in storage), desktop and mobile sizes:
// layout shift (CLS), largest contentful paint and the JS bytes fetched, medians of 5.
// Needs a build (`node build.mjs`); starts its own server on a fresh PGlite directory.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { call, emit, median, startServer } from './lib/server.mjs';
import { MEASURED_SCREENS } from './lib/screens.mjs';

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

/** A static page as big as /login's HTML, with a heading and a paragraph: what the browser alone costs. */
function writeFloorPage() {
  const dist = new URL('../../dist/client/', import.meta.url);
  const size = statSync(new URL('login.zh-CN.html', dist)).size;
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body>';
  const body = '<h1>Backoffice</h1><p>A static page of the same size as the login page, for the paint floor.</p>';
  const tail = '</body></html>';
  const pad = Math.max(0, size - head.length - body.length - tail.length - 7);
  const file = new URL('assets/bench-floor.html', dist);
  writeFileSync(file, `${head}${body}<!--${'x'.repeat(pad)}-->${tail}`);
  return () => rmSync(file, { force: true });
}

async function floorBeside(name, path) {
  const floor = [];
  const page = [];
  for (let i = 0; i < LOADS; i++) {
    floor.push((await coldLoad('/assets/bench-floor.html', null, 'h1')).fcp);
    page.push((await coldLoad(path, null, 'input')).fcp);
  }
  const f = median(floor);
  const p = median(page);
  emit({
    bench: 'page',
    page: name,
    measure: 'fcp_vs_floor',
    loads: LOADS,
    floor_fcp_ms_median: Math.round(f),
    fcp_ms_median: Math.round(p),
    ratio: Math.round((p / f) * 100) / 100,
    target_ratio: 1.5,
  });
}

/** From the Enter on the login form (the page idle, as after typing a password) to the workplace's figures on screen. */
async function loginToFigures() {
  const times = [];
  const checks = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.url + '/login', { waitUntil: 'networkidle' });
    await page.fill('input[autocomplete="username"]', 'root');
    await page.fill('input[autocomplete="current-password"]', 'backoffice-demo');
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__enter = null;
      w.__figures = null;
      addEventListener(
        'keydown',
        (e) => {
          if (e.key === 'Enter' && w.__enter === null) w.__enter = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (w.__figures === null && document.querySelector('main dl dd')) w.__figures = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /** @type {any} */ (window).__figures !== null, null, { timeout: 30_000 });
    times.push(await page.evaluate(() => /** @type {any} */ (window).__figures - /** @type {any} */ (window).__enter));
    // The login request (the password hash) and the part after it are measured apart.
    checks.push(
      await page.evaluate(() => {
        const login = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/admins/login'));
        return login ? login.responseEnd - login.startTime : 0;
      }),
    );
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  emit({
    bench: 'page',
    measure: 'login_enter_to_figures',
    runs: LOADS,
    ms_p50: Math.round(median(times)),
    ms_max: Math.round(sorted.at(-1)),
    login_request_ms_p50: Math.round(median(checks)),
    after_login_request_ms_p50: Math.round(median(times.map((t, i) => t - checks[i]))),
    target_p50_ms: 300,
  });
}

const STEADY_LOADS = Number(process.env.BENCH_STEADY_LOADS ?? 5);
const VIEWPORTS = { desktop: { width: 1350, height: 940 }, mobile: { width: 412, height: 823 } };

/** Layout shifts (as CLS counts them) and the last LCP candidate, from the first paint on. */
function watchPaints() {
  const w = /** @type {any} */ (window);
  w.__cls = 0;
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One cold load after login: until the network is quiet, the data shown and nothing busy. */
async function steadyLoad(path, token, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((t) => localStorage.setItem('token', t), token);
  // The hint every logged-in browser sends (server-hints.ts): the server draws the console's frame.
  await context.addCookies([{ name: 'console-session', value: '1', url: server.url }]);
  await context.addInitScript(watchPaints);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set();
  let js = 0;
  cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scripts.add(e.requestId));
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) js += e.encodedDataLength;
  });
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
  await page.waitForTimeout(300);
  const paints = await page.evaluate(() => ({
    cls: /** @type {any} */ (window).__cls,
    lcp: /** @type {any} */ (window).__lcp,
  }));
  await context.close();
  return { ...paints, js };
}

async function steadyScreens(token) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [name, path] of Object.entries(MEASURED_SCREENS)) {
      const runs = [];
      for (let i = 0; i < STEADY_LOADS; i++) runs.push(await steadyLoad(path, token, viewport));
      emit({
        bench: 'page',
        page: name,
        measure: 'cold_after_login',
        viewport: device,
        loads: STEADY_LOADS,
        cls_median: Math.round(median(runs.map((r) => r.cls)) * 10_000) / 10_000,
        cls_max: Math.round(Math.max(...runs.map((r) => r.cls)) * 10_000) / 10_000,
        lcp_ms_median: Math.round(median(runs.map((r) => r.lcp))),
        js_transfer_bytes_median: median(runs.map((r) => r.js)),
        target_cls: 0.02,
      });
    }
  }
}

const removeFloor = writeFloorPage();
try {
  await bench('login', '/login', null, 'input');
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  await bench('workplace', '/dashboard/workplace', token, 'main');
  await floorBeside('login', '/login');
  await loginToFigures();
  await steadyScreens(token);
} finally {
  removeFloor();
  await browser.close();
  await server.stop();
}
