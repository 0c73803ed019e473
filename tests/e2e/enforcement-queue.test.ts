import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';

const PASSWORD = 'backoffice-demo';
const DAY = 86_400_000;

interface Moment {
  id: number;
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
    server = await startServerWithPendingMoments(10);
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a moderator disables a moment and suspends its author for 7 days in one step by keyboard; z takes both back', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
    await page.goto(`${server.url}/login`);
    await page.locator('input[autocomplete="username"]').fill('agent');
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/workplace/);
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor();

    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(/moment-list/);
    await page.getByRole('grid', { name: 'Moments' }).waitFor();
    await page.keyboard.press('q');
    await page.locator('[data-queue-focus]').waitFor();
    const item = await focused(page);

    // 2 arms "harassment", Shift+s opens the length picker, 3 picks 7 days: one decision.
    const started = Date.now();
    await page.keyboard.press('2');
    await page.keyboard.press('Shift+S');
    await page.getByText(/^Suspend #\d+$/).waitFor();
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
