import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';
import type { RunningServer } from './run-server';
import { logIn } from './log-in';

/** The items a queue tab holds: the one under the cursor and those shown next. */
async function hand(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-queue-focus], [data-queue-next]')].map((e) =>
      Number(e.getAttribute('data-queue-focus') ?? e.getAttribute('data-queue-next')),
    ),
  );
}

describe.skipIf(!runBrowserTests)('one moderator in two tabs, in Chromium (issue 38)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(60);
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('gives each tab its own hand, and each tab sees the other’s decisions live', async () => {
    // Two pages of one browser context: one session, two tabs, each with its own sessionStorage.
    const a = await browser.context.newPage();
    await logIn(a, server.url, 'agent');
    await a.goto(`${server.url}/audit-center/moment-list?queue=1`);
    await a.locator('[data-queue-focus]').waitFor();
    const b = await browser.context.newPage();
    await b.goto(`${server.url}/audit-center/moment-list?queue=1`);
    await b.locator('[data-queue-focus]').waitFor();

    const [handA, handB] = [await hand(a), await hand(b)];
    expect(handA.length).toBeGreaterThan(0);
    expect(handB.length).toBeGreaterThan(0);
    expect(handA.filter((id) => handB.includes(id))).toEqual([]);

    // Tab B leaves the queue and decides, from the table, the item under tab A's cursor: tab A
    // greys it out with who decided it, as it does another moderator's decision.
    const held = await a.locator('[data-queue-focus]').getAttribute('data-queue-focus');
    await b.goto(`${server.url}/audit-center/moment-list?id=${held}`);
    await b.getByRole('grid', { name: 'Moments' }).getByRole('row').nth(1).waitFor();
    await b.keyboard.press('a');
    await a.locator(`[data-queue-focus="${held}"] [data-mark="elsewhere"]`).waitFor({ timeout: 10_000 });
    expect(await a.locator('[data-mark="elsewhere"]').first().textContent()).toMatch(/^Decided by /);
  });

  it('a tab opened from a queue tab (its sessionStorage a copy, as a duplicated tab’s is) gets a hand of its own', async () => {
    // A profile of its own: another moderator, so that the first test's leases are not in the way.
    const own = await launchChromium();
    const a = await own.context.newPage();
    await logIn(a, server.url, 'root');
    await a.goto(`${server.url}/audit-center/moment-list?queue=1`);
    await a.locator('[data-queue-focus]').waitFor();
    // window.open copies the opener's sessionStorage into the new tab, as "Duplicate" does.
    const [b] = await Promise.all([
      own.context.waitForEvent('page'),
      a.evaluate((url) => void window.open(url), `${server.url}/audit-center/moment-list?queue=1`),
    ]);
    await b.locator('[data-queue-focus]').waitFor();
    const [handA, handB] = [await hand(a), await hand(b)];
    expect(handB.length).toBeGreaterThan(0);
    expect(handA.filter((id) => handB.includes(id))).toEqual([]);
    // A reload keeps the tab's own hand.
    await a.reload();
    await a.locator('[data-queue-focus]').waitFor();
    expect((await hand(a)).filter((id) => handA.includes(id)).length).toBeGreaterThan(0);
    expect((await hand(a)).filter((id) => handB.includes(id))).toEqual([]);
    await own.close();
  });
});
