import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { AxeWalk, MODES, say } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { lookAtIt } from './log-in';
import { startBuiltServer, type RunningServer } from './run-server';

/** Where the screens are saved to be looked at (SHOTS=dir), as the queue-touch test does. */
const SHOTS = process.env.SHOTS;

/**
 * Second review in Chromium, in both languages and themes: the agent's decisions sampled at 100 %,
 * root works them by keyboard (y, n, l), a lead applies a label, and every screen and dialog on the
 * way passes axe-core.
 */
describe.runIf(runBrowserTests)('second review (Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let walk: AxeWalk;
  let root = '';

  const login = (username: string) =>
    api<string>(server.url, '/admins/login', { username, password: 'backoffice-demo' });

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
    page = await browser.context.newPage();
    walk = new AxeWalk(page, server.url);
    root = await login('root');
    const agent = await login('agent');
    await api(server.url, '/admins/second-review/settings-save', { sharePercent: 100 }, root);
    const pending = await api<{ list: { id: number }[] }>(
      server.url,
      '/admins/moment-list/get',
      { pageSize: 6, filters: { auditStatus: 'PENDING' } },
      agent,
    );
    const ids = pending.list.map((r) => r.id);
    await api(
      server.url,
      '/admins/update-audit-status',
      { target: 'moment', ids: ids.slice(0, 3), auditStatus: 'REJECTED', reasonCode: 'spam' },
      agent,
    );
    await api(
      server.url,
      '/admins/update-audit-status',
      { target: 'moment', ids: ids.slice(3), auditStatus: 'APPROVED' },
      agent,
    );
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };

  for (const mode of MODES) {
    it(`is worked by keyboard and passes axe-core in ${mode.locale} ${mode.theme}`, async () => {
      const at = `${mode.theme} ${mode.locale}`;
      await walk.logIn(mode, 'root');
      const escalatedBefore = (await api<{ total: number }>(server.url, '/admins/second-review/escalated', {}, root))
        .total;

      await walk.go('/audit-center/second-review');
      const card = page.getByRole('article', { name: say(mode, 'secondReview.card') });
      await card.waitFor();
      await walk.scan(`${at} second review`);
      await shot(`second-review-${mode.locale}-${mode.theme}`);

      // y agrees: the card is taken off and the next one drawn.
      const first = await card.innerText();
      await lookAtIt(page);
      await page.keyboard.press('y');
      await expect.poll(() => card.innerText()).not.toBe(first);

      // n opens the disagreement; it is scanned, then closed without sending.
      await lookAtIt(page);
      await page.keyboard.press('n');
      const disagree = page.getByRole('dialog', { name: say(mode, 'secondReview.disagreeTitle') });
      // The dialog's own box is empty (its panel is fixed inside it): wait for what it shows.
      await disagree.getByRole('radio').first().waitFor();
      await walk.scan(`${at} second review disagree dialog`);
      await shot(`second-review-dialog-${mode.locale}-${mode.theme}`);
      await page.keyboard.press('Escape');
      await disagree.getByRole('radio').first().waitFor({ state: 'detached' });

      // l sends it to a lead with a note.
      await lookAtIt(page);
      await page.keyboard.press('l');
      const toLead = page.getByRole('dialog', { name: say(mode, 'secondReview.toLeadTitle') });
      await toLead.getByRole('textbox').fill('needs a lead');
      await toLead.getByRole('button', { name: say(mode, 'secondReview.sendToLead') }).click();
      await toLead.getByRole('textbox').waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await api<{ total: number }>(server.url, '/admins/second-review/escalated', {}, root)).total)
        .toBe(escalatedBefore + 1);

      await walk.go('/stats-center/second-review-leads');
      const apply = page
        .getByRole('main')
        .getByRole('button', { name: say(mode, 'secondReviewLeads.apply') })
        .first();
      await apply.waitFor();
      await walk.scan(`${at} disagreements for leads`);
      await shot(`second-review-leads-${mode.locale}-${mode.theme}`);
      await apply.click();
      await expect
        .poll(async () => (await api<{ total: number }>(server.url, '/admins/second-review/escalated', {}, root)).total)
        .toBe(escalatedBefore);

      await walk.go('/stats-center/team-stats');
      const agreement = page.getByRole('region', { name: say(mode, 'teamStats.agreement.title') });
      await agreement.getByRole('table').first().waitFor();
      await walk.scan(`${at} team stats agreement`, 'main');
      if (SHOTS) await agreement.screenshot({ path: join(SHOTS, `team-agreement-${mode.locale}-${mode.theme}.png`) });
      expect(walk.found).toEqual([]);
    }, 180_000);
  }
});
