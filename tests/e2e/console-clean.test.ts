import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#contract/routes';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** Console errors, warnings and CSP reports, with where they happened. */
function watchConsole(page: Page, where: () => string): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${where()}: ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`${where()}: ${e.message}`));
  return seen;
}

describe.runIf(runBrowserTests)('a clean console (Chromium)', () => {
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

  it('no console error and no CSP report on any screen, in both themes, with the palette and the settings drawer opened', async () => {
    const page = await browser.context.newPage();
    let where = '/login';
    const seen = watchConsole(page, () => where);
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      ),
    );
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('Username').fill('root');
    await page.getByPlaceholder('Password').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor();

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('arco-theme', t), theme);
      await page.reload();
      await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
      for (const route of ROUTES.filter((r) => !r.hideInMenu)) {
        where = `${theme} ${route.path}`;
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, route.path);
        await page.locator('main :is(h1, h2, [role="grid"]):visible').first().waitFor();
        await page.waitForLoadState('networkidle');
        // Only the pane under the tab bar scrolls: the document itself never grows past the window
        // (a screen-reader caption placed against the body once made whole pages scroll).
        const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        if (overflow > 0) seen.push(`${where}: the document scrolls by ${overflow} px`);
      }
      where = `${theme} palette`;
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
      // The scroll lock's own style element is admitted (by the page's nonce): the page behind stays put.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      where = `${theme} settings drawer`;
      await page.getByRole('button', { name: 'Page settings' }).click();
      await page
        .getByRole('dialog', { name: 'Page settings' })
        .getByRole('heading', { name: 'Page settings' })
        .waitFor();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    expect(seen).toEqual([]);
  });
});
