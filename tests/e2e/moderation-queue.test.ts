import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { DEMO_PASSWORD as PASSWORD, logIn, lookAtIt } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';

interface Moment {
  id: number;
  version: number;
  enabled: boolean;
  auditStatus: string;
}

async function focused(page: Page): Promise<number> {
  return Number(await page.locator('[data-queue-focus]').getAttribute('data-queue-focus'));
}

describe.skipIf(!runBrowserTests)('moderation queue in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServerWithPendingMoments>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(30);
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('agent triages the moments queue by keyboard only; the database holds the decisions and the leases are given back', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, server.url, 'agent');
    await page.waitForURL(/workplace/);

    // g m: the moments list; q: its queue.
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(/moment-list/);
    await page.getByRole('grid', { name: 'Moments' }).waitFor();
    // The demo's oldest pending moments as they stand before any key: a few are held by a rule
    // (hidden until approved), which an undone reject gives back as it found them.
    const agentToken = await api<string>(server.url, '/admins/login', { username: 'agent', password: PASSWORD });
    const before = await api<{ list: Moment[] }>(
      server.url,
      '/admins/moment-list/get',
      { pageSize: 20, filters: { auditStatus: 'PENDING' }, sort: { field: 'createdAt', order: 'asc' } },
      agentToken,
    );
    const enabledBefore = new Map(before.list.map((m) => [m.id, m.enabled]));
    await page.keyboard.press('q');
    await page.locator('[data-queue-focus]').waitFor();
    // The menu's current entry, with its live count, shows its whole label (its keys only on hover).
    const current = page.getByRole('navigation', { name: 'Side menu' }).locator('a[aria-current="page"]');
    await current.locator('[data-live-count]').waitFor();
    const label = current.locator('span.truncate');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const ids: number[] = [];
    ids.push(await focused(page));
    // A moderator looks at the first card before deciding: a key right after the change of mode
    // would have been typed at the list (commands/decision-gate.ts).
    await lookAtIt(page);

    // a, a, r, d, then 3 (a preset reason) + r, then z undoes that last reject; j skips one.
    for (const key of ['a', 'a', 'r', 'd']) {
      await page.keyboard.press(key);
      await expect.poll(() => focused(page)).not.toBe(ids[ids.length - 1]);
      ids.push(await focused(page));
    }
    await page.keyboard.press('3');
    await page.getByText('Reason: Sexual content').waitFor();
    await page.keyboard.press('r');
    await expect.poll(() => focused(page)).not.toBe(ids[4]);
    await page.keyboard.press('z');
    await expect.poll(() => focused(page)).toBe(ids[4]);
    await page.keyboard.press('j');
    await expect.poll(() => focused(page)).not.toBe(ids[4]);

    const token = await api<string>(server.url, '/admins/login', { username: 'agent', password: PASSWORD });
    // The queue hands out the oldest pending moments; walk the oldest moments until all are found.
    const read = async () => {
      const rows = new Map<number, Moment>();
      let cursor: string | null | undefined;
      for (let page = 0; page < 25 && !ids.every((id) => rows.has(id)); page++) {
        const body = { pageSize: 200, sort: { field: 'createdAt', order: 'asc' }, ...(cursor ? { cursor } : {}) };
        const list = await api<{ list: Moment[]; nextCursor: string | null }>(
          server.url,
          '/admins/moment-list/get',
          body,
          token,
        );
        for (const m of list.list) rows.set(m.id, m);
        cursor = list.nextCursor;
        if (!cursor) break;
      }
      return rows;
    };
    await expect
      .poll(
        async () => {
          const rows = await read();
          return ids.map((id) => {
            const m = rows.get(id)!;
            return [m.auditStatus, m.enabled, m.version];
          });
        },
        { timeout: 10_000 },
      )
      .toEqual([
        ['APPROVED', true, 2],
        ['APPROVED', true, 2],
        ['REJECTED', true, 2],
        ['PENDING', false, 2],
        // Rejected, then undone: pending again, shown or held as before, at the version after both writes.
        ['PENDING', enabledBefore.get(ids[4]!), 3],
      ]);

    // Leaving the queue (q) releases the agent's leases: another moderator gets the undecided items at once.
    await page.keyboard.press('q');
    await page.getByRole('grid', { name: 'Moments' }).waitFor();
    const rootToken = await api<string>(server.url, '/admins/login', { username: 'root', password: PASSWORD });
    // The oldest pending items come first: the ones the agent left undecided (still pending) are
    // handed to root at once, the decided ones never.
    await expect
      .poll(
        async () => {
          const hand = new Set(
            (
              await api<{ list: Moment[] }>(
                server.url,
                '/admins/queue/lease',
                { queue: 'moment', count: 100 },
                rootToken,
              )
            ).list.map((m) => m.id),
          );
          return [ids[0], ids[1], ids[2], ids[3], ids[4]].map((id) => hand.has(id!));
        },
        { timeout: 10_000 },
      )
      .toEqual([false, false, false, true, true]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a reload keeps the undo history: z then undoes the last decision made before it', async () => {
    // A session of its own: the first test's is still in this context's storage, and /login would
    // take the browser straight to the console.
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.clear());
    await logIn(page, server.url, 'agent');
    await page.waitForURL(/workplace/);
    await page.goto(`${server.url}/audit-center/moment-list?queue=1`);
    await page.locator('[data-queue-focus]').waitFor();
    const decided = await focused(page);
    // A look at the card first: a key right after the page came decides nothing.
    await lookAtIt(page);
    await page.keyboard.press('a');
    await page.locator(`[data-queue-previous="${decided}"] [data-mark="done"]`).waitFor();
    await page.reload();
    await page.locator('[data-queue-focus]').waitFor();
    await lookAtIt(page);
    await page.keyboard.press('z');
    // The undone item comes back into the hand, under the cursor, as before a reload.
    await page.locator(`[data-queue-focus="${decided}"]`).waitFor();
    const token = await api<string>(server.url, '/admins/login', { username: 'agent', password: PASSWORD });
    const row = await api<{ list: Moment[] }>(
      server.url,
      '/admins/moment-list/get',
      { pageSize: 1, filters: { id: decided } },
      token,
    );
    expect(row.list[0]).toMatchObject({ id: decided, auditStatus: 'PENDING' });
    await page.close();
  });
});
