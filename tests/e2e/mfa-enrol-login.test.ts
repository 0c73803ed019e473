import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import type { Database } from '#server/db/client';
import { seedDemoAdmins } from '#server/db/seed/seed-admins';
import { freshDatabase } from '../api/test-database';
import { awayFromStepEdge, totpNow } from '../api/fixtures/rfc6238';
import { submitLogin } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';

const staticDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** The built console on the real app, with the default MFA_REQUIRED_ROLES (ADMIN_ROOT) and a key. */
async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  const database: Database = await freshDatabase();
  await seedDemoAdmins(database.db);
  const config = configWith({ LOG_LEVEL: 'silent', MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
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

describe.skipIf(!runBrowserTests)('second factor in Chromium', () => {
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

  it('a root held to MFA enrols from the QR screen, gets recovery codes, and logs in again with a code', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await submitLogin(page, app.url, 'root');

    // The gate: user settings only, until a second factor is on.
    await page.waitForURL(/\/user\/setting/);
    await page.getByText('Your role requires a second factor').waitFor();
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const password = page.getByLabel('Your password');
    await password.fill('backoffice-demo');
    await page.keyboard.press('Enter');

    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    expect(await page.locator('svg[role="img"] path').getAttribute('d')).toMatch(/^M\d/);
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await awayFromStepEdge();
    await page.getByLabel('The 6-digit code the app shows').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('On. 10 recovery codes left.').waitFor();
    await expect.poll(() => page.getByText('Your role requires a second factor').count()).toBe(0);

    // A new login asks for the code as a second step; the confirmation's step is spent, so the next one.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${app.url}/login`);
    await page.getByPlaceholder('Username').fill('root');
    await page.getByPlaceholder('Password').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    const code = page.getByLabel('Verification code');
    await code.waitFor();
    await code.fill('000000');
    await page.keyboard.press('Enter');
    await page.getByText('That code is wrong or was used already').waitFor();
    await awayFromStepEdge();
    await code.fill(totpNow(secret, 1));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
