import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';
import type { RunningServer } from './run-server';
import { logIn } from './log-in';

describe.skipIf(!runBrowserTests)('two moderators on one queue see each other live, in Chromium', () => {
  let server: RunningServer;
  let browsers: Browser[] = [];

  beforeAll(async () => {
    server = await startServerWithPendingMoments(30);
    // Two profiles (a persistent context each): two logged-in moderators, as on two machines.
    browsers = await Promise.all([launchChromium(), launchChromium()]);
  }, 170_000);

  afterAll(async () => {
    for (const b of browsers) await b.close();
    await server?.stop();
  });

  it('shows the other in the queue header, and greys out the item the other decides, with their name', async () => {
    const open = async (username: string, browser: Browser) => {
      const page = await browser.context.newPage();
      await logIn(page, server.url, username);
      await page.goto(`${server.url}/audit-center/moment-list?queue=1`);
      await page.locator('[data-queue-focus]').waitFor();
      return page;
    };
    const a = await open('agent', browsers[0]!);
    const b = await open('root', browsers[1]!);
    await a.getByText(/^1 other here: /).waitFor({ timeout: 15_000 });
    await b.getByText(/^1 other here: /).waitFor({ timeout: 15_000 });

    // B leaves the queue and decides, from the table, the very item A has under the cursor.
    const held = await a.locator('[data-queue-focus]').getAttribute('data-queue-focus');
    await b.goto(`${server.url}/audit-center/moment-list?id=${held}`);
    await b.getByRole('grid', { name: 'Moments' }).waitFor();
    await b.getByRole('grid', { name: 'Moments' }).getByRole('row').nth(1).waitFor();
    await b.keyboard.press('a');
    await a.locator(`[data-queue-focus="${held}"] [data-mark="elsewhere"]`).waitFor({ timeout: 10_000 });
    expect(await a.locator(`[data-queue-focus="${held}"]`).getAttribute('data-decided-elsewhere')).toBe('true');
    expect(await a.locator('[data-mark="elsewhere"]').first().textContent()).toMatch(/^Decided by /);
    // And B, gone from the queue, is no longer shown as there.
    await a.getByText(/^1 other here: /).waitFor({ state: 'detached', timeout: 15_000 });
  });
});
