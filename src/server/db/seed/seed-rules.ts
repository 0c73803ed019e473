import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { intArray } from '../moderation-sql';
import type { RuleAction, RuleContentKind, RuleKind } from '#contract/rules/rule-kinds';
import type { SeedContext } from './seed-context';

/**
 * The demo rules, and a few rows that hit them. The last seed step: the bulk tables are loaded,
 * indexed and counted, so these rows go in the way the social app writes, one statement each
 * through the content triggers, which flag, hold or block them as they would a real post.
 */

const TEXT_KINDS: RuleContentKind[] = [
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'about_answer',
];

interface DemoRule {
  name: string;
  note: string;
  kind: RuleKind;
  pattern: string;
  action: RuleAction;
  kinds: RuleContentKind[];
}

export const DEMO_RULES: readonly DemoRule[] = [
  {
    name: 'scam-links',
    note: 'Links and contact handles that lure people off the app',
    kind: 'regex',
    pattern: 'https?://[^\\s]+|(?:vx|wx|v信|微信)\\s*:\\s*[a-z0-9_-]{5,}|link in bio',
    action: 'flag',
    kinds: TEXT_KINDS,
  },
  {
    name: 'insult-en',
    note: 'Name-calling; flagged for a look, not hidden',
    kind: 'term',
    pattern: 'idiot',
    action: 'flag',
    kinds: TEXT_KINDS,
  },
  {
    name: 'insult-zh',
    note: '脑残 also matches the traditional 腦殘',
    kind: 'term',
    pattern: '脑残',
    action: 'flag',
    kinds: [...TEXT_KINDS, 'account'],
  },
  {
    name: 'dm-solicitation',
    note: 'Selling in private messages: hidden until a moderator approves',
    kind: 'term',
    pattern: 'DM me',
    action: 'hold',
    kinds: TEXT_KINDS,
  },
  {
    name: 'self-harm-incitement',
    note: 'Never acceptable: disabled at once',
    kind: 'term',
    pattern: 'kill yourself',
    action: 'block',
    kinds: TEXT_KINDS,
  },
];

/** What each demo row says; a reply hangs on the question, a comment on the row before it. */
const MOMENTS = [
  '周末出门玩，结果被一个脑残司机别了一下，气死',
  '這種腦殘言論也有人信？',
  'What an idiot move by the ref tonight',
  '新人福利群，加 vx: abc12345 领红包',
  'Crypto tips every day, DM me for the private group',
  'nobody likes you, just kill yourself',
  'ＦＲＥＥ gift cards → https://gift-card.example/win',
];
const MOMENT_COMMENTS = ['楼主是脑残吧', 'DM me for cheap followers'];
const QUESTION = { title: '谁有靠谱的理财群？', text: '朋友推荐了一个，说加 wx: money888 就能进，靠谱吗？' };
const REPLY = 'Only an idiot would pay to join that';
const REPLY_COMMENT = '看主页 https://t.cn/abc123 有惊喜';
const ABOUT = { question: '我的理想型', answer: '三观正，不要脑残就行' };

/** Rows this step adds per table (the seed's sizes plus these are what a demo database holds). */
export const DEMO_RULE_ROWS = {
  rules: DEMO_RULES.length,
  moments: MOMENTS.length,
  moment_comments: MOMENT_COMMENTS.length,
  questions: 1,
  question_replies: 1,
  reply_comments: 1,
  about_answers: 1,
} as const;

export async function seedDemoRules(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const root = ctx.admins.all.find((a) => a.roles.includes('ADMIN_ROOT'))!.id;
  for (const r of DEMO_RULES) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO rules (name, note, kind, pattern, action, content_kinds, created_by, created_at, updated_at)
          VALUES (${r.name}, ${r.note}, ${r.kind}, ${r.pattern}, ${r.action}, ${sql.param(r.kinds)}::text[], ${root},
                  ${sql.raw(ctx.now)}, ${sql.raw(ctx.now)})
          RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO action_log (admin_id, action, target_type, target_id, after, reason, ip, request_id)
          VALUES (${root}, 'rule.create', 'rule', ${String(row!.id)},
                  ${JSON.stringify({ name: r.name, note: r.note, kind: r.kind, pattern: r.pattern, contentKinds: r.kinds, action: r.action, enabled: true })}::jsonb,
                  'demo rule', 'seed', 'seed')`,
    );
  }
  await flagBacklog(ctx);
  await insertHittingRows(ctx);
}

/**
 * The seeded PENDING rows the flag rules match get their hits, as "apply to the backlog" would
 * record them. Flags change nothing on the row itself (it is PENDING already), so the bulk tables
 * and their counters stay as loaded.
 */
async function flagBacklog(ctx: SeedContext): Promise<void> {
  const sources: [RuleContentKind, string, string][] = [
    ['moment', 'moments', 'text'],
    ['moment_comment', 'moment_comments', 'text'],
    ['question', 'questions', "title || E'\\n' || text"],
    ['question_reply', 'question_replies', 'text'],
    ['reply_comment', 'reply_comments', 'text'],
    ['about_answer', 'about_answers', 'answer'],
  ];
  for (const [kind, table, text] of sources) {
    await ctx.db.execute(
      sql.raw(`INSERT INTO rule_hits (rule_id, content_kind, content_id, action, created_at)
        SELECT r.id, '${kind}', t.id, r.action, ${ctx.now}
        FROM ${table} t JOIN rules r ON r.enabled AND r.action = 'flag' AND '${kind}' = ANY(r.content_kinds)
        WHERE t.audit_status = 'PENDING' AND normalize(${text}, NFKC) ~* r.match_pattern`),
    );
  }
}

/**
 * The new rows are written in the 20 minutes before the oldest PENDING moment, so the oldest-first
 * queue opens on them; authors registered before then and active since (their last activity stays
 * the latest thing they did). Counters of the touched parents are then counted from their enabled
 * children.
 */
async function insertHittingRows(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const [base] = await queryRows<{ t: string }>(
    db,
    sql`SELECT min(created_at)::text AS t FROM moments WHERE audit_status = 'PENDING' AND enabled`,
  );
  const start = base?.t ?? ctx.now;
  const authors = (
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM accounts
          WHERE registered_at < ${start}::timestamptz - interval '1 hour' AND last_active_at > ${start}::timestamptz + interval '1 hour'
            AND enabled AND status = 'NORMAL'
          ORDER BY id LIMIT 16`,
    )
  ).map((r) => r.id);
  if (authors.length < 16) return;
  let i = 0;
  /** The next row's author and time, one minute after the previous row (13 rows, 20 minutes). */
  const next = () => {
    i += 1;
    return { author: authors[i - 1]!, at: sql`${start}::timestamptz - ${`${20 - i} minutes`}::interval` };
  };
  const insert = async (statement: (n: ReturnType<typeof next>) => ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(db, statement(next()));
    return row!.id;
  };

  const momentIds: number[] = [];
  for (const text of MOMENTS)
    momentIds.push(
      await insert(
        (n) =>
          sql`INSERT INTO moments (account_id, text, created_at, updated_at) VALUES (${n.author}, ${text}, ${n.at}, ${n.at}) RETURNING id`,
      ),
    );
  for (const text of MOMENT_COMMENTS)
    await insert(
      (n) =>
        sql`INSERT INTO moment_comments (moment_id, account_id, text, created_at, updated_at)
            VALUES (${momentIds[0]!}, ${n.author}, ${text}, ${n.at}, ${n.at}) RETURNING id`,
    );
  const questionId = await insert(
    (n) =>
      sql`INSERT INTO questions (account_id, title, text, created_at, updated_at)
          VALUES (${n.author}, ${QUESTION.title}, ${QUESTION.text}, ${n.at}, ${n.at}) RETURNING id`,
  );
  const replyId = await insert(
    (n) =>
      sql`INSERT INTO question_replies (question_id, account_id, text, created_at, updated_at)
          VALUES (${questionId}, ${n.author}, ${REPLY}, ${n.at}, ${n.at}) RETURNING id`,
  );
  await insert(
    (n) =>
      sql`INSERT INTO reply_comments (reply_id, account_id, text, created_at, updated_at)
          VALUES (${replyId}, ${n.author}, ${REPLY_COMMENT}, ${n.at}, ${n.at}) RETURNING id`,
  );
  await insert(
    (n) =>
      sql`INSERT INTO about_answers (account_id, question, answer, created_at, updated_at)
          VALUES (${n.author}, ${ABOUT.question}, ${ABOUT.answer}, ${n.at}, ${n.at}) RETURNING id`,
  );

  // Stored counters count enabled children (db/moderation-tables.ts); a held or blocked row adds none.
  await db.execute(sql`UPDATE accounts a SET
      moment_count = (SELECT count(*) FROM moments m WHERE m.account_id = a.id AND m.enabled),
      question_count = (SELECT count(*) FROM questions q WHERE q.account_id = a.id AND q.enabled)
    WHERE a.id = ANY(${intArray(authors)})`);
  await db.execute(sql`UPDATE moments m SET comment_count =
      (SELECT count(*) FROM moment_comments c WHERE c.moment_id = m.id AND c.enabled) WHERE m.id = ${momentIds[0]!}`);
  await db.execute(sql`UPDATE questions q SET reply_count =
      (SELECT count(*) FROM question_replies r WHERE r.question_id = q.id AND r.enabled) WHERE q.id = ${questionId}`);
}
