import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#contract/routes';
import enUS from '#client/i18n/app.en-US';
import zhCN from '#client/i18n/app.zh-CN';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rule sets of issue #17. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const MODES = [
  { locale: 'en-US', theme: 'light', words: enUS },
  { locale: 'zh-CN', theme: 'dark', words: zhCN },
] as const;
type Mode = (typeof MODES)[number];

/** Lists without a `q` queue mode: messages are read-only, and the Appeals screen is a queue already. */
const NO_QUEUE = new Set(['/audit-center/message-list', '/audit-center/appeal-list']);

/** A label as the console shows it in the mode's language. */
function say(mode: Mode, key: keyof typeof enUS): string {
  const words: Readonly<Record<string, string>> = mode.words;
  const text = words[key];
  if (text === undefined) throw new Error(`${mode.locale} has no ${key}`);
  return text;
}

/**
 * Every screen, dialog and sheet of the console through axe-core (a checker none of us wrote), in
 * en-US light and zh-CN dark, after its data is shown. One browser, one page, one server: the
 * walk is the suite's longest, so nothing is loaded twice.
 */
describe.runIf(runBrowserTests)('WCAG 2.2 AA by axe-core (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const found: string[] = [];

  /** Scans the page as it is and keeps each violation as `where: rule (impact) targets`. */
  async function scan(where: string, include?: string): Promise<void> {
    let axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (include) axe = axe.include(include);
    const { violations } = await axe.analyze();
    for (const v of violations) {
      const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim());
      found.push(`${where}: ${v.id} (${v.impact ?? '?'}) on ${v.nodes.length} node(s): ${nodes.join(' | ')}`);
    }
  }

  async function go(path: string): Promise<void> {
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('main :is(h1, h2, [role="grid"]):visible').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A grid is scanned with its rows, not its skeleton.
    const grid = page.locator('main [role="grid"]:visible');
    if ((await grid.count()) > 0) await grid.locator('tbody tr').first().waitFor();
  }

  /** The language and theme the console reads at its next load. */
  async function keepMode({ locale, theme }: Mode): Promise<void> {
    await page.evaluate(
      (m) => {
        localStorage.setItem('arco-locale', m.locale);
        localStorage.setItem('arco-theme', m.theme);
      },
      { locale, theme },
    );
  }

  async function settings(mode: Mode): Promise<Locator> {
    await page.getByRole('button', { name: say(mode, 'navbar.settings'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: say(mode, 'settings.title') });
    await drawer.getByRole('heading', { name: say(mode, 'settings.title') }).waitFor();
    return drawer;
  }

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
    page = await browser.context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the login page, in both modes', async () => {
    await page.goto(`${server.url}/login`);
    for (const mode of MODES) {
      await keepMode(mode);
      await page.goto(`${server.url}/login`);
      await page.locator('input[autocomplete="current-password"]').waitFor();
      await scan(`${mode.theme} ${mode.locale} /login`);
    }
    await page.locator('input[autocomplete="username"]').fill('root');
    await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/workplace/);
    expect(found).toEqual([]);
  });

  for (const mode of MODES) {
    it(`every screen, queue, dialog and sheet in ${mode.locale} ${mode.theme}`, async () => {
      const at = `${mode.theme} ${mode.locale}`;
      await keepMode(mode);
      await page.reload();
      await page.getByRole('navigation', { name: say(mode, 'menu.label') }).waitFor();

      for (const route of ROUTES.filter((r) => !r.hideInMenu || r.path === '/user/setting')) {
        await go(route.path);
        await scan(`${at} ${route.path}`);
        if (route.path.startsWith('/audit-center/') && !NO_QUEUE.has(route.path)) {
          // Queue mode: the focused card, up next, the reasons; then back to the table.
          // A list with nothing pending shows its empty queue, which is scanned as well.
          await page.keyboard.press('q');
          const taking = page.getByText(say(mode, 'mod.queue.taking'));
          await page.locator('[data-queue-announcer]').waitFor({ state: 'attached' });
          await page.locator('[data-queue-focus]').or(taking).first().waitFor();
          await taking.waitFor({ state: 'detached' });
          await scan(`${at} ${route.path} queue`, 'main');
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
          await scan(`${at} refund dialog`);
          await page.keyboard.press('Escape');
          await refund.waitFor({ state: 'detached' });
        }
      }

      await page.keyboard.press('Control+k');
      await page
        .getByRole('dialog', { name: say(mode, 'palette.label') })
        .getByRole('combobox')
        .waitFor();
      await scan(`${at} palette`);
      await page.keyboard.press('Escape');

      // On a list the sheet is at its longest (the decisions' keys), long enough to scroll.
      await go('/audit-center/report-list');
      await page.keyboard.press('?');
      await page.getByRole('heading', { name: say(mode, 'sheet.title') }).waitFor();
      await scan(`${at} shortcut sheet`);
      await page.keyboard.press('Escape');

      await settings(mode);
      await scan(`${at} settings drawer`);
      await page.keyboard.press('Escape');
      expect(found).toEqual([]);
    }, 300_000);
  }
  it('the drawer, the palette and the shortcut sheet keep focus inside while open and give it back on close', async () => {
    const mode = MODES[0];
    await keepMode(mode);
    await page.reload();
    await go('/audit-center/report-list');
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
