import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { DEMO_PASSWORD as PASSWORD, logIn, lookAtIt } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';

const DAY = 86_400_000;

interface Moment {
  id: number;
  text: string;
  version: number;
  enabled: boolean;
  accountId: number;
}
interface History {
  list: {
    kind: string;
    active: boolean;
    endsAt: string | null;
    content: { kind: string; id: number } | null;
    revokedAt: string | null;
  }[];
  summary: { suspendedUntil: string | null };
}

async function focused(page: Page): Promise<number> {
  return Number(await page.locator('[data-queue-focus]').getAttribute('data-queue-focus'));
}

describe.skipIf(!runBrowserTests)('enforcement from the queue in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServerWithPendingMoments>>;
  let browser: Browser;

  beforeAll(async () => {
    // A watched term, then a newer moment that hits it and six reports against it, all as the
    // social app writes them: oldest first it would come last, riskiest first it comes first.
    server = await startServerWithPendingMoments(
      10,
      `INSERT INTO rules (name, kind, pattern, content_kinds, action, created_by)
         VALUES ('e2e-lottery', 'term', 'lottery', ARRAY['moment'], 'flag', (SELECT min(id) FROM admins));
       INSERT INTO moments (account_id, text) VALUES ((SELECT min(id) FROM accounts), 'you won the lottery, pay to claim');
       INSERT INTO reports (reporter_id, target_type, target_id, reason)
         SELECT a.id, 'moment', (SELECT max(id) FROM moments), 'fraud' FROM accounts a ORDER BY a.id DESC LIMIT 6;`,
    );
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a moderator works the queue riskiest first, disables the rule-flagged moment and suspends its author for 7 days in one step by keyboard; z takes both back', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, server.url, 'agent');
    await page.waitForURL(/workplace/);

    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(/moment-list/);
    await page.getByRole('grid', { name: 'Moments' }).waitFor();
    await page.keyboard.press('q');
    await page.locator('[data-queue-focus]').waitFor();
    const oldest = await focused(page);
    // Shift+O: riskiest first. The moment the rule flagged comes first, and the card says why.
    await page.keyboard.press('Shift+O');
    await page.waitForURL(/order=risk/);
    // A new hand: a lease the server answers, slower on a loaded machine than poll's default second.
    await expect.poll(() => focused(page), { timeout: 10_000 }).not.toBe(oldest);
    const item = await focused(page);
    await expect(page.locator('[data-risk-line]').textContent()).resolves.toMatch(/6 open reports · rule: e2e-lottery/);
    await expect(page.locator('[data-queue-focus] mark').first().textContent()).resolves.toBe('lottery');

    // 2 arms "harassment", Shift+s opens the length picker, 3 picks 7 days: one decision. Each
    // after the pause a moderator takes at what the change put on screen (the new hand, the
    // picker): keys typed straight through a change never decide (decision-gate.ts).
    const started = Date.now();
    await lookAtIt(page);
    await page.keyboard.press('2');
    await page.keyboard.press('Shift+S');
    await page.getByText(/^Suspend #\d+$/).waitFor();
    await lookAtIt(page);
    await page.keyboard.press('3');
    await expect.poll(() => focused(page)).not.toBe(item);

    const token = await api<string>(server.url, '/admins/login', { username: 'agent', password: PASSWORD });
    const moment = async () =>
      (await api<{ list: Moment[] }>(server.url, '/admins/moment-list/get', { filters: { id: item } }, token)).list[0]!;
    await expect.poll(async () => (await moment()).enabled, { timeout: 10_000 }).toBe(false);
    const author = (await moment()).accountId;
    const history = await api<History>(server.url, '/admins/account/enforcements', { accountId: author }, token);
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ kind: 'suspend', active: true, content: { kind: 'moment', id: item } });
    expect((await moment()).text).toContain('lottery');
    const end = Date.parse(history.summary.suspendedUntil!);
    expect(end - started).toBeGreaterThan(7 * DAY - 60_000);
    expect(end - started).toBeLessThan(7 * DAY + 60_000);

    // z: the moment is enabled again and the suspension taken back.
    await page.keyboard.press('z');
    await expect.poll(async () => (await moment()).enabled, { timeout: 10_000 }).toBe(true);
    const after = await api<History>(server.url, '/admins/account/enforcements', { accountId: author }, token);
    expect(after.summary.suspendedUntil).toBeNull();
    expect(after.list[0]!.revokedAt).not.toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });
});
