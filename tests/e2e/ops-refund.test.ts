import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import type { Database } from '#server/db/client';
import { seedDemoAdmins } from '#server/db/seed/seed-admins';
import { freshDatabase } from '../api/test-database';
import { seedAccount, seedOrder } from '../api/fixtures/commerce';
import { logIn } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';

const ORDER_NO = 'E2E-REFUND-0001';
const staticDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * The built console on the real app in this process, on a fresh PGlite with the demo admins and
 * one paid order made for this test (the demo seed's orders vary; this one is known).
 */
async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  const database: Database = await freshDatabase();
  await seedDemoAdmins(database.db);
  const accountId = await seedAccount(database.db, { nickname: 'Refund Tester' });
  await seedOrder(database.db, { accountId, amountCents: 10_000, orderNo: ORDER_NO });
  // Root refunds here; the MFA enrolment gate has its own e2e test.
  const config = configWith({ LOG_LEVEL: 'silent', MFA_REQUIRED_ROLES: 'none' });
  const app = createApp({ db: database.db, config, log: createLogger(config.LOG_LEVEL) }, { staticDir });
  const server: ServerType = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

async function palette(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const search = dialog.getByRole('combobox');
  // The palette is a lazy chunk: right after login the first Ctrl+K may come before it is ready.
  await expect
    .poll(
      async () => {
        if (!(await search.isVisible())) await page.keyboard.press('Control+k');
        return search.isVisible();
      },
      { timeout: 15_000, interval: 1000 },
    )
    .toBe(true);
  await search.fill(text);
  await dialog.locator('[cmdk-item][aria-selected="true"]').waitFor();
  await page.keyboard.press('Enter');
}

describe.skipIf(!runBrowserTests)('refund by keyboard in Chromium', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('palette → order → R → amount, reason, confirm, password → the ledger and the action log show the refund', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, app.url, 'root');
    await page.waitForURL(/\/dashboard\/workplace$/);

    await palette(page, 'Orders');
    await page.waitForURL(/\/order-center\/order-list/);
    await page.getByRole('grid', { name: 'Orders' }).getByText(ORDER_NO).waitFor();

    await palette(page, 'Open order by number');
    const open = page.getByRole('dialog', { name: 'Open an order' });
    await open.getByLabel('Order number').fill(ORDER_NO);
    await page.keyboard.press('Enter');
    const pane = page.getByRole('complementary', { name: `Order ${ORDER_NO}` });
    await pane.getByText('No refunds yet.').waitFor();

    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: `Refund order ${ORDER_NO}` });
    const amount = dialog.getByLabel('Amount to refund (CNY)');
    expect(await amount.inputValue()).toBe('100.00');
    await amount.fill('30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('damaged on arrival');
    await page.keyboard.press('Control+Enter');
    await expect
      .poll(() => dialog.getByTestId('refund-confirmation').textContent())
      .toContain('(CNY) of order E2E-REFUND-0001 to Refund Tester?');
    // The review starts on Back: the send is a deliberate Tab away.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const password = dialog.getByLabel('Your password');
    await password.waitFor();
    await password.fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const ledger = pane.getByRole('region', { name: 'Refunds' });
    await ledger.getByText('damaged on arrival').waitFor();
    expect(await ledger.locator('tbody tr').count()).toBe(1);
    await pane.getByText('Partially refunded').waitFor();

    await palette(page, 'Action log');
    await page.waitForURL(/\/admin-center\/action-log/);
    const log = page.getByRole('grid', { name: 'Action log' });
    await log.getByText('order.refund', { exact: true }).waitFor();
    await log.getByText('damaged on arrival').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
