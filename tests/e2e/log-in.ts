import type { Page } from 'playwright-core';
import { DELIBERATE_PAUSE_MS } from '#client/commands/decision-gate';

export const DEMO_PASSWORD = 'backoffice-demo';

/** Opens /login in English (the console's default is Chinese) and sends a demo admin's password. */
export async function submitLogin(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto(`${url}/login`);
  // Typing into the prerendered form before React has taken it over is tested on its own
  // (prerendered-pages.test.ts, login-enter-early.test.ts); here the console's form is filled in.
  await page.waitForFunction(() => {
    const field = document.querySelector('input[autocomplete="username"]');
    return !!field && Object.keys(field).some((key) => key.startsWith('__reactProps'));
  });
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

/** Logs a demo admin in, in English, and waits for the console's menu. */
export async function logIn(page: Page, url: string, username: string): Promise<void> {
  await submitLogin(page, url, username);
  await page.getByRole('navigation', { name: 'Side menu' }).waitFor();
}

/**
 * The pause a moderator takes at what a change (a page, a mode, a closed palette) put on screen:
 * the decision gate drops a deciding key typed on through the change (decision-gate.ts).
 */
export function lookAtIt(page: Page): Promise<void> {
  return page.waitForTimeout(DELIBERATE_PAUSE_MS + 100);
}
