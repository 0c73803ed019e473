import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './log-in';
import { watchConsole } from './console-watch';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** Console errors and warnings, page errors and CSP reports. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await watchConsole(page, (entry) => seen.push(entry));
  return seen;
}

/** Swagger UI's operation blocks, once it has drawn the document. */
async function operations(page: Page) {
  const ops = page.getByTestId('api-reference').locator('.opblock');
  // The context's default wait (chromium.ts): Swagger UI parses the whole document first, which took
  // over 20 s on a busy machine.
  await ops.first().waitFor();
  return ops;
}

describe.runIf(runBrowserTests)('the API screen (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('ADMIN_ROOT: the reference renders under the CSP in both themes, and a token is made and shown once', async () => {
    const page = await browser.context.newPage();
    const seen = await watch(page);
    await logIn(page, server.url, 'root');
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('arco-theme', t), theme);
      await page.goto(`${server.url}/admin-center/api`);
      const ops = await operations(page);
      // Every endpoint of the contract is callable by ADMIN_ROOT.
      expect(await ops.count()).toBeGreaterThan(60);
      // The document is 3.1, drawn as 3.0 for speed: Swagger UI's "OAS 3.0" stamp would misstate it.
      const stamp = page.getByTestId('api-reference').locator('.version-stamp');
      expect(await stamp.count()).toBe(1);
      expect(await stamp.isVisible()).toBe(false);
      const refund = page.getByTestId('api-reference').locator('.opblock', { hasText: '/admins/order-refund' });
      await refund.locator('.opblock-summary').first().click();
      await refund.getByText('Roles: ADMIN_ROOT, BACKEND_SUPPORT_AGENT.', { exact: false }).waitFor();
      await page.waitForLoadState('networkidle');
      // Swagger UI's own light colours are turned dark in the dark theme, not left a white block.
      const filter = await page.getByTestId('api-reference').evaluate((el) => getComputedStyle(el).filter);
      if (theme === 'dark') expect(filter).toMatch(/invert\(0\.9\)/);
      else expect(filter).toBe('none');
    }

    expect(seen).toEqual([]);

    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Name').fill('e2e export');
    await dialog.getByLabel('Role').selectOption('BACKEND_SUPPORT_AGENT');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByLabel('Your password').fill('backoffice-demo');
    await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
    const secret = await dialog.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    // Esc before the secret is copied asks: it is shown this once.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Close without copying the token?' });
    await question.getByRole('button', { name: 'Back to the token' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Token').inputValue()).toBe(secret);
    // Copied by hand (the field's copy event), Esc closes at once.
    await dialog.getByLabel('Token').dispatchEvent('copy');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await question.count()).toBe(0);
    const row = page.getByRole('row', { name: /e2e export/ });
    await row.getByText(`${secret.slice(0, 9)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);

    // The token works for a script, in its one role.
    const call = await fetch(`${server.url}/admins/info/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: '{}',
    });
    expect(((await call.json()) as { data: { role: string } }).data.role).toBe('BACKEND_SUPPORT_AGENT');
    // The first try is refused for step-up (403, REAUTH_REQUIRED), which the browser reports; nothing else.
    expect(seen).toEqual(['error: Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    await page.close();
  }, 90_000);

  it('PROMOTE: sees the reference of what it may call, and no tokens', async () => {
    // A profile of its own: with root's, the first load could still send root's token (revoked by
    // then) before it was cleared, and the browser reported the 401.
    const own = await launchChromium();
    const page = await own.context.newPage();
    const seen = await watch(page);
    await logIn(page, server.url, 'promote');
    await page.goto(`${server.url}/admin-center/api`);
    const ops = await operations(page);
    const count = await ops.count();
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThan(40);
    await page.getByTestId('api-reference').locator('.opblock', { hasText: '/admins/paid-stats/get' }).waitFor();
    expect(
      await page.getByTestId('api-reference').locator('.opblock', { hasText: '/admins/order-refund' }).count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: 'New token' }).count()).toBe(0);
    expect(seen).toEqual([]);
    await own.close();
  }, 60_000);
});
