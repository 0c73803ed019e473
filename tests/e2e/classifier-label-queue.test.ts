import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './api-call';
import { DEMO_PASSWORD as PASSWORD, logIn, lookAtIt } from './log-in';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { runBuiltServer, seededDataDir, type RunningServer } from './run-server';

/**
 * A moderator works the moments queue by a label's score (issue 41): "Classifier says: spam", then
 * Shift+O to "“spam” score first". The scores are written as the scorer writes them and the scorer
 * is off (CLASSIFIER=0), so the order expected is known; oldest first would be another order.
 */

/** Spam probability of each pending moment, oldest first. 0.3 is under the filter's 0.5. */
const SPAM = [0.62, 0.97, 0.3, 0.55, 0.88, 0.74];
const BY_SCORE = [1, 4, 5, 0]; // indexes into SPAM, highest first (0.55 comes fifth)
/** Report points on two of them, so that the riskiest first is a third order: 5, 3, then the oldest. */
const REPORT_POINTS: Record<number, number> = { 5: 60, 3: 30 };

interface Moment {
  id: number;
  auditStatus: string;
}
interface LogEntry {
  id: number;
  action: string;
  targetId: string;
  adminUsername: string;
}

async function focused(page: Page): Promise<number> {
  return Number(await page.locator('[data-queue-focus]').getAttribute('data-queue-focus'));
}

async function startWithScoredMoments(): Promise<RunningServer & { ids: number[] }> {
  const dataDir = seededDataDir('bo-e2e-cls-');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  // Only these moments are pending with a score: the demo's pending ones are decided out of the way.
  await db.exec(`
    UPDATE moments SET audit_status = 'APPROVED' WHERE audit_status = 'PENDING';
    DELETE FROM classifier_scores;
    INSERT INTO classifier_models (examples, train_ms, model, quality)
      SELECT 10, 1, '{}', '{}' WHERE NOT EXISTS (SELECT 1 FROM classifier_models);
  `);
  const author = (await db.query<{ id: number }>('SELECT min(id)::int AS id FROM accounts')).rows[0]!.id;
  const ids: number[] = [];
  for (const [i, spam] of SPAM.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO moments (account_id, text, audit_status, created_at)
         VALUES ($1, $2, 'PENDING', now() - make_interval(mins => $3)) RETURNING id::int AS id`,
      [author, `classifier queue post ${i}`, 60 - i],
    );
    const id = rows[0]!.id;
    ids.push(id);
    const points = REPORT_POINTS[i];
    if (points !== undefined) {
      await db.query(
        `UPDATE moments SET risk_score = $2, risk_parts = jsonb_build_object('reports', $3::int, 'reportPoints', $2::int) WHERE id = $1`,
        [id, points, points / 10],
      );
    }
    const probabilities = { fine: Math.round((1 - spam) * 100) / 100, spam };
    const top = spam >= 0.5 ? ['spam', spam] : ['fine', 1 - spam];
    await db.query(
      `INSERT INTO classifier_scores (kind, item_id, model_version, probabilities, top_label, top_probability, drivers)
         VALUES ('moment', $1, (SELECT max(version) FROM classifier_models), $2::jsonb, $3, $4, '[]'::jsonb)`,
      [id, JSON.stringify(probabilities), top[0], top[1]],
    );
  }
  await db.exec('DELETE FROM classifier_unscored');
  await db.close();
  const server = await runBuiltServer(dataDir, { CLASSIFIER: '0' });
  return {
    url: server.url,
    ids,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!runBrowserTests)('a queue by a label score in Chromium', () => {
  let server: Awaited<ReturnType<typeof startWithScoredMoments>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWithScoredMoments();
    browser = await launchChromium();
  }, 170_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the agent works "Classifier says: spam" by its score, by keyboard; the decisions land in that order', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await logIn(page, server.url, 'agent');
    await page.waitForURL(/workplace/);
    await page.goto(`${server.url}/audit-center/moment-list?queue=1&classifierLabel=spam`);
    await page.locator('[data-queue-focus]').waitFor();
    // Oldest first to begin with: the oldest post over the filter's 0.5.
    await expect.poll(() => focused(page)).toBe(server.ids[0]);

    // Shift+O: the riskiest first, then the label's score first.
    const byScore = page.getByRole('radio', { name: /score first/ });
    await lookAtIt(page);
    await page.keyboard.press('Shift+O');
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('risk');
    await expect.poll(() => focused(page)).toBe(server.ids[5]);
    await lookAtIt(page);
    await page.keyboard.press('Shift+O');
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('label');
    await expect.poll(() => byScore.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => focused(page)).toBe(server.ids[BY_SCORE[0]!]);

    // Reject the first with a reason (1, spam), approve the next, reject the third: each only
    // once its card is on screen (the decision gate drops keys typed through a change).
    const worked: number[] = [];
    for (const keys of [['1', 'r'], ['a'], ['r']]) {
      const at = await focused(page);
      worked.push(at);
      await lookAtIt(page);
      for (const key of keys) {
        await page.keyboard.press(key);
        if (key === '1') await page.getByText(/^Reason: /).waitFor();
      }
      await expect.poll(() => focused(page)).not.toBe(at);
    }
    expect(worked).toEqual(BY_SCORE.slice(0, 3).map((i) => server.ids[i]));
    expect(await focused(page)).toBe(server.ids[BY_SCORE[3]!]);

    // On the server: the three decided as keyed, in the score's order; the rest still pending.
    const root = await api<string>(server.url, '/admins/login', { username: 'root', password: PASSWORD });
    const statusOf = async (id: number) =>
      (await api<{ list: Moment[] }>(server.url, '/admins/moment-list/get', { pageSize: 1, filters: { id } }, root))
        .list[0]!.auditStatus;
    await expect
      .poll(() => Promise.all(server.ids.map(statusOf)), { timeout: 10_000 })
      .toEqual(
        server.ids.map((_, i) =>
          i === BY_SCORE[0] || i === BY_SCORE[2] ? 'REJECTED' : i === BY_SCORE[1] ? 'APPROVED' : 'PENDING',
        ),
      );
    const log = await api<{ list: LogEntry[] }>(
      server.url,
      '/admins/action-log/list',
      { pageSize: 50, filters: { targetType: 'moment' } },
      root,
    );
    const decided = log.list
      .filter((e) => e.adminUsername === 'agent' && worked.includes(Number(e.targetId)))
      .sort((a, b) => a.id - b.id);
    expect(decided.map((e) => Number(e.targetId))).toEqual(worked);
    expect(errors).toEqual([]);
    await page.close();
  });
});
