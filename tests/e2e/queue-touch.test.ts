import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { AxeWalk, MODES, say, type Mode } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { DEMO_PASSWORD as PASSWORD, submitLogin } from './log-in';
import { startServerWithPendingMoments } from './moderation-server';

interface Moment {
  id: number;
  version: number;
  auditStatus: string;
}

/** A phone as Playwright describes one: touch, a mobile viewport, 390 × 844. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const QUEUE = '/audit-center/moment-list?queue=1';

/** Where to save the phone queue's pictures in each language and theme, for a person to look at (unset: none). */
const SHOTS = process.env.PHONE_QUEUE_SHOTS;

async function focused(page: Page): Promise<number> {
  return Number(await page.locator('[data-queue-focus]').getAttribute('data-queue-focus'));
}

/**
 * A finger across the focused card, as the touchscreen reports it (Chromium makes the pointer
 * events of it): from 75 % of its width to 15 %, or back, in a few moves.
 */
async function swipe(page: Page, side: 'left' | 'right'): Promise<void> {
  const finger = await fingerAcross(page, side);
  await finger.lift();
}

/** A finger put on the focused card and moved across it, still down: `lift` ends the swipe, `back` cancels it. */
async function fingerAcross(page: Page, side: 'left' | 'right') {
  const box = (await page.locator('[data-queue-focus]').boundingBox())!;
  const y = Math.round(box.y + 40);
  const [from, to] = side === 'left' ? [0.75, 0.15] : [0.15, 0.75];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x: Math.round(box.x + box.width * x), y }],
    });
  const move = async (a: number, b: number) => {
    for (let i = 1; i <= 6; i++) {
      await page.waitForTimeout(16);
      await touch('touchMove', a + ((b - a) * i) / 6);
    }
  };
  await touch('touchStart', from);
  // A finger's pace (a move a frame), then still before it lifts. Lifted at once after instant
  // moves, the next tap (the toast's Undo) was at times not a click: a fling the lift starts
  // takes the tap that stops it.
  await move(from, to);
  const lift = async () => {
    await page.waitForTimeout(150);
    await touch('touchEnd');
    await cdp.detach();
  };
  return {
    lift,
    back: async () => {
      await move(to, from);
      await lift();
    },
  };
}

describe.skipIf(!runBrowserTests)('a moments queue worked by touch on a phone (Chromium, 390 × 844)', () => {
  let server: Awaited<ReturnType<typeof startServerWithPendingMoments>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerWithPendingMoments(20);
    browser = await launchChromium(PHONE);
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('decides one item by a tap on a large button, one by a swipe, and takes the swipe back from the toast; the server holds it', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await submitLogin(page, server.url, 'agent');
    await page.waitForURL(/workplace/);
    await page.goto(server.url + QUEUE);
    await page.locator('[data-queue-focus]').waitFor();
    // The card comes first: its top is on the first screen, the filters behind their button.
    expect((await page.locator('[data-queue-focus]').boundingBox())!.y).toBeLessThan(400);
    expect(await page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    // Nothing wider than the phone, and every verb a finger's size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const verbs = page.getByRole('group', { name: 'Decide this item' }).getByRole('button');
    for (const box of await verbs.evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
      expect(Math.min(box.height, box.width)).toBeGreaterThanOrEqual(44);

    const first = await focused(page);
    await page
      .getByRole('group', { name: 'Decide this item' })
      .getByRole('button', { name: /Approve/ })
      .tap();
    await expect.poll(() => focused(page)).not.toBe(first);
    const second = await focused(page);
    await page.locator('[data-undo-toast]', { hasText: `Approved · #${first}` }).waitFor();

    await swipe(page, 'left');
    await expect.poll(() => focused(page)).not.toBe(second);
    const third = await focused(page);
    const toast = page.locator('[data-undo-toast]', { hasText: `Rejected · #${second}` });
    await toast.getByRole('button', { name: /Undo/ }).tap();
    await expect.poll(() => focused(page)).toBe(second);
    await toast.waitFor({ state: 'detached' });

    const token = await api<string>(server.url, '/admins/login', { username: 'agent', password: PASSWORD });
    const read = async () => {
      const list = await api<{ list: Moment[] }>(
        server.url,
        '/admins/moment-list/get',
        { pageSize: 200, sort: { field: 'createdAt', order: 'asc' } },
        token,
      );
      return [first, second, third].map((id) => {
        const m = list.list.find((x) => x.id === id)!;
        return [m.auditStatus, m.version];
      });
    };
    await expect.poll(read, { timeout: 10_000 }).toEqual([
      ['APPROVED', 2],
      // Rejected by the swipe, then undone: pending again, at the version after both writes.
      ['PENDING', 3],
      ['PENDING', 1],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is clean under axe at phone size, in both languages and both themes', async () => {
    const page = await browser.context.newPage();
    const walk = new AxeWalk(page, server.url);
    // MODES has each language in one theme; the phone is looked at in all four.
    const modes = MODES.flatMap((m) => (['light', 'dark'] as const).map((theme) => ({ ...m, theme }) as Mode));
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const mode of modes) {
      await page.goto(`${server.url}/login`);
      await walk.keepMode(mode);
      await page.evaluate(() => localStorage.removeItem('token'));
      await page.goto(`${server.url}/login`);
      await page.locator('input[autocomplete="username"]').fill('agent');
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL(/workplace/);
      await page.goto(server.url + QUEUE);
      await page.locator('[data-queue-focus]').waitFor();
      await page.waitForLoadState('networkidle');
      const at = `${mode.theme} ${mode.locale} phone queue`;
      await walk.scan(at);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `phone-${mode.locale}-${mode.theme}.png`) });
      if (SHOTS) {
        // The page scrolls in the console's main area: the verbs under the reasons, brought up.
        await page.getByRole('group', { name: say(mode, 'mod.touch.more') }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, `phone-${mode.locale}-${mode.theme}-more.png`) });
      }
      // The filters, opened from their button, are scanned too.
      await page.getByRole('button', { name: say(mode, 'mod.touch.filters') }).tap();
      await page.getByRole('combobox').first().waitFor();
      await walk.scan(`${at}, filters open`);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `phone-${mode.locale}-${mode.theme}-filters.png`) });
      // Mid-swipe, the label of the verb the swipe would run stands over the card: read too, then the swipe taken back.
      for (const side of ['right', 'left'] as const) {
        const finger = await fingerAcross(page, side);
        await page.locator(`[data-swipe-hint="${side}"]`).waitFor();
        await walk.scan(`${at}, mid-swipe ${side}`, `[data-swipe-hint="${side}"]`);
        await finger.back();
      }
    }
    expect(walk.found).toEqual([]);
    await page.close();
  });
});
