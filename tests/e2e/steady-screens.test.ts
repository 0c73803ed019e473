import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#contract/routes';
import { api } from './api-call';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

const MAX_SHIFT = 0.02;
/** Each size in one of the languages, so that both languages' text lengths are laid out. */
const VIEWPORTS = {
  desktop: { width: 1350, height: 940, locale: 'en-US' },
  // Lighthouse's mobile preset: a Moto G Power's screen.
  mobile: { width: 412, height: 823, locale: 'zh-CN' },
} as const;

/** Screens with forms checked on the client (a new admin, a channel, the profile): the only ones with zod. */
const VALIDATING_SCREENS = ['/admin-center/admin-list', '/config-center/channel-list'];

interface ColdLoad {
  shift: number;
  shifts: string[];
  /** API calls made more than once (path and body) during the screen's first render. */
  repeated: string[];
  /** Scripts fetched that carry zod. */
  zodChunks: string[];
}

/** Layout shifts as the browser scores them (CLS), with the nodes that moved, from the first paint on. */
function watchShifts() {
  const w = window as unknown as { __shift: number; __shifts: string[] };
  w.__shift = 0;
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      w.__shift += entry.value;
      const nodes = entry.sources.map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}` : '?';
      });
      w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe.runIf(runBrowserTests)('steady screens (Chromium)', () => {
  let server: RunningServer;
  // A browser profile per page loading at once, each with its own cookies and storage: nothing one
  // screen's load remembers reaches another's.
  const browsers: Browser[] = [];
  let token = '';

  beforeAll(async () => {
    server = await startBuiltServer();
    token = await api<string>(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  }, 120_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
  });

  /** Whether a script the server serves carries zod (its error class's name survives minifying); each read once. */
  const zodOf = new Map<string, Promise<boolean>>();
  function carriesZod(script: string): Promise<boolean> {
    let known = zodOf.get(script);
    if (!known) {
      known = fetch(`${server.url}${script}`).then(async (r) => (await r.text()).includes('ZodError'));
      zodOf.set(script, known);
    }
    return known;
  }

  /** A reload of `path` with a session, cold (no cache), until its data is shown and the network is quiet. */
  async function coldLoad(path: string, name: keyof typeof VIEWPORTS, browser: Browser): Promise<ColdLoad> {
    const viewport = VIEWPORTS[name];
    const page: Page = await browser.context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Nothing remembered from an earlier screen (the business time zone, the menu's labels): the
    // first visit after login, the worst case.
    await page.addInitScript(
      ([t, locale]) => {
        localStorage.clear();
        localStorage.setItem('token', t);
        localStorage.setItem('arco-locale', locale);
      },
      [token, viewport.locale] as const,
    );
    await page.addInitScript(watchShifts);
    // The hints every logged-in browser sends (server-hints.ts): the server draws the console's frame
    // in the language in use.
    await browser.context.addCookies([
      { name: 'console-session', value: '1', url: server.url },
      { name: 'arco-locale', value: viewport.locale, url: server.url },
    ]);
    const calls = new Map<string, number>();
    page.on('request', (r) => {
      if (!r.url().includes('/admins/')) return;
      const key = `${new URL(r.url()).pathname} ${r.postData() ?? ''}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const { shift, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      return { shift: w.__shift, shifts: w.__shifts };
    });
    // The scripts the page fetched, from its own resource timings: reading each response's body as
    // it arrived missed a chunk in one run on a busy machine (its body came back unreadable), and
    // the screen seemed to ship no zod.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    await page.close();
    const zodChunks: string[] = [];
    for (const script of new Set(scripts)) if (await carriesZod(script)) zodChunks.push(script);
    return { shift, shifts, repeated: [...calls].filter(([, n]) => n > 1).map(([k]) => k), zodChunks };
  }

  const screens = ROUTES.filter((r) => !r.hideInMenu).map((r) => r.path);

  /** Pages of one size loading at once: a load is mostly waiting for the network to settle and for late shifts. */
  const PAGES_AT_ONCE = 3;

  /**
   * Each screen loaded cold once per viewport; the tests below read the same loads. The sizes load
   * side by side, each size a few screens at a time (one after another, the 48 loads held a
   * worker for two minutes).
   */
  const loads = new Map<keyof typeof VIEWPORTS, Promise<Record<string, ColdLoad>>>();
  function loadAll(name: keyof typeof VIEWPORTS): Promise<Record<string, ColdLoad>> {
    if (loads.size === 0) {
      for (const size of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
        const loaded = (async () => {
          const out: Record<string, ColdLoad> = {};
          const waiting = [...screens];
          const loader = async () => {
            const browser = await launchChromium();
            browsers.push(browser);
            for (let path = waiting.shift(); path; path = waiting.shift())
              out[path] = await coldLoad(path, size, browser);
          };
          await Promise.all(Array.from({ length: PAGES_AT_ONCE }, loader));
          return out;
        })();
        // Awaited by its own test; a failure before then is reported there, not as unhandled.
        loaded.catch(() => undefined);
        loads.set(size, loaded);
      }
    }
    return loads.get(name)!;
  }

  for (const name of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`no screen shifts its layout by more than ${MAX_SHIFT} as its data arrives (${name})`, async () => {
      const over = Object.entries(await loadAll(name)).filter(([, r]) => r.shift > MAX_SHIFT);
      expect(over.map(([p, r]) => `${p} ${r.shift.toFixed(3)}: ${r.shifts.join(' | ')}`)).toEqual([]);
    }, 600_000);
  }

  it('asks each endpoint once for a screen’s first render, and ships zod only to screens that validate', async () => {
    const found = await loadAll('desktop');
    expect(Object.keys(found)).toContain('/dashboard/workplace');
    expect(Object.entries(found).flatMap(([p, r]) => r.repeated.map((k) => `${p}: ${k}`))).toEqual([]);
    const shipped = Object.entries(found)
      .filter(([, r]) => r.zodChunks.length > 0)
      .map(([p]) => p);
    expect(shipped.sort()).toEqual([...VALIDATING_SCREENS].sort());
  }, 600_000);
});
