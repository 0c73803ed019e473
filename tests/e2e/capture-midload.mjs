// Screenshots of the data screens while their data is held back, to look at the shapes they reserve
// (#20): each /admins/* read but the session's own is delayed by four seconds.
// Not a test. Usage: node tests/e2e/capture-midload.mjs http://127.0.0.1:8181 /tmp/midload
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? join(tmpdir(), 'backoffice-midload');
mkdirSync(out, { recursive: true });

const HELD_MS = 4000;
const SCREENS = [
  '/dashboard/workplace',
  '/stats-center/paid-stats',
  '/stats-center/registration-stats',
  '/order-center/order-list',
  '/audit-center/moment-list',
];
const LOOKS = [
  { locale: 'en-US', theme: 'light' },
  { locale: 'zh-CN', theme: 'dark' },
];
const VIEWPORTS = { desktop: { width: 1350, height: 940 }, mobile: { width: 412, height: 823 } };

const login = await fetch(`${base}/admins/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'root', password: 'backoffice-demo' }),
}).then((r) => r.json());

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const { locale, theme } of LOOKS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of SCREENS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.addInitScript(
        ([token, l, th]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('arco-locale', l);
          localStorage.setItem('arco-theme', th);
        },
        [login.data, locale, theme],
      );
      await page.route('**/admins/**', async (route) => {
        const endpoint = new URL(route.request().url()).pathname;
        if (!endpoint.includes('/admins/info/') && !endpoint.includes('menu')) {
          await new Promise((resolve) => setTimeout(resolve, HELD_MS));
        }
        await route.continue().catch(() => {});
      });
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      const file = join(out, `${path.split('/').pop()}-${device}-${locale}-${theme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
