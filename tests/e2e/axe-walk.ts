import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { watchConsole } from './console-watch';
import { ROUTES } from '#contract/routes';
import appEnUS from '#client/dictionaries/app.en-US';
import appZhCN from '#client/dictionaries/app.zh-CN';
import bootEnUS from '#client/dictionaries/boot.en-US';
import bootZhCN from '#client/dictionaries/boot.zh-CN';

/** Screens of the audit center without a `q` queue mode: messages are read-only, the Appeals
 * screen is a queue already, and rules are a table of settings. */
const NO_QUEUE = new Set([
  '/audit-center/message-list',
  '/audit-center/appeal-list',
  '/audit-center/rule-list',
  '/audit-center/second-review',
]);

/**
 * axe-core as @axe-core/playwright runs it (its own copy, not the lint's newer one). The walk puts it
 * into a page once and runs it there for every scan: the builder injected it twice a scan and, by
 * default, opened a blank page to gather the results, which together cost three quarters of each.
 */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/** The screens an axe walk visits: every menu entry and the user's settings page. */
export const WALKED_SCREENS = ROUTES.filter((r) => !r.hideInMenu || r.path === '/user/setting').map((r) => r.path);

/**
 * The walk of every screen (queue mode and the refund dialog included), then the palette, the
 * shortcut sheet and the settings drawer, declared as tests of the enclosing describe: each step is
 * its own test, so a slow machine gives each screen its own time and a failure names the screen.
 */
export function itWalksEveryScreen(mode: Mode, walk: () => AxeWalk): void {
  const steps: [string, (w: AxeWalk) => Promise<void>][] = [
    ...WALKED_SCREENS.map((path): [string, (w: AxeWalk) => Promise<void>] => [path, (w) => w.screen(mode, path)]),
    ['the palette, the shortcut sheet and the settings drawer', (w) => w.overlays(mode)],
  ];
  for (const [name, run] of steps) {
    it(
      name,
      async () => {
        const w = walk();
        const before = w.found.length;
        await run(w);
        expect(w.found.slice(before)).toEqual([]);
      },
      180_000,
    );
  }
}

/** What a scan brings back from the page: enough to name each rule and place. */
interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string; failureSummary: string }[];
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rule sets of issue #17. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The console's words after login and those of /login, which loads before the shell. */
const enUS = { ...bootEnUS, ...appEnUS };
const zhCN = { ...bootZhCN, ...appZhCN };

export const MODES = [
  { locale: 'en-US', theme: 'light', words: enUS },
  { locale: 'zh-CN', theme: 'dark', words: zhCN },
] as const;
export type Mode = (typeof MODES)[number];

/** A label as the console shows it in the mode's language. */
export function say(
  mode: Mode,
  key: keyof typeof enUS,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const words: Readonly<Record<string, string>> = mode.words;
  const text = words[key];
  if (text === undefined) throw new Error(`${mode.locale} has no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * One page walked through the console and scanned by axe-core (a checker none of us wrote): each
 * violation is kept as `where: rule (impact) on n node(s): targets`, so a test ends with
 * `expect(walk.found).toEqual([])` and a failure names every rule and place at once.
 */
export class AxeWalk {
  readonly found: string[] = [];
  /** Whether watchConsole was called: then each screen reached also checks that the document does not scroll. */
  private consoleWatched = false;

  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  /**
   * Also keeps, as findings of the step where they happen, every console error or warning, page
   * error and CSP report, and a document that scrolls (only the pane under the tab bar may: a
   * screen-reader caption placed against the body once made whole pages scroll). The walks visit
   * every screen in both themes, so this is where a console that is not clean shows. Call before
   * the page's first load.
   */
  async watchConsole(): Promise<void> {
    this.consoleWatched = true;
    await watchConsole(this.page, (entry) => this.found.push(`${this.page.url()}: ${entry}`));
  }

  /** Scans the page as it is (or the part `include` selects). */
  async scan(where: string, include?: string): Promise<void> {
    const { page } = this;
    // Once per document: the walk moves through the console by history, so the page stays.
    if (!(await page.evaluate(() => 'axe' in window))) {
      await page.evaluate(AXE_SOURCE);
      await page.evaluate(() =>
        (window as unknown as { axe: { configure(spec: object): void } }).axe.configure({
          allowedOrigins: ['<same_origin>'],
        }),
      );
    }
    const violations: Violation[] = await page.evaluate(
      async ({ selector, tags }) => {
        const { axe } = window as unknown as {
          axe: { run(context: unknown, options: object): Promise<AxeResults> };
        };
        const results = await axe.run(selector ? { include: [selector] } : document, {
          runOnly: { type: 'tag', values: tags },
          // Only the violations are read: axe then builds a selector for no other node (passes,
          // incomplete and inapplicable keep one example each), most of a scan's time on a table.
          resultTypes: ['violations'],
        });
        return results.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), failureSummary: n.failureSummary ?? '' })),
        }));
      },
      { selector: include ?? null, tags: WCAG_TAGS },
    );
    for (const v of violations) {
      const nodes = v.nodes.slice(0, 3).map((n) => `${n.target} ${n.failureSummary}`.trim());
      this.found.push(`${where}: ${v.id} (${v.impact ?? '?'}) on ${v.nodes.length} node(s): ${nodes.join(' | ')}`);
    }
  }

  /** A navigation inside the console (no reload, so page settings stay), once the screen has data. */
  async go(path: string): Promise<void> {
    const { page } = this;
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('main :is(h1, h2, [role="grid"]):visible').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A grid is scanned with its rows, not its skeleton.
    const grid = page.locator('main [role="grid"]:visible');
    if ((await grid.count()) > 0) await grid.locator('tbody tr').first().waitFor();
    if (this.consoleWatched) {
      const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      if (overflow > 0) this.found.push(`${path}: the document scrolls by ${overflow} px`);
    }
  }

  /** The language and theme the console reads at its next load. */
  async keepMode({ locale, theme }: Mode): Promise<void> {
    await this.page.evaluate(
      (m) => {
        localStorage.setItem('arco-locale', m.locale);
        localStorage.setItem('arco-theme', m.theme);
      },
      { locale, theme },
    );
  }

  /** Logs in from /login as `username` and waits for the console's menu. */
  async logIn(mode: Mode, username: string): Promise<void> {
    const { page } = this;
    await page.goto(`${this.url}/login`);
    await this.keepMode(mode);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${this.url}/login`);
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: say(mode, 'menu.label') }).waitFor();
  }

  /** Scans `route` as the menu reaches it, with its queue mode and, for orders, the refund dialog. */
  async screen(mode: Mode, path: string): Promise<void> {
    const { page } = this;
    const at = `${mode.theme} ${mode.locale}`;
    await this.closeOtherTabs(mode);
    await this.go(path);
    await this.scan(`${at} ${path}`);
    if (path.startsWith('/audit-center/') && !NO_QUEUE.has(path)) {
      // Queue mode: the focused card, up next, the reasons; then back to the table.
      // A list with nothing pending shows its empty queue, which is scanned as well.
      await page.keyboard.press('q');
      const taking = page.getByText(say(mode, 'mod.queue.taking'));
      await page.locator('[data-queue-announcer]').waitFor({ state: 'attached' });
      await page.locator('[data-queue-focus]').or(taking).first().waitFor();
      await taking.waitFor({ state: 'detached' });
      await this.scan(`${at} ${path} queue`, 'main');
      await page.keyboard.press('q');
      await page.locator('[data-queue-announcer]').waitFor({ state: 'detached' });
    }
    if (path === '/order-center/order-list') {
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
      await this.scan(`${at} refund dialog`);
      await page.keyboard.press('Escape');
      await refund.waitFor({ state: 'detached' });
    }
  }

  /** The palette, the shortcut sheet (on a list, where it is at its longest) and the settings drawer. */
  async overlays(mode: Mode): Promise<void> {
    const { page } = this;
    const at = `${mode.theme} ${mode.locale}`;
    await page.keyboard.press('Control+k');
    await page
      .getByRole('dialog', { name: say(mode, 'palette.label') })
      .getByRole('combobox')
      .waitFor();
    await this.scan(`${at} palette`);
    // The scroll lock's own style element is admitted (by the page's nonce): the page behind stays put.
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    if (overflow !== 'hidden') this.found.push(`${at} palette: the page behind scrolls (overflow ${overflow})`);
    await page.keyboard.press('Escape');

    // On a list the sheet is at its longest (the decisions' keys), long enough to scroll.
    await this.go('/audit-center/report-list');
    await page.keyboard.press('?');
    await page.getByRole('heading', { name: say(mode, 'sheet.title') }).waitFor();
    await this.scan(`${at} shortcut sheet`);
    await page.keyboard.press('Escape');

    await this.settings(mode);
    await this.scan(`${at} settings drawer`);
    await page.keyboard.press('Escape');
  }

  /**
   * Closes every tab but the current one through the tab bar's menu, as a user tidying up does. A
   * walk through every screen would otherwise keep each one mounted (hidden, in its <Activity>)
   * behind the next, and axe reads the whole document: its scans grew from under one second on the
   * first screens to three on the last. Each screen is then scanned beside one kept tab.
   */
  async closeOtherTabs(mode: Mode): Promise<void> {
    const { page } = this;
    const tabs = page.getByRole('navigation', { name: say(mode, 'tabs.label') });
    if ((await tabs.getByRole('link').count()) <= 2) return;
    await page.getByRole('button', { name: say(mode, 'tabs.actions'), exact: true }).click();
    await page.getByRole('menuitem', { name: say(mode, 'tabs.closeOthers') }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
  }

  /** Opens the settings drawer from the navbar. */
  async settings(mode: Mode): Promise<Locator> {
    const { page } = this;
    await page.getByRole('button', { name: say(mode, 'navbar.settings'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: say(mode, 'settings.title') });
    await drawer.getByRole('heading', { name: say(mode, 'settings.title') }).waitFor();
    return drawer;
  }

  /**
   * Colour-weak mode switched on (or off) through the settings drawer, as a user does. It is a page
   * setting that a reload forgets, so a walk that needs it navigates with `go` afterwards.
   */
  async colourWeak(mode: Mode, on = true): Promise<void> {
    const { page } = this;
    const inks = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return ['--danger-ink', '--success-ink'].map((name) => style.getPropertyValue(name)).join(' ');
      });
    const before = await inks();
    const drawer = await this.settings(mode);
    const toggle = drawer.getByRole('switch', { name: say(mode, 'settings.colorWeak') });
    const flip = (await toggle.getAttribute('aria-checked')) !== String(on);
    if (flip) await toggle.click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.locator('body[color-weak]').waitFor({ state: on ? 'attached' : 'detached' });
    // The scan must see the other palette: red and green inks give way to vermillion and blue.
    if (flip && (await inks()) === before)
      throw new Error(`colour-weak mode ${on ? 'on' : 'off'} left the inks at ${before}`);
  }
}
