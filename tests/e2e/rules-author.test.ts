import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { logIn } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { runBuiltServer, seededDataDir, type RunningServer } from './run-server';

/**
 * A lead writes a rule on who posts in the Rules screen; a post the social app then writes, with
 * plain SQL, by an account made today is held by the database, and the lead finds it in the
 * moments list with the rule named. PGlite lets one process hold its directory, so the post is
 * written while the server is stopped, as the app would while the console is away.
 */
describe.skipIf(!runBrowserTests)('a rule on who posts, written in the console, acts on a simulated post', () => {
  let dataDir = '';
  let server: RunningServer | null = null;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = seededDataDir('bo-e2e-rules-');
    server = await runBuiltServer(dataDir);
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('new accounts are held from the next post on', async () => {
    const page = await browser.context.newPage();
    await logIn(page, server!.url, 'root');
    await page.goto(`${server!.url}/audit-center/rule-list`);
    await page.getByRole('grid', { name: 'Rules' }).waitFor();
    await page.getByRole('button', { name: /New rule/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New rule' });
    await dialog.getByLabel('Name', { exact: true }).fill('new-accounts');
    await dialog.getByLabel('Kind', { exact: true }).selectOption('author');
    await dialog.getByLabel('Action', { exact: true }).selectOption('hold');
    await dialog.getByLabel('Account younger than (days)').fill('2');
    // The dry run reads the existing moments with the author condition, before anything is saved.
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Dry run' }).textContent(), { timeout: 15_000 })
      .toMatch(/Would hit \d+ of/);
    await dialog.getByRole('button', { name: 'Create rule' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: 'Rules' }).getByText('new-accounts').waitFor();
    await page.close();

    // The social app writes a post by an account registered an hour ago, and one by an old account.
    await server!.stop();
    const db = await PGlite.create(join(dataDir, 'pglite'));
    const rows = await db.query<{ id: number }>(`
      WITH a AS (
        INSERT INTO accounts (nickname, avatar_url, phone, source, registered_at)
        VALUES ('fresh-author', '/media/avatar/1.svg', '13900000001', 'huawei', now() - interval '1 hour') RETURNING id)
      INSERT INTO moments (account_id, text) SELECT id, 'hello everyone, first post here' FROM a RETURNING id`);
    const held = rows.rows[0]!.id;
    await db.query(
      `INSERT INTO moments (account_id, text) VALUES ((SELECT min(id) FROM accounts), 'an old hand says hello too')`,
    );
    await db.close();
    server = await runBuiltServer(dataDir);

    const lead = await browser.context.newPage();
    await logIn(lead, server.url, 'root');
    const token = await lead.evaluate(() => localStorage.getItem('token') ?? '');
    const list = await api<{
      list: { id: number; enabled: boolean; auditStatus: string; ruleHits?: { name: string }[] }[];
    }>(server.url, '/admins/moment-list/get', { filters: { text: 'hello' }, pageSize: 20 }, token);
    const post = list.list.find((m) => m.id === held);
    expect(post).toMatchObject({ enabled: false, auditStatus: 'PENDING', ruleHits: [{ name: 'new-accounts' }] });
    expect(
      list.list.filter((m) => m.id !== held).every((m) => !(m.ruleHits ?? []).some((h) => h.name === 'new-accounts')),
    ).toBe(true);
    // In the console: the moments list shows the post with the rule named on it.
    await lead.goto(`${server.url}/audit-center/moment-list?text=first+post`);
    const grid = lead.getByRole('grid', { name: 'Moments' });
    const row = grid.getByRole('row').filter({ hasText: 'hello everyone, first post here' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('rule: new-accounts');
  });
});
