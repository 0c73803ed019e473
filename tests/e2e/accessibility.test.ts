import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#contract/routes';
import { AxeWalk, MODES, say } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** Screens of the audit center without a `q` queue mode: messages are read-only, the Appeals
 * screen is a queue already, and rules are a table of settings. */
const NO_QUEUE = new Set(['/audit-center/message-list', '/audit-center/appeal-list', '/audit-center/rule-list']);

/**
 * Every screen, dialog and sheet of the console through axe-core (a checker none of us wrote), in
 * en-US light and zh-CN dark, after its data is shown. One browser, one page, one server: the
 * walk is the suite's longest, so nothing is loaded twice.
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

  for (const mode of MODES) {
    it(`every screen, queue, dialog and sheet in ${mode.locale} ${mode.theme}`, async () => {
      const at = `${mode.theme} ${mode.locale}`;
      await walk.keepMode(mode);
      await page.reload();
      await page.getByRole('navigation', { name: say(mode, 'menu.label') }).waitFor();

      for (const route of ROUTES.filter((r) => !r.hideInMenu || r.path === '/user/setting')) {
        await walk.go(route.path);
        await walk.scan(`${at} ${route.path}`);
        if (route.path.startsWith('/audit-center/') && !NO_QUEUE.has(route.path)) {
          // Queue mode: the focused card, up next, the reasons; then back to the table.
          // A list with nothing pending shows its empty queue, which is scanned as well.
          await page.keyboard.press('q');
          const taking = page.getByText(say(mode, 'mod.queue.taking'));
          await page.locator('[data-queue-announcer]').waitFor({ state: 'attached' });
          await page.locator('[data-queue-focus]').or(taking).first().waitFor();
          await taking.waitFor({ state: 'detached' });
          await walk.scan(`${at} ${route.path} queue`, 'main');
          await page.keyboard.press('q');
          await page.locator('[data-queue-announcer]').waitFor({ state: 'detached' });
        }
        if (route.path === '/order-center/order-list') {
          const paid = page
            .getByRole('grid')
            .locator('tbody tr', { hasText: say(mode, 'orders.status.PAID') })
            .first();
          await paid.dblclick();
          await page
            .getByRole('complementary')
            .getByRole('button', { name: say(mode, 'orders.refund.open') })
            .click();
          const refund = page.getByRole('dialog');
          await refund.locator('input').first().waitFor();
          await walk.scan(`${at} refund dialog`);
          await page.keyboard.press('Escape');
          await refund.waitFor({ state: 'detached' });
        }
      }

      await page.keyboard.press('Control+k');
      await page
        .getByRole('dialog', { name: say(mode, 'palette.label') })
        .getByRole('combobox')
        .waitFor();
      await walk.scan(`${at} palette`);
      await page.keyboard.press('Escape');

      // On a list the sheet is at its longest (the decisions' keys), long enough to scroll.
      await walk.go('/audit-center/report-list');
      await page.keyboard.press('?');
      await page.getByRole('heading', { name: say(mode, 'sheet.title') }).waitFor();
      await walk.scan(`${at} shortcut sheet`);
      await page.keyboard.press('Escape');

      await walk.settings(mode);
      await walk.scan(`${at} settings drawer`);
      await page.keyboard.press('Escape');
      expect(walk.found).toEqual([]);
    }, 600_000);
  }
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
