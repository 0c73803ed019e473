import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** Not the server's default (Asia/Shanghai), nor this machine's zone. */
const ZONE = 'America/New_York';

describe.runIf(runBrowserTests)('the business time zone comes with the page (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let token = '';

  beforeAll(async () => {
    server = await startBuiltServer({ BUSINESS_TIME_ZONE: ZONE });
    browser = await launchChromium();
    token = await api<string>(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('every page the server sends names the zone', async () => {
    for (const path of ['/login', '/stats-center/paid-stats', '/no-such-page']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain(`<meta name="business-time-zone" content="${ZONE}">`);
    }
  });

  it('a stats screen states the zone and takes its default day from it before any reply has named it, on a browser that never saw it', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript((t) => {
      localStorage.clear();
      localStorage.setItem('token', t);
      localStorage.setItem('arco-locale', 'en-US');
    }, token);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/admins/paid-stats/get', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/stats-center/paid-stats`);
    await page.getByText(`Days and times are in the business time zone, ${ZONE}.`).waitFor({ state: 'visible' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    await expect.poll(() => page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    expect(asked).toBe(true);
    release();
    await page.getByRole('figure').first().waitFor();
    await page.close();
  });
});
