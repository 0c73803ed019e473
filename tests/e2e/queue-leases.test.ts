import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';
import type { RunningServer } from './run-server';
import { lookAtIt } from './log-in';

const PASSWORD = 'backoffice-demo';

describe.skipIf(!runBrowserTests)('queue leases, in Chromium', () => {
  let server: RunningServer;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    // 120 pending moments, and five newer ones for the undo's test: a hand that small (its text
    // filter) is topped up after each decision, and that lease lets the decided item go.
    server = await startServerWithPendingMoments(
      120,
      `INSERT INTO moments (account_id, text, media, created_at)
         SELECT (SELECT min(id) FROM accounts WHERE nickname = 'author1'), 'undo moment ' || g, '[]'::jsonb, now()
         FROM generate_series(1, 5) g;`,
    );
  }, 170_000);

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await server?.stop();
  });

  /** A moderator's own browser (a fresh profile) logged in as `username`, at `path`. */
  const open = async (username: string, path: string) => {
    const browser = await launchChromium();
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.goto(`${server.url}/login`);
    await page.getByPlaceholder('Username').fill(username);
    await page.getByPlaceholder('Password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/workplace/);
    await page.goto(`${server.url}${path}`);
    return page;
  };

  it('closing the tab of a moderator working a queue hands their items to the next moderator at once', async () => {
    const queue = '/audit-center/moment-list?queue=1&text=pending+moment';
    const a = await open('agent', queue);
    await a.locator('[data-queue-focus]').waitFor();
    const heldByA = await a.locator('[data-queue-focus]').getAttribute('data-queue-focus');

    // B, in another browser, is handed other items while A holds that one.
    const b = await open('root', queue);
    await b.locator('[data-queue-focus]').waitFor();
    expect(await b.locator('[data-queue-focus]').getAttribute('data-queue-focus')).not.toBe(heldByA);
    await b.keyboard.press('q');
    await b.getByRole('grid', { name: 'Moments' }).waitFor();

    // A closes the tab: the release goes out as it closes (keepalive), not five minutes later, and
    // B's next hand starts with A's item, the oldest pending one.
    await a.close();
    await expect
      .poll(
        async () => {
          await b.keyboard.press('q');
          await b.locator('[data-queue-focus]').waitFor();
          const first = await b.locator('[data-queue-focus]').getAttribute('data-queue-focus');
          await b.keyboard.press('q');
          await b.getByRole('grid', { name: 'Moments' }).waitFor();
          return first;
        },
        { timeout: 5000 },
      )
      .toBe(heldByA);
  });

  it('an item undone in one moderator’s hand is held there: another moderator is not handed it', async () => {
    const queue = '/audit-center/moment-list?queue=1&text=undo+moment';
    const bodyOf = (data: string | null) => JSON.parse(data ?? '{}') as { done?: number[]; auditStatus?: string };
    const a = await open('agent', queue);
    await a.locator('[data-queue-focus]').waitFor();
    const decided = Number(await a.locator('[data-queue-focus]').getAttribute('data-queue-focus'));
    await lookAtIt(a);
    const letGo = a.waitForResponse(
      (r) => r.url().endsWith('/admins/queue/lease') && !!bodyOf(r.request().postData()).done?.includes(decided),
    );
    await a.keyboard.press('a');
    await letGo;
    const undone = a.waitForResponse(
      (r) =>
        r.url().endsWith('/admins/update-audit-status') && bodyOf(r.request().postData()).auditStatus === 'PENDING',
    );
    await a.keyboard.press('z');
    await undone;
    await a.locator(`[data-queue-focus="${decided}"]`).waitFor();

    // B asks for the same items: all five are A's, the undone one too.
    const b = await open('root', queue);
    await b.getByText('5 waiting, all held by 1 other moderator. They come back here if let go.').waitFor();
    expect(await b.locator('[data-queue-focus]').count()).toBe(0);
  });
});
