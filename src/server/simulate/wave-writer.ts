import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { CampaignTexts, type Chance, type Pick } from './campaign-texts';

/** A campaign under way: its fresh accounts, its posts due over its span, and how many are written. */
export interface Campaign {
  texts: CampaignTexts;
  accounts: number[];
  posts: number;
  spanSeconds: number;
  startedAt: number;
  written: number;
}

const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/**
 * Writes what a spam wave looks like, through plain SQL as the social app writes: accounts signed
 * up minutes ago, then the same scam posted 30–300 times by 5–40 of them within minutes with small
 * edits (campaign-texts.ts); and report waves, a handful of fresh accounts reporting one ordinary
 * post within a minute.
 */
export class WaveWriter {
  constructor(
    private readonly db: Db,
    private readonly pick: Pick,
    private readonly chance: Chance,
  ) {}

  /** Accounts registered now, as a sign-up writes them. */
  async freshAccounts(n: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`INSERT INTO accounts (nickname, avatar_url, phone, source, registered_at, last_active_at)
          SELECT 'user' || substr(md5(random()::text), 1, 8), '/media/avatar/' || (1 + floor(random() * 60))::int || '.svg',
                 '1' || (3 + floor(random() * 7))::int || lpad(floor(random() * 1e9)::bigint::text, 9, '0'),
                 'huawei', now(), now()
            FROM generate_series(1, ${n})
          RETURNING id`,
    );
    return rows.map((r) => r.id);
  }

  /** A new campaign: 30–300 posts from 5–40 fresh accounts over 1–4 minutes (bounds for tests). */
  async startCampaign(opts: { posts?: number; accounts?: number; spanSeconds?: number } = {}): Promise<Campaign> {
    return {
      texts: new CampaignTexts(this.pick, this.chance),
      accounts: await this.freshAccounts(opts.accounts ?? between(5, 40)),
      posts: opts.posts ?? between(30, 300),
      spanSeconds: opts.spanSeconds ?? between(60, 240),
      startedAt: performance.now(),
      written: 0,
    };
  }

  /** The campaign's posts due by now; returns how many were written. */
  async postDue(c: Campaign, now = performance.now()): Promise<number> {
    const due = Math.min(c.posts, Math.ceil(((now - c.startedAt) / 1000 / c.spanSeconds) * c.posts)) - c.written;
    for (let i = 0; i < due; i++) await this.post(c);
    return Math.max(0, due);
  }

  /** One post of the campaign, as a moment, its author's counter in the same statement. */
  async post(c: Campaign): Promise<void> {
    const author = this.pick(c.accounts);
    await this.db.execute(
      sql`WITH r AS (INSERT INTO moments (account_id, text) VALUES (${author}, ${c.texts.next()}) RETURNING enabled)
          UPDATE accounts SET moment_count = moment_count + (SELECT count(*) FROM r WHERE enabled)::int,
                 last_active_at = now() WHERE id = ${author}`,
    );
    c.written += 1;
  }

  /**
   * A report wave: 5–12 accounts signed up moments ago each report one ordinary post (the newest
   * enabled moment outside any campaign's accounts) for abuse. Returns the post and how many reports.
   */
  async reportWave(size = between(5, 12)): Promise<{ target: number; reports: number } | null> {
    const [target] = await queryRows<{ id: number; author: number }>(
      this.db,
      sql`SELECT m.id, m.account_id AS author FROM moments m JOIN accounts a ON a.id = m.account_id
           WHERE m.enabled AND a.registered_at < now() - interval '30 days'
           ORDER BY m.id DESC LIMIT 1`,
    );
    if (!target) return null;
    const reporters = await this.freshAccounts(size);
    for (const reporter of reporters) {
      await this.db.execute(
        sql`WITH r AS (INSERT INTO reports (reporter_id, target_type, target_id, reason, detail)
                       VALUES (${reporter}, 'moment', ${target.id}, 'abuse', ${this.pick(REPORT_DETAILS)}) RETURNING id)
            UPDATE accounts SET report_count = report_count + 1 WHERE id = ${target.author}`,
      );
    }
    return { target: target.id, reports: reporters.length };
  }
}

const REPORT_DETAILS = ['offensive', 'report this', '举报', '辱骂', 'this is harassment', ''];
