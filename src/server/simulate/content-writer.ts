import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { SimulatedTexts } from './simulated-texts';

/** What the simulator writes, one kind per insert. */
export const SIMULATED_KINDS = [
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'about_answer',
  'report',
] as const;
export type SimulatedKind = (typeof SIMULATED_KINDS)[number];

/** How often each kind is written, roughly as the seed's ratios (comments and moments lead). */
const WEIGHTS: Record<SimulatedKind, number> = {
  moment: 32,
  moment_comment: 26,
  question: 6,
  question_reply: 12,
  reply_comment: 10,
  about_answer: 6,
  report: 8,
};

interface Target {
  id: number;
  author: number;
}

/** Recent rows to comment on, reply to and report, topped up with what the simulator writes. */
const POOL = 300;

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Writes content the way the social app does: plain SQL, one statement per row, its counters and
 * its author's last activity in the same statement (a data-modifying CTE), so the content triggers
 * (rules_match) see exactly what an app insert looks like. Counters count enabled children: a row
 * a rule holds or blocks arrives disabled and adds nothing.
 */
export class ContentWriter {
  private readonly texts = new SimulatedTexts(random, (p) => Math.random() < p);
  private accounts: number[] = [];
  private readonly pools: Record<'moment' | 'moment_comment' | 'question' | 'question_reply', Target[]> = {
    moment: [],
    moment_comment: [],
    question: [],
    question_reply: [],
  };

  constructor(private readonly db: Db) {}

  /** Reads the authors and recent rows to write against; false when there are no accounts. */
  async load(): Promise<boolean> {
    this.accounts = (
      await queryRows<{ id: number }>(
        this.db,
        sql`SELECT id FROM accounts WHERE enabled AND status = 'NORMAL' ORDER BY last_active_at DESC LIMIT 2000`,
      )
    ).map((r) => r.id);
    const recent = (table: string) =>
      queryRows<Target>(
        this.db,
        sql`SELECT id, account_id AS author FROM ${sql.raw(table)} WHERE enabled ORDER BY id DESC LIMIT ${POOL}`,
      );
    this.pools.moment = await recent('moments');
    this.pools.moment_comment = await recent('moment_comments');
    this.pools.question = await recent('questions');
    this.pools.question_reply = await recent('question_replies');
    return this.accounts.length > 0;
  }

  /** A kind to write, by weight, among those whose parents exist. */
  nextKind(): SimulatedKind {
    const possible = SIMULATED_KINDS.filter((k) => this.parentOf(k) !== 'missing');
    const total = possible.reduce((s, k) => s + WEIGHTS[k], 0);
    let roll = Math.random() * total;
    for (const k of possible) {
      roll -= WEIGHTS[k];
      if (roll < 0) return k;
    }
    return 'moment';
  }

  private parentOf(kind: SimulatedKind): Target | null | 'missing' {
    const pool =
      kind === 'moment_comment' || kind === 'report'
        ? this.pools.moment
        : kind === 'question_reply'
          ? this.pools.question
          : kind === 'reply_comment'
            ? this.pools.question_reply
            : null;
    if (pool === null) return null;
    return pool.length === 0 ? 'missing' : random(pool);
  }

  private remember(kind: keyof ContentWriter['pools'], row: Target & { enabled: boolean }) {
    if (!row.enabled) return;
    const pool = this.pools[kind];
    pool.push({ id: row.id, author: row.author });
    if (pool.length > POOL) pool.shift();
  }

  /** Writes one row of `kind`; returns whether the row arrived enabled. */
  async write(kind: SimulatedKind): Promise<void> {
    const author = random(this.accounts);
    const zh = Math.random() < 0.6;
    const parent = this.parentOf(kind);
    const p = parent === null || parent === 'missing' ? { id: 0, author: 0 } : parent;
    const active = sql`UPDATE accounts SET last_active_at = now() WHERE id = ${author}`;
    switch (kind) {
      case 'moment': {
        const media =
          Math.random() < 0.5
            ? []
            : [{ kind: 'image', url: `/media/photo/${1 + Math.floor(Math.random() * 9000)}.svg` }];
        const row = await this.one(
          sql`WITH r AS (INSERT INTO moments (account_id, text, media) VALUES (${author}, ${this.texts.moment(zh)}, ${JSON.stringify(media)}::jsonb)
                RETURNING id, account_id AS author, enabled),
              c AS (UPDATE accounts SET moment_count = moment_count + (SELECT count(*) FROM r WHERE enabled)::int,
                      last_active_at = now() WHERE id = ${author})
              SELECT * FROM r`,
        );
        return this.remember('moment', row);
      }
      case 'moment_comment': {
        const row = await this.one(
          sql`WITH r AS (INSERT INTO moment_comments (moment_id, account_id, text) VALUES (${p.id}, ${author}, ${this.texts.comment(zh)})
                RETURNING id, account_id AS author, enabled),
              c AS (UPDATE moments SET comment_count = comment_count + 1 WHERE id = ${p.id} AND (SELECT enabled FROM r)),
              a AS (${active})
              SELECT * FROM r`,
        );
        return this.remember('moment_comment', row);
      }
      case 'question': {
        const q = this.texts.question(zh);
        const row = await this.one(
          sql`WITH r AS (INSERT INTO questions (account_id, title, text) VALUES (${author}, ${q.title}, ${q.text})
                RETURNING id, account_id AS author, enabled),
              c AS (UPDATE accounts SET question_count = question_count + (SELECT count(*) FROM r WHERE enabled)::int,
                      last_active_at = now() WHERE id = ${author})
              SELECT * FROM r`,
        );
        return this.remember('question', row);
      }
      case 'question_reply': {
        const row = await this.one(
          sql`WITH r AS (INSERT INTO question_replies (question_id, account_id, text) VALUES (${p.id}, ${author}, ${this.texts.reply(zh)})
                RETURNING id, account_id AS author, enabled),
              c AS (UPDATE questions SET reply_count = reply_count + 1 WHERE id = ${p.id} AND (SELECT enabled FROM r)),
              a AS (${active})
              SELECT * FROM r`,
        );
        return this.remember('question_reply', row);
      }
      case 'reply_comment':
        await this.one(
          sql`WITH r AS (INSERT INTO reply_comments (reply_id, account_id, text) VALUES (${p.id}, ${author}, ${this.texts.replyComment(zh)})
                RETURNING id, account_id AS author, enabled),
              a AS (${active})
              SELECT * FROM r`,
        );
        return;
      case 'about_answer': {
        const a = this.texts.aboutAnswer(zh);
        await this.one(
          sql`WITH r AS (INSERT INTO about_answers (account_id, question, answer) VALUES (${author}, ${a.question}, ${a.answer})
                RETURNING id, account_id AS author, enabled),
              a AS (${active})
              SELECT * FROM r`,
        );
        return;
      }
      case 'report': {
        // accounts.report_count counts the reports on the account and on everything it wrote.
        const r = this.texts.report();
        await this.one(
          sql`WITH r AS (INSERT INTO reports (reporter_id, target_type, target_id, reason, detail)
                VALUES (${author}, 'moment', ${p.id}, ${r.reason}, ${r.detail}) RETURNING id, reporter_id AS author, enabled),
              c AS (UPDATE accounts SET report_count = report_count + 1 WHERE id = ${p.author})
              SELECT * FROM r`,
        );
        return;
      }
    }
  }

  private async one(statement: SQL): Promise<Target & { enabled: boolean }> {
    const [row] = await queryRows<Target & { enabled: boolean }>(this.db, statement);
    return row!;
  }
}
