import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { submitLogin } from './log-in';
import { startBuiltServer, type RunningServer } from './run-server';

/** A phone as Playwright describes one: touch, a mobile viewport, 390 × 844. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** The boxes of the page that scroll sideways now, with how far: none when everything fits. */
function sideScrolled(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth)
      .map((el) => `${el.scrollWidth - el.clientWidth} px past ${el.className}`),
  );
}

/** The titles of the table's columns whose header lies wholly on the screen, as a reader sees them. */
function headersOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="grid"] th[scope="col"]')]
      .filter((th) => {
        const box = th.getBoundingClientRect();
        return box.left >= 0 && box.right <= innerWidth;
      })
      .map((th) => th.textContent ?? ''),
  );
}

/** How wide the document is laid out: past the window's width, the page scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openList(page: Page, url: string, path: string): Promise<void> {
  await page.goto(url + path);
  await page.locator('[role="grid"] tbody tr[data-row-key]').first().waitFor();
}

describe.runIf(runBrowserTests)('list screens at a desktop and a phone width (Chromium)', () => {
  let server: RunningServer;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    server = await startBuiltServer();
  }, 120_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
  });

  async function loggedIn(options: Parameters<typeof launchChromium>[0]): Promise<Page> {
    const browser = await launchChromium(options);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await submitLogin(page, server.url, 'root');
    await page.waitForURL(/workplace/);
    return page;
  }

  /** A list screen at phone width, logged in, its first row drawn. */
  async function onPhone(path: string): Promise<Page> {
    const page = await loggedIn(PHONE);
    await openList(page, server.url, path);
    return page;
  }

  /**
   * The suite's headless Chromium draws no scrollbars, but on Windows the page's own takes 17 px of
   * the window (these pages are taller than it): a window is measured at its width less that.
   */
  const CLASSIC_SCROLLBAR = 17;

  const desktopTables = [
    {
      name: 'rules',
      path: '/audit-center/rule-list',
      headers: [
        'Name',
        'Term or pattern',
        'Action',
        'Applies to',
        'Hits',
        'Precision',
        'Hits / day',
        'Enabled',
        'Updated',
      ],
    },
    {
      name: 'accounts',
      path: '/account-center/account-list',
      headers: ['ID', 'Account', 'Phone', 'Channel', 'Status', 'State', 'Reports', 'Created', 'Last action'],
    },
    {
      name: 'orders',
      path: '/order-center/order-list',
      headers: ['Order number', 'Status', 'Account', 'Amount', 'Refunded', 'Payment method', 'Paid at'],
    },
    {
      name: 'admins',
      path: '/admin-center/admin-list',
      headers: ['Username', 'Name', 'Roles', 'Status', 'Sessions', 'Last seen'],
    },
  ];

  for (const table of desktopTables) {
    it(`the ${table.name} table fits a 1280 px window beside the default menu, and wider ones, with every column`, async () => {
      const page = await loggedIn({ viewport: { width: 1280, height: 800 } });
      for (const width of [1280, 1360, 1440]) {
        await page.setViewportSize({ width: width - CLASSIC_SCROLLBAR, height: 800 });
        await openList(page, server.url, table.path);
        expect(await sideScrolled(page), `${width} px`).toEqual([]);
        expect(await page.getByRole('button', { name: 'More columns to the right' }).count()).toBe(0);
        expect(await headersOnScreen(page)).toEqual(table.headers);
      }
    }, 120_000);
  }

  it('the content lists with two text columns (comments, replies, about me) fit a 1280 px window beside the menu', async () => {
    const page = await loggedIn({ viewport: { width: 1280 - CLASSIC_SCROLLBAR, height: 800 } });
    for (const path of ['/audit-center/moment-comment-list', '/audit-center/about-account-list']) {
      await openList(page, server.url, path);
      expect(await sideScrolled(page), path).toEqual([]);
      expect(await page.getByRole('button', { name: 'More columns to the right' }).count(), path).toBe(0);
    }
  }, 120_000);

  it('on a phone, the accounts list shows the id, the account and its status first, its filters behind a button', async () => {
    const page = await onPhone('/account-center/account-list');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await headersOnScreen(page)).toEqual(['ID', 'Account', 'Status']);
    // The table starts on the first screen; the filters wait behind their button until it is tapped.
    expect((await page.getByRole('grid').boundingBox())!.y).toBeLessThan(400);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await page.getByRole('search', { name: 'Filters' }).isVisible()).toBe(false);
    await filters.tap();
    await page.getByRole('search', { name: 'Filters' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The rest of the columns are a swipe away, and the cue says so.
    await page.getByRole('button', { name: 'More columns to the right' }).waitFor();
  }, 120_000);

  it("on a phone, an account's VIP and Certified badges go under a name they would cut", async () => {
    const page = await onPhone('/account-center/account-list?vip=true');
    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('[role="grid"] tbody tr[data-row-key]')].flatMap((row) => {
        const name = row.querySelector('td span.truncate');
        const cell = name?.closest('td');
        if (!name || !cell) return [];
        const badges = [...cell.querySelectorAll('span')].filter((el) =>
          /^(VIP|Certified)$/.test(el.textContent ?? ''),
        );
        return [
          {
            name: name.textContent,
            cut: name.scrollWidth > name.clientWidth,
            besideName: badges.some((b) => b.getBoundingClientRect().top < name.getBoundingClientRect().bottom - 1),
            badges: badges.length,
          },
        ];
      }),
    );
    expect(cells.filter((c) => c.badges > 0).length).toBeGreaterThan(3);
    // A name cut short has its line to itself: no badge beside it.
    expect(cells.filter((c) => c.cut && c.besideName)).toEqual([]);
    // Short names keep their badge beside them (the rows stay one line where they can).
    expect(cells.some((c) => !c.cut && c.besideName)).toBe(true);
  }, 120_000);

  it('on a phone, the admins list shows the username, the roles and whether they can log in first', async () => {
    const page = await onPhone('/admin-center/admin-list');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await headersOnScreen(page)).toEqual(['Username', 'Roles', 'Status']);
  }, 120_000);

  it('on a phone, the orders list shows the number, the amount and the status; a tap opens the order over the list', async () => {
    const page = await onPhone('/order-center/order-list');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await headersOnScreen(page)).toEqual(['Order number', 'Amount', 'Status']);
    expect(await page.getByRole('search', { name: 'Filters' }).isVisible()).toBe(false);
    // One frame scrolls sideways, not a frame in a frame.
    expect(await sideScrolled(page)).toHaveLength(1);
    const row = page.locator('[role="grid"] tbody tr[data-row-key]').first();
    const orderNo = (await row.locator('td').nth(1).textContent())!;
    await row.locator('td').nth(2).tap();
    const pane = page.getByRole('complementary', { name: `Order ${orderNo}` });
    await pane.getByRole('button', { name: /Refund/ }).waitFor();
    const box = (await pane.boundingBox())!;
    expect([box.x, box.y, box.width]).toEqual([0, 0, 390]);
  }, 120_000);
});
