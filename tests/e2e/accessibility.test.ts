import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeWalk, MODES, say, itWalksEveryScreen } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/**
 * Every screen, dialog and sheet of the console through axe-core (a checker none of us wrote), in
 * en-US light, after its data is shown; the login page in both modes. zh-CN dark is walked by
 * accessibility-dark.test.ts, so that the two longest walks of the suite run side by side.
 */
describe.runIf(runBrowserTests)('WCAG 2.2 AA by axe-core (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let walk: AxeWalk;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
    page = await browser.context.newPage();
    walk = new AxeWalk(page, server.url);
    await walk.watchConsole();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the login page, in both modes', async () => {
    await page.goto(`${server.url}/login`);
    for (const mode of MODES) {
      await walk.keepMode(mode);
      await page.goto(`${server.url}/login`);
      await page.locator('input[autocomplete="current-password"]').waitFor();
      await walk.scan(`${mode.theme} ${mode.locale} /login`);
    }
    await page.locator('input[autocomplete="username"]').fill('root');
    await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/workplace/);
    expect(walk.found).toEqual([]);
  });

  it('the scan finds what it is there to find: a nameless button and grey on grey text put on the page', async () => {
    const control = new AxeWalk(page, server.url);
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'axe-probe';
      probe.style.cssText = 'position:fixed;top:0;left:0;z-index:1000;background:#ccc';
      // Styles set through the CSSOM: a style attribute in markup is refused by the page's CSP.
      const faint = document.createElement('p');
      faint.textContent = 'faint words';
      faint.style.color = '#bbb';
      probe.replaceChildren(Object.assign(document.createElement('button'), { type: 'button' }), faint);
      document.body.append(probe);
    });
    await control.scan('probe', '#axe-probe');
    await page.evaluate(() => document.getElementById('axe-probe')?.remove());
    expect(control.found.map((f) => f.split(':')[1]?.trim().split(' ')[0])).toEqual(['button-name', 'color-contrast']);
  });

  describe(`every screen, queue, dialog and sheet in ${MODES[0].locale} ${MODES[0].theme}`, () => {
    it('the console opens in that mode', async () => {
      const mode = MODES[0];
      await walk.keepMode(mode);
      await page.reload();
      await page.getByRole('navigation', { name: say(mode, 'menu.label') }).waitFor();
      expect(walk.found).toEqual([]);
    });
    itWalksEveryScreen(MODES[0], () => walk);
  });

  it('the drawer, the palette and the shortcut sheet keep focus inside while open and give it back on close', async () => {
    const mode = MODES[0];
    await walk.keepMode(mode);
    await page.reload();
    await walk.go('/audit-center/report-list');
    const inside = (name: string) =>
      page.evaluate((n) => {
        // No helper functions in here: the test's transform would name them with a helper the page lacks.
        const dialog = [...document.querySelectorAll('[role="dialog"]')].find(
          (d) =>
            (d.getAttribute('aria-label') ??
              document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent) === n,
        );
        return !!dialog && dialog.contains(document.activeElement);
      }, name);
    const opener = page.getByRole('button', { name: say(mode, 'navbar.settings'), exact: true });
    const cases: [string, () => Promise<void>][] = [
      [say(mode, 'settings.title'), () => page.keyboard.press('Enter')],
      [say(mode, 'palette.label'), () => page.keyboard.press('Control+k')],
      [say(mode, 'sheet.title'), () => page.keyboard.press('?')],
    ];
    for (const [name, open] of cases) {
      await opener.focus();
      await open();
      await expect.poll(() => inside(name), { message: `${name} takes focus` }).toBe(true);
      for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
      expect(await inside(name), `${name} keeps focus after 25 Tabs`).toBe(true);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => opener.evaluate((el) => el === document.activeElement), { message: `${name} gives focus back` })
        .toBe(true);
    }
  });
});
