import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

const PASSWORD = 'backoffice-demo';

/** Every script answers `ms` late, as on a slow link; the page itself arrives at once. */
async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

interface Watch {
  /** The page's <main> as the server drew it is still the one on screen. */
  sameMain: boolean;
  /** Each layout shift with the nodes it moved, so that a failure says what moved. */
  shifts: string[];
  cspReports: string[];
}

/**
 * Before any script of the page runs (readyState "interactive" comes before deferred and module
 * scripts), notes the server's <main>; counts layout shifts and CSP reports from the start.
 */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __main: Element | null; __shifts: string[]; __csp: string[] };
    w.__shifts = [];
    w.__csp = [];
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.__main = document.querySelector('#root main');
    });
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(e.violatedDirective));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const nodes = entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : '?';
        });
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${nodes.join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function takeover(page: Page): Promise<Watch> {
  return page.evaluate(() => {
    const w = window as unknown as { __main: Element | null; __shifts: string[]; __csp: string[] };
    return {
      sameMain: w.__main !== null && w.__main === document.querySelector('#root main'),
      shifts: w.__shifts,
      cspReports: w.__csp,
    };
  });
}

/**
 * A proxy to `origin` that sends the page at `path` in two parts, `pauseMs` apart, cut before
 * `cutBefore`, as a slow link or a slow device's parser would deliver it; everything else as is.
 */
async function startTwoPartProxy(origin: string, path: string, cutBefore: string, pauseMs: number) {
  const proxy: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(origin + (req.url ?? '/'), { headers: { cookie: req.headers.cookie ?? '' } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      res.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (req.url !== path) {
        res.end(body);
        return;
      }
      const text = body.toString('utf8');
      const cut = text.indexOf(cutBefore);
      if (cut < 0) throw new Error(`${cutBefore} is not on ${path}`);
      res.write(text.slice(0, cut));
      setTimeout(() => res.end(text.slice(cut)), pauseMs);
    })().catch((e: unknown) => res.destroy(e as Error));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

describe.runIf(runBrowserTests)('pages the server draws (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('with scripts off: /login, a protected page and not-found are whole, in the language and theme the browser last told', async () => {
    const noScripts = await launchChromium({ javaScriptEnabled: false });
    try {
      const page = await noScripts.context.newPage();
      await page.goto(`${server.url}/login`);
      expect(await page.getByRole('heading', { name: '登录 Backoffice' }).isVisible()).toBe(true);
      expect(await page.getByPlaceholder('用户名').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
      expect((await page.goto(`${server.url}/dashboard/workplace`))?.status()).toBe(200);
      expect(await page.getByPlaceholder('密码').isVisible()).toBe(true);
      // Drawn, and said as what it is to the browser (and to a crawler or a link checker).
      expect((await page.goto(`${server.url}/no/such/page`))?.status()).toBe(404);
      expect(await page.getByRole('heading', { name: '页面不存在' }).isVisible()).toBe(true);
      // The tab's icon comes from the console's own assets (the browser asks no /favicon.ico).
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      const iconReply = await page.request.get(server.url + icon);
      expect(iconReply.status()).toBe(200);
      expect(iconReply.headers()['content-type']).toMatch(/^image\/svg\+xml/);

      await noScripts.context.addCookies([
        { name: 'arco-locale', value: 'en-US', url: server.url },
        { name: 'arco-theme', value: 'dark', url: server.url },
      ]);
      await page.goto(`${server.url}/login`);
      expect(await page.getByRole('heading', { name: 'Log in to Backoffice' }).isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      expect(await page.locator('body').getAttribute('arco-theme')).toBe('dark');
    } finally {
      await noScripts.close();
    }
  });

  it('the console takes /login and not-found over in place: the same nodes, no layout shift, no error, no CSP report', async () => {
    for (const [path, landsOn] of [
      ['/dashboard/workplace', '/login?redirect=Workplace'],
      ['/no/such/page', '/no/such/page'],
    ] as const) {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await watchTakeover(page);
      await page.goto(server.url + path);
      // Hydrated: the progress bar the console adds after the guard has run.
      await page.locator('[role="progressbar"][data-state="done"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(landsOn);
      expect(await takeover(page)).toEqual({ sameMain: true, shifts: [], cspReports: [] });
      // The not-found page comes with a 404, which Chromium reports on the console as a failed load.
      const own404 =
        path === '/no/such/page'
          ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [];
      expect(errors).toEqual(own404);
      await page.close();
    }
  });

  it('a page that arrives in two parts is painted whole, not half a page that then grows', async () => {
    // Cut inside the centred section: painted as it came, the section would grow and move up.
    const proxy = await startTwoPartProxy(server.url, '/no/such/page', '<p class=', 600);
    const page = await browser.context.newPage();
    try {
      await watchTakeover(page);
      await page.goto(proxy.url + '/no/such/page');
      await page.locator('[role="progressbar"][data-state="done"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      expect(await page.getByRole('button', { name: '前往登录' }).isVisible()).toBe(true);
      expect((await takeover(page)).shifts).toEqual([]);
    } finally {
      await page.close();
      await proxy.close();
    }
  });

  it('what is typed before the scripts have come is kept, and its Enter logs in once they have', async () => {
    const page = await browser.context.newPage();
    await slowScripts(page, 700);
    const nativeSubmits: string[] = [];
    let logins = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.method() === 'POST') nativeSubmits.push(r.url());
      if (r.url().endsWith('/admins/login')) logins += 1;
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByPlaceholder('用户名').waitFor();
    // The server's page focuses the username field: typing goes there, Tab to the password.
    await page.keyboard.type('agent');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/workplace/, { timeout: 30_000 });
    expect({ nativeSubmits, logins }).toEqual({ nativeSubmits: [], logins: 1 });
    await page.close();
  });

  it('a remembered username is filled in and the password focused once the console has the form', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('login-remembered-username', 'agent');
    });
    await page.reload();
    await page.locator('[role="progressbar"][data-state="done"]').waitFor({ state: 'attached' });
    expect(await page.getByPlaceholder('用户名').inputValue()).toBe('agent');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.close();
  });

  it('a reload with a session shows the console’s frame before any script has run, then the console', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('用户名').fill('root');
    await page.getByPlaceholder('密码').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/workplace/);
    await page.getByRole('navigation', { name: /侧边菜单|Side menu/ }).waitFor();

    await slowScripts(page, 1500);
    await page.goto(`${server.url}/dashboard/workplace`, { waitUntil: 'commit' });
    // Drawn by the server: navbar and menu rows, while every script is still on its way.
    const frame = page.locator('#root [data-console-frame]');
    await frame.waitFor({ timeout: 1000 });
    expect(await frame.locator('header').textContent()).toContain('Backoffice');
    // Then, while the guard and the console's chunk load, the menu of the last session.
    await frame.getByText('审核中心').waitFor({ timeout: 10_000 });
    await page.getByRole('navigation', { name: /侧边菜单|Side menu/ }).waitFor({ timeout: 30_000 });
    expect(await frame.count()).toBe(0);
    await page.close();
  });
});
