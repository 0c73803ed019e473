import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { logIn } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { runBuiltServer, seededDataDir, type RunningServer } from './run-server';

interface Moment {
  id: number;
  enabled: boolean;
  auditStatus: string;
  version: number;
  accountId: number;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/**
 * One decision, end to end: a `hold` rule hides a scam link as the social app posts it; a moderator
 * suspends its author from the queue with Shift+S, which decides the moment (it leaves every
 * queue); the author appeals through the app (plain SQL, written while the server is stopped, as
 * PGlite lets one process hold its directory); another moderator accepts the appeal in the Appeals
 * queue, which shows the moment, and the moment is back as it was before the hold hid it.
 */
describe.skipIf(!runBrowserTests)('a held post, its author suspended from the queue, the appeal accepted', () => {
  let dataDir = '';
  let server: RunningServer | null = null;
  let browser: Browser;
  let held = 0;

  beforeAll(async () => {
    dataDir = seededDataDir('bo-e2e-held-');
    const db = await PGlite.create(join(dataDir, 'pglite'));
    await db.exec(`
      INSERT INTO rules (name, kind, pattern, content_kinds, action, created_by)
        VALUES ('e2e-shortener', 'term', 'coinsdrop', ARRAY['moment'], 'hold', (SELECT min(id) FROM admins));
      INSERT INTO accounts (nickname, avatar_url, phone, source, audit_status)
        VALUES ('scammer', '/media/avatar/1.svg', '13800009999', 'huawei', 'APPROVED');`);
    const rows = await db.query<{ id: number }>(
      `INSERT INTO moments (account_id, text) VALUES ((SELECT max(id) FROM accounts), 'free money at coinsdrop.example/claim')
       RETURNING id`,
    );
    held = rows.rows[0]!.id;
    await db.close();
    server = await runBuiltServer(dataDir);
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('Shift+S decides the held moment; accepting the appeal brings it back', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, server!.url, 'agent');
    const token = await tokenOf(page);
    const moment = async (url: string, t: string) =>
      (await api<{ list: Moment[] }>(url, '/admins/moment-list/get', { filters: { id: held } }, t)).list[0]!;
    // The hold hid it as it went in: disabled, waiting.
    expect(await moment(server!.url, token)).toMatchObject({ enabled: false, auditStatus: 'PENDING' });

    await page.goto(`${server!.url}/audit-center/moment-list?text=coinsdrop&queue=1`);
    await expect
      .poll(() => page.locator('[data-queue-focus]').getAttribute('data-queue-focus'), { timeout: 15_000 })
      .toBe(String(held));
    // 2 arms a reason; Shift+S opens the picker, which says what the item gets; 5 picks 1 hour.
    await page.keyboard.press('2');
    await page.keyboard.press('Shift+S');
    const picker = page.getByRole('dialog', { name: /^Suspend #\d+$/ });
    await picker.getByText(/set to Rejected with it, and leaves every queue/).waitFor();
    await page.keyboard.press('5');
    await picker.waitFor({ state: 'detached' });

    // Decided in the same keystroke: rejected, still hidden, out of every queue's pending items.
    await expect.poll(async () => (await moment(server!.url, token)).auditStatus, { timeout: 10_000 }).toBe('REJECTED');
    const decided = await moment(server!.url, token);
    expect(decided.enabled).toBe(false);
    const waiting = await api<{ list: Moment[] }>(
      server!.url,
      '/admins/moment-list/get',
      { filters: { text: 'coinsdrop', auditStatus: 'PENDING' } },
      token,
    );
    expect(waiting.list).toEqual([]);
    // A fresh hand of the same queue has nothing left to give.
    await page.reload();
    await page
      .getByRole('paragraph')
      .filter({ hasText: 'The queue is empty. Nothing waits for a decision.' })
      .waitFor({ timeout: 15_000 });
    const history = await api<{ list: { id: number; kind: string; endsAt: string | null; active: boolean }[] }>(
      server!.url,
      '/admins/account/enforcements',
      { accountId: decided.accountId },
      token,
    );
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ kind: 'suspend', active: true });
    const hours = (Date.parse(history.list[0]!.endsAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.9);
    expect(hours).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();

    // The author appeals in the app, which writes the row itself.
    await server!.stop();
    const db = await PGlite.create(join(dataDir, 'pglite'));
    await db.query(
      `UPDATE enforcements SET appeal_state = 'pending', appeal_text = 'my account was stolen', appealed_at = now(),
         version = version + 1 WHERE id = $1`,
      [history.list[0]!.id],
    );
    await db.close();
    server = await runBuiltServer(dataDir);

    // Another moderator works the Appeals queue: the card shows the moment without `u`; `a` accepts.
    const lead = await browser.context.newPage();
    lead.on('pageerror', (e) => errors.push(e.message));
    await logIn(lead, server.url, 'root');
    const rootToken = await tokenOf(lead);
    await lead.goto(`${server.url}/audit-center/appeal-list`);
    // The demo has older appeals, handed out first: j walks the hand to this one.
    const focusedAppeal = lead.locator('[data-appeal][aria-current="true"]');
    await focusedAppeal.waitFor({ timeout: 15_000 });
    const appealId = String(history.list[0]!.id);
    for (let i = 0, at = await focusedAppeal.getAttribute('data-appeal'); at !== appealId && i < 200; i++) {
      const was = at;
      await lead.keyboard.press('j');
      // One step at a time: the next press waits for this one to move the focus.
      await expect.poll(() => focusedAppeal.getAttribute('data-appeal')).not.toBe(was);
      at = await focusedAppeal.getAttribute('data-appeal');
    }
    const card = lead.locator(`[data-appeal="${appealId}"][aria-current="true"]`);
    await card.getByText('my account was stolen').waitFor({ timeout: 15_000 });
    const cause = card.getByRole('region', { name: 'What it was for' });
    await cause.getByText('free money at coinsdrop.example/claim').waitFor();
    await expect(cause.textContent()).resolves.toMatch(/Rejected.*Disabled/);
    await lead.keyboard.press('a');
    // Overturned: the suspension is lifted and the moment shown again and approved.
    await expect.poll(async () => (await moment(server!.url, rootToken)).enabled, { timeout: 10_000 }).toBe(true);
    expect(await moment(server.url, rootToken)).toMatchObject({ enabled: true, auditStatus: 'APPROVED' });
    const after = await api<{
      list: { appealState: string; active: boolean }[];
      summary: { suspendedUntil: string | null };
    }>(server.url, '/admins/account/enforcements', { accountId: decided.accountId }, rootToken);
    expect(after.list[0]).toMatchObject({ appealState: 'overturned', active: false });
    expect(after.summary.suspendedUntil).toBeNull();
    // The log says it: the act names the status it decided the moment with and the hold it ended;
    // the overturn, that it gave the moment back.
    const logged = async (action: string) =>
      (
        await api<{ list: { after: unknown }[] }>(
          server!.url,
          '/admins/action-log/list',
          { filters: { action }, pageSize: 5 },
          rootToken,
        )
      ).list[0]!.after;
    expect(await logged('account.suspend')).toMatchObject({
      content: { kind: 'moment', id: held, decided: 'REJECTED', holdsEnded: [expect.any(Number)] },
    });
    expect(await logged('enforcement.appeal_overturn')).toMatchObject({ content: { restored: true } });
    expect(errors).toEqual([]);
    await lead.close();
  });
});
