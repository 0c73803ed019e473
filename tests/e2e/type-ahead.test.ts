import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startServerWithPendingMoments } from './moderation-server';
import type { RunningServer } from './run-server';

const PASSWORD = 'backoffice-demo';

/** Every script answers `ms` late, as on a slow link: keys must wait for the chunks they need, not vanish. */
async function slowChunks(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

async function openLogin(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('arco-locale', 'en-US');
  });
  await page.goto(`${url}/login`);
  await page.getByPlaceholder('Username').waitFor();
}

/** Logs in as the agent from a fresh login page and waits for the workplace. */
async function logInAsAgent(page: Page, url: string): Promise<void> {
  await openLogin(page, url);
  await page.getByPlaceholder('Username').fill('agent');
  await page.getByPlaceholder('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/workplace/);
}

/** Logs in and, without waiting for anything, types a palette hop, a `g` chord and `?`. */
async function loginAndTypeAtOnce(page: Page): Promise<void> {
  await page.getByPlaceholder('Username').fill('agent');
  await page.getByPlaceholder('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('moment');
  await page.keyboard.press('Enter');
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await page.keyboard.press('?');
}

/** The paths the page went through, in order (history changes included). */
function pathsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

async function expectLanded(page: Page, paths: string[]): Promise<void> {
  await page.waitForURL(/\/order-center\/order-list/);
  await page
    .getByRole('dialog', { name: 'Keyboard shortcuts' })
    .getByRole('heading', { name: 'Keyboard shortcuts' })
    .waitFor();
  // The palette took "moment" to the moments list, then `g o` went on to the orders.
  const moments = paths.indexOf('/audit-center/moment-list');
  expect(moments).toBeGreaterThan(paths.indexOf('/dashboard/workplace'));
  expect(paths.slice(moments + 1)).toEqual(['/order-center/order-list']);
  expect(await page.getByRole('dialog', { name: 'Command palette' }).count()).toBe(0);
}

describe.skipIf(!runBrowserTests)('no keystroke lost, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let rootToken: string;
  const momentActions = async () =>
    (
      await api<{ total: number }>(
        server.url,
        '/admins/action-log/list',
        { filters: { targetType: 'moment' } },
        rootToken,
      )
    ).total;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(40);
    browser = await launchChromium();
    rootToken = await api<string>(server.url, '/admins/login', { username: 'root', password: PASSWORD });
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keys typed at machine speed right after the login Enter land where they lead', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openLogin(page, server.url);
    const paths = pathsOf(page);
    await loginAndTypeAtOnce(page);
    await expectLanded(page, paths);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the same when every chunk takes 500 ms to arrive', async () => {
    const page = await browser.context.newPage();
    await slowChunks(page, 500);
    await openLogin(page, server.url);
    const paths = pathsOf(page);
    await loginAndTypeAtOnce(page);
    await expectLanded(page, paths);
    await page.close();
  });

  it('in a queue, a word typed right after Ctrl+K goes to the palette and decides nothing; a key pressed before the first item decides nothing either', async () => {
    const page = await browser.context.newPage();
    await logInAsAgent(page, server.url);
    // A fresh page load: the palette's chunk is not there yet, and arrives 500 ms late.
    await slowChunks(page, 500);
    await page.goto(`${server.url}/audit-center/moment-list?queue=1`);
    const card = page.locator('[data-queue-focus]');
    await card.waitFor();
    const first = await card.getAttribute('data-queue-focus');
    const before = await momentActions();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('reader');
    const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
    await expect.poll(() => input.inputValue()).toBe('reader');
    expect(await momentActions()).toBe(before);
    expect(await card.getAttribute('data-queue-focus')).toBe(first);

    // Ctrl+K again closes it; q leaves the queue, q enters again and `a` is pressed at once,
    // while the first lease (500 ms late) is still on its way: it names no item the moderator
    // saw, so it decides nothing and the moderator is told.
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
    await page.keyboard.press('q');
    await page.getByRole('grid', { name: 'Moments' }).waitFor();
    await page.route(/\/admins\/queue\/lease$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.keyboard.press('q');
    await page.keyboard.press('a');
    await page.getByText('Keys typed during the change were not applied.').waitFor();
    await card.waitFor();
    expect(await page.locator('[data-queue-previous]').count()).toBe(0);
    expect(await momentActions()).toBe(before);
    await page.close();
  });

  for (const delay of [8, 60]) {
    it(`q, Ctrl+K, "queue", Enter, then "avatar" at ${delay} ms a key: Enter opens a queue, nothing is decided`, async () => {
      const page = await browser.context.newPage();
      await logInAsAgent(page, server.url);
      await page.goto(`${server.url}/audit-center/moment-list`);
      await page.getByRole('grid', { name: 'Moments' }).waitFor();
      // q from the list: "Leave queue mode" is now a recent command.
      await page.keyboard.press('q');
      const card = page.locator('[data-queue-focus]');
      await card.waitFor();
      const first = await card.getAttribute('data-queue-focus');
      const before = await momentActions();

      await page.keyboard.press('Control+k');
      await page.keyboard.type('queue', { delay });
      await page.keyboard.press('Enter', { delay });
      await page.keyboard.type('avatar', { delay });
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      // Every key went to the palette: what it holds ends in the word typed last.
      await expect.poll(() => palette.getByRole('combobox').inputValue()).toMatch(/avatar$/);
      if (delay >= 60) {
        // At typing speed Enter opened the palette's page of queues, where "avatar" is a search.
        // At machine speed on a loaded machine Enter can come before the list has caught up with
        // "queue" and select nothing; either way nothing below is decided.
        expect(await palette.getByRole('combobox').inputValue()).toBe('avatar');
        await palette
          .getByRole('option', { name: /avatar/i })
          .first()
          .waitFor();
      }
      expect(new URL(page.url()).searchParams.get('queue')).toBe('1');
      expect(await card.getAttribute('data-queue-focus')).toBe(first);
      expect(await momentActions()).toBe(before);
      await page.close();
    });
  }

  it('keys typed after the login Enter, before the scripts are in, go to the console and not into the password', async () => {
    const page = await browser.context.newPage();
    await openLogin(page, server.url);
    // The console's scripts wait until the keys below are typed, as on a slow link.
    let scriptsGo = () => {};
    const typed = new Promise<void>((resolve) => (scriptsGo = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/admins/login')) logins.push(r.postData() ?? '');
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const user = page.getByPlaceholder('Username');
    await user.waitFor();
    await user.click();
    await page.keyboard.type('agent');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('moment');
    await page.keyboard.press('Enter');
    expect(await page.getByPlaceholder('Password').inputValue()).toBe(PASSWORD);
    scriptsGo();
    await page.waitForURL(/\/audit-center\/moment-list/, { timeout: 15_000 });
    expect(logins.map((body) => (JSON.parse(body) as { password: string }).password)).toEqual([PASSWORD]);
    await page.close();
  });

  it('on a console page still loading, keys pressed once its frame shows are kept for it', async () => {
    const page = await browser.context.newPage();
    await logInAsAgent(page, server.url);
    await slowChunks(page, 800);
    await page.goto(`${server.url}/dashboard/workplace`, { waitUntil: 'commit' });
    await page.locator('[data-console-frame]').waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('moment');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/audit-center\/moment-list/, { timeout: 15_000 });
    await page.close();
  });
});
