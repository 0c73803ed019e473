import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';
import type { RunningServer } from './run-server';
import { lookAtIt } from './log-in';

const PASSWORD = 'backoffice-demo';

describe.skipIf(!runBrowserTests)('queue leases let go, in Chromium', () => {
  let server: RunningServer;
  let moderatorA: Browser;
  let moderatorB: Browser;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(120);
    [moderatorA, moderatorB] = await Promise.all([launchChromium(), launchChromium()]);
  }, 170_000);

  afterAll(async () => {
    await moderatorA?.close();
    await moderatorB?.close();
    await server?.stop();
  });

  it('closing the tab of a moderator working a queue hands their items to the next moderator at once', async () => {
    const open = async (browser: Browser, username: string) => {
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/login`);
      await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
      await page.goto(`${server.url}/login`);
      await page.getByPlaceholder('Username').fill(username);
      await page.getByPlaceholder('Password').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(/workplace/);
      await page.goto(`${server.url}/audit-center/moment-list?queue=1`);
      await page.locator('[data-queue-focus]').waitFor();
      return page;
    };
    const a = await open(moderatorA, 'agent');
    const heldByA = await a.locator('[data-queue-focus]').getAttribute('data-queue-focus');

    // B, in another browser, is handed other items while A holds that one.
    const b = await open(moderatorB, 'root');
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
});

describe.skipIf(!runBrowserTests)('an undo in the queue holds its item again, in Chromium', () => {
  let server: RunningServer;
  let moderatorA: Browser;
  let moderatorB: Browser;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(5);
    [moderatorA, moderatorB] = await Promise.all([launchChromium(), launchChromium()]);
  }, 170_000);

  afterAll(async () => {
    await moderatorA?.close();
    await moderatorB?.close();
    await server?.stop();
  });

  it('an item undone in one moderator’s hand is held there: another moderator is not handed it', async () => {
    // The five moments of this server alone: a hand that small is topped up after each decision,
    // and that lease lets the decided item go.
    const queue = `${server.url}/audit-center/moment-list?queue=1&text=pending+moment`;
    const open = async (browser: Browser, username: string) => {
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/login`);
      await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
      await page.goto(`${server.url}/login`);
      await page.getByPlaceholder('Username').fill(username);
      await page.getByPlaceholder('Password').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(/workplace/);
      await page.goto(queue);
      return page;
    };
    const bodyOf = (data: string | null) => JSON.parse(data ?? '{}') as { done?: number[]; auditStatus?: string };
    const a = await open(moderatorA, 'agent');
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
    const b = await open(moderatorB, 'root');
    await b.getByText('5 waiting, all held by 1 other moderator. They come back here if let go.').waitFor();
    expect(await b.locator('[data-queue-focus]').count()).toBe(0);
  });
});
