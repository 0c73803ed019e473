import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromStepEdge, totpNow } from '../api/fixtures/rfc6238';
import { AxeWalk, MODES, say, type Mode } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';
import { lookAtIt } from './log-in';

/** A mode with colour-weak mode on or off: the mode's status colours come from other tokens. */
interface Pass {
  mode: Mode;
  weak: boolean;
}

const label = ({ mode, weak }: Pass) => `${mode.theme} ${mode.locale}${weak ? ' colour-weak' : ''}`;

/** Table screens whose rows carry the status colours (badges) that colour-weak mode changes. */
const STATUS_TABLES = [
  '/account-center/account-list',
  '/order-center/order-list',
  '/config-center/channel-list',
  '/admin-center/admin-list',
];

/**
 * The states a walk of the screens (accessibility.test.ts) does not reach, through axe-core: every
 * state of queue mode (where issue #17 saw a critical ARIA misuse), colour-weak mode in both
 * themes, and the second factor's enrolment from the step-up to the recovery codes and the login's
 * code step. One page per group of states, logged in once.
 */
describe.runIf(runBrowserTests)('WCAG 2.2 AA by axe-core in queue mode, colour-weak mode and MFA enrolment', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let walk: AxeWalk;

  beforeAll(async () => {
    // Enrolment encrypts the TOTP secret: the demo server needs a key for it.
    server = await startBuiltServer({ MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    browser = await launchChromium();
    page = await browser.context.newPage();
    walk = new AxeWalk(page, server.url);
    await walk.logIn(MODES[0], 'root');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The focused card of the visible queue (hidden tabs keep theirs alive). */
  const focusedCard = () => page.locator('[data-queue-focus]:visible');

  async function openQueue(path: string): Promise<void> {
    await walk.go(path);
    await focusedCard().waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** Each test's language, theme and colour weakness, on the page already logged in as root. */
  async function enter(pass: Pass): Promise<void> {
    await walk.keepMode(pass.mode);
    await page.reload();
    await page.getByRole('navigation', { name: say(pass.mode, 'menu.label') }).waitFor();
    if (pass.weak) await walk.colourWeak(pass.mode);
  }

  /** The moments queue's first item, its media shown, its author's drawer open and a reason armed. */
  async function focusedWithDrawer({ mode }: Pass): Promise<void> {
    await openQueue('/audit-center/moment-list?queue=1');
    await page.keyboard.press('v');
    await page.keyboard.press('3');
    await page
      .getByRole('group', { name: say(mode, 'mod.reason.strip', { last: 9 }) })
      .locator('[aria-pressed="true"]')
      .waitFor();
    await page.keyboard.press('u');
    await page
      .getByRole('complementary')
      .getByRole('heading', { name: say(mode, 'mod.account.status') })
      .waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** The status dialog the drawer's keys open (its confirm button is a danger fill). */
  async function statusDialog(at: string): Promise<void> {
    await page.keyboard.press('m');
    await page.keyboard.press('b');
    // Headless UI's dialog element has no box of its own: wait for what is drawn in it.
    const dialog = page.getByRole('dialog').getByRole('heading');
    await dialog.waitFor();
    await walk.scan(`${at} queue account status dialog`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }

  /** Reports against one account are one card listing each report. */
  async function reportGroup(at: string): Promise<void> {
    await openQueue('/audit-center/report-list?queue=1&targetType=account');
    const group = focusedCard().locator('section');
    for (let i = 0; i < 99 && (await group.count()) === 0; i++) await page.keyboard.press('j');
    await group.waitFor();
    await page.waitForLoadState('networkidle');
    await walk.scan(`${at} report group card`);
  }

  async function statusTables(at: string): Promise<void> {
    for (const path of STATUS_TABLES) {
      await walk.go(path);
      await walk.scan(`${at} ${path}`);
    }
  }

  // Every queue state in en-US light and in zh-CN dark with colour-weak mode on; the other two
  // combinations through the states that carry status colours (the first test file walks every
  // screen, queue cards included, in both themes without colour weakness).
  for (const pass of [
    { mode: MODES[0], weak: false },
    { mode: MODES[1], weak: true },
  ]) {
    const { mode } = pass;
    const at = label(pass);
    it(`every queue-mode state in ${at}`, async () => {
      await enter(pass);
      await focusedWithDrawer(pass);
      await walk.scan(`${at} queue item focused, media shown, reason armed, author drawer open`);
      await statusDialog(at);
      await page.keyboard.press('u');
      await page.getByRole('complementary').waitFor({ state: 'detached' });

      await page.keyboard.press('?');
      await page.getByRole('heading', { name: say(mode, 'sheet.title') }).waitFor();
      await walk.scan(`${at} shortcut sheet over a queue`);
      await page.keyboard.press('Escape');

      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: say(mode, 'palette.label') });
      await palette.getByRole('combobox').waitFor();
      await walk.scan(`${at} palette over a queue`);
      await page.keyboard.press('Escape');
      await palette.waitFor({ state: 'detached' });

      // A decision taken back: `z` once more toasts that nothing is left to undo, and on the next
      // item the one undone shows above with its mark.
      const first = await focusedCard().getAttribute('data-queue-focus');
      // A look at the card the palette uncovered: a deciding key typed on through it is dropped.
      await lookAtIt(page);
      await page.keyboard.press('a');
      await page.locator(`[data-queue-previous="${first}"]:visible`).waitFor();
      await page.keyboard.press('z');
      await focusedCard().getByText(say(mode, 'mod.done.undo'), { exact: true }).waitFor();
      await page.keyboard.press('z');
      await page
        .getByRole('status')
        .filter({ hasText: say(mode, 'mod.nothingToUndo') })
        .waitFor();
      await page.keyboard.press('j');
      await page.locator(`[data-queue-previous="${first}"]:visible`).waitFor();
      await page.waitForLoadState('networkidle');
      await walk.scan(`${at} queue item undone, undo toast`);

      // Past 20 selected items a decision asks first.
      await page.keyboard.press('x');
      for (let i = 0; i < 21; i++) await page.keyboard.press('Shift+j');
      // The decision names the selection as drawn: the key waits for the last item to show in it.
      await lookAtIt(page);
      await page.keyboard.press('d');
      const bulk = page.getByRole('dialog').getByRole('heading');
      await bulk.waitFor();
      await walk.scan(`${at} queue bulk confirm dialog`);
      await page.keyboard.press('Escape');
      await bulk.waitFor({ state: 'detached' });

      // Nothing matches: the empty queue.
      await walk.go('/audit-center/moment-comment-list?queue=1&text=no-such-words-anywhere');
      // The card that says so (the screen reader's live region says it too).
      await page
        .getByRole('paragraph')
        .filter({ hasText: say(mode, 'mod.queue.empty') })
        .waitFor();
      await walk.scan(`${at} empty queue`);

      await reportGroup(at);
      // Private messages have no queue of their own: they are decided as reported messages.
      await openQueue('/audit-center/report-list?queue=1&targetType=message');
      await walk.scan(`${at} reported message in the report queue`);

      if (pass.weak) await statusTables(at);
      expect(walk.found).toEqual([]);
    }, 150_000);
  }

  /** Steps the riskiest-first moments queue to the first card that leads a wave (the demo has several). */
  async function waveLead(): Promise<void> {
    await openQueue('/audit-center/moment-list?queue=1&order=risk');
    const line = focusedCard().locator('[data-wave-line]');
    for (let i = 0; i < 99 && (await line.count()) === 0; i++) {
      const at = await focusedCard().getAttribute('data-queue-focus');
      await page.keyboard.press('j');
      await page.locator(`[data-queue-focus]:visible:not([data-queue-focus="${at}"])`).waitFor();
    }
    await line.waitFor();
  }

  // The wave view (`c`) and the dialogs its author keys open, in both modes as the queue states.
  for (const pass of [
    { mode: MODES[0], weak: false },
    { mode: MODES[1], weak: true },
  ]) {
    const at = label(pass);
    it(`the wave view, its length picker and its confirm in ${at}`, async () => {
      await enter(pass);
      await waveLead();
      await lookAtIt(page);
      await page.keyboard.press('c');
      await page.locator('[data-wave-view] [data-wave-item]').first().waitFor();
      await page.waitForLoadState('networkidle');
      await walk.scan(`${at} wave view`);
      // The view drawn, a look, then a reason and the author keys: each opens a dialog over the view.
      await lookAtIt(page);
      await page.keyboard.press('1');
      await page.keyboard.press('Shift+S');
      const dialog = page.getByRole('dialog').getByRole('heading');
      await dialog.waitFor();
      await walk.scan(`${at} wave suspend length picker`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // A deciding key right after a dialog closed is dropped by the gate: a look first.
      await lookAtIt(page);
      await page.keyboard.press('Shift+B');
      await dialog.waitFor();
      await walk.scan(`${at} wave ban confirm`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.keyboard.press('c');
      await page.locator('[data-wave-view]').waitFor({ state: 'detached' });
      expect(walk.found).toEqual([]);
    }, 120_000);
  }

  it('colour-weak mode in en-US light: the queue, dialog and tables that carry status colours', async () => {
    const pass = { mode: MODES[0], weak: true };
    const at = label(pass);
    await enter(pass);
    await focusedWithDrawer(pass);
    await walk.scan(`${at} queue item focused, author drawer open`);
    await statusDialog(at);
    await reportGroup(at);
    await statusTables(at);
    expect(walk.found).toEqual([]);
  }, 120_000);

  /** Scans a state as it is and again with colour-weak mode on (for the states in warning and danger colours). */
  async function scanBothWays(mode: Mode, where: string): Promise<void> {
    await walk.scan(where);
    await walk.colourWeak(mode, true);
    await walk.scan(`${where}, colour-weak`);
    await walk.colourWeak(mode, false);
  }

  /** Enrols `username` in the second factor, scanning each step, then logs in again with a code. */
  async function enrol(mode: Mode, username: string): Promise<void> {
    const at = `${mode.theme} ${mode.locale} MFA`;
    await walk.logIn(mode, username);
    await walk.go('/user/setting');
    await page.getByRole('button', { name: say(mode, 'userSetting.mfa.setUp') }).click();

    const password = page.getByLabel(say(mode, 'ops.stepUp.password'));
    await password.waitFor();
    await walk.scan(`${at} step-up`);
    await password.fill('backoffice-demo');
    await page.keyboard.press('Enter');

    const qr = page.getByRole('img', { name: say(mode, 'userSetting.mfa.qrLabel') });
    await qr.waitFor();
    await walk.scan(`${at} QR code and manual key`);
    const confirm = page.getByRole('button', { name: say(mode, 'userSetting.mfa.confirm') });
    await confirm.click();
    await page.getByText(say(mode, 'userSetting.mfa.codeFormat')).waitFor();
    await scanBothWays(mode, `${at} confirmation code refused`);

    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    await awayFromStepEdge();
    await page.getByLabel(say(mode, 'userSetting.mfa.confirmCode')).fill(totpNow(secret));
    await confirm.click();
    await page.getByRole('list', { name: say(mode, 'userSetting.mfa.recoveryTitle') }).waitFor();
    await scanBothWays(mode, `${at} recovery codes`);
    await page.getByRole('button', { name: say(mode, 'userSetting.mfa.saved') }).click();
    await page.getByText(say(mode, 'userSetting.mfa.on', { count: 10 })).waitFor();
    await walk.scan(`${at} on, with the form that turns it off`);

    // The login's second step, and its refusal of a wrong code.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${server.url}/login`);
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    const code = page.getByLabel(say(mode, 'login.form.otp.label'));
    await code.waitFor();
    await walk.scan(`${at} login code step`);
    await code.fill('000000');
    await page.keyboard.press('Enter');
    await page.getByText(say(mode, 'login.form.otp.invalid')).waitFor();
    await walk.scan(`${at} login code refused`);
  }

  it('the second factor from enrolment to the login code, en-US light', async () => {
    await enrol(MODES[0], 'promote');
    expect(walk.found).toEqual([]);
  }, 120_000);

  it('the second factor from enrolment to the login code, zh-CN dark', async () => {
    await enrol(MODES[1], 'agent');
    expect(walk.found).toEqual([]);
  }, 120_000);
});
