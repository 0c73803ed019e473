import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '#server/db/client';
import { freshDatabase as migratedDatabase } from './test-database';
import { isEmpty, seedDemo } from '#server/db/seed/seed-demo';
import { SEED_SIZES } from '#server/db/seed/sizes';
import { CHANNELS } from '#server/db/seed/catalog';
import { DEMO_RULE_ROWS } from '#server/db/seed/seed-rules';
import { DEMO_WAVE_ROWS } from '#server/db/seed/seed-waves';
import { reportWaves } from '#server/db/report-waves';
import { CLASSIFIER_LABELS } from '#contract/classifier';
import { DEMO_ENFORCEMENT_ROWS } from '#server/db/seed/seed-enforcements';
import * as E from '#contract/entities';

/**
 * The demo data set, seeded twice into fresh databases (PGlite in memory, or throwaway databases
 * on TEST_DATABASE_URL) at two instants 2 days 7 h 13 min apart.
 */
const T1 = new Date('2026-03-14T05:26:53.000Z');
const OFFSET_MS = ((2 * 24 + 7) * 60 + 13) * 60_000;
const T2 = new Date(T1.getTime() + OFFSET_MS);
const sizes = SEED_SIZES.demo;

interface Fresh {
  database: Database;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<Fresh> {
  const database = await migratedDatabase();
  return { database, drop: () => database.close() };
}

const rows = <T>(db: Db, text: string) => queryRows<T>(db, sql.raw(text));
async function one<T>(db: Db, text: string): Promise<T> {
  const [row] = await rows<T>(db, text);
  if (!row) throw new Error(`no row from: ${text}`);
  return row;
}
const count = async (db: Db, text: string) =>
  (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${text}) q`)).n;
const distinct = async (db: Db, table: string, column: string) =>
  (await rows<{ v: string | boolean }>(db, `SELECT DISTINCT ${column} AS v FROM ${table}`))
    .map((r) => String(r.v))
    .sort();
const now1 = `'${T1.toISOString()}'::timestamptz`;

let a: Fresh;
let db: Db;
/** The second run's fingerprints (the database itself is closed once they are taken). */
const second = new Map<string, { n: number; h: string }>();
let secondLatestMoment = 0;

beforeAll(async () => {
  const b = await freshDatabase();
  try {
    await seedDemo(b.database.db, { scale: 'demo', progress: false, now: T2 });
    for (const [table, columns] of Object.entries(CONTENT))
      second.set(table, await fingerprint(b.database.db, table, columns));
    secondLatestMoment = await latestMoment(b.database.db);
  } finally {
    await b.drop();
  }
  a = await freshDatabase();
  db = a.database.db;
  await seedDemo(db, { scale: 'demo', progress: false, now: T1 });
}, 240_000);

afterAll(async () => {
  await a?.drop();
});

/** Every column but the ones that are times (or made from times, like an order number's date). */
const CONTENT: Record<string, string> = {
  accounts: `id, version, enabled, audit_status, nickname, avatar_url, gender, phone, email, status, certified, source, vip,
    moment_count, question_count, report_count`,
  moments: 'id, version, enabled, audit_status, account_id, text, media, like_count, comment_count',
  moment_comments: 'id, version, enabled, audit_status, moment_id, account_id, text',
  questions: 'id, version, enabled, audit_status, account_id, title, text, reply_count',
  question_replies: 'id, version, enabled, audit_status, question_id, account_id, text',
  reply_comments: 'id, version, enabled, audit_status, reply_id, account_id, text',
  about_answers: 'id, version, enabled, audit_status, account_id, question, answer',
  avatar_certs: 'id, version, enabled, audit_status, account_id, avatar_url, selfie_url, reviewed_by',
  messages: 'id, from_account_id, to_account_id, kind, text',
  reports:
    'id, version, audit_status, reporter_id, target_type, target_id, reason, detail, status, result, note, finished_by',
  orders: `id, version, right(order_no, 10), account_id, product, amount_cents, currency, channel, pay_method, status, renewal,
    paid_at IS NULL, refunded_cents`,
  refunds: `id, order_id, amount_cents, currency, reason, right(idempotency_key, 12), admin_id`,
  apk_channels: 'id, code, name, download_url, version, enabled, note',
  enforcements: `id, version, account_id, kind, reason_code, reason, content_kind, content_id, previous_status, created_by,
    appeal_state, appeal_text`,
  account_notes: 'id, account_id, author_id, text',
  // A todo's number counts a queue as of the seed instant (e.g. sign-ups of the last 7 days).
  notifications: `id, admin_id, type, title, link, status, CASE WHEN type = 'todo' THEN '' ELSE content || message_type END`,
};

function fingerprint(target: Db, table: string, columns: string) {
  return one<{ n: number; h: string }>(
    target,
    `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t.id)) AS h FROM (SELECT ${columns} FROM ${table}) t`,
  );
}

async function latestMoment(target: Db): Promise<number> {
  return (await one<{ t: number }>(target, `SELECT extract(epoch FROM max(created_at))::float8 AS t FROM moments`)).t;
}

describe('demo seed: determinism', () => {
  it.each(Object.entries(CONTENT))(
    '%s has the same rows with the same content in both runs',
    async (table, columns) => {
      const first = await fingerprint(db, table, columns);
      expect(first.n).toBeGreaterThan(0);
      expect(second.get(table)).toEqual(first);
    },
  );

  it('moves only the times, by the difference between the two instants', async () => {
    const shift = secondLatestMoment - (await latestMoment(db));
    expect(Math.abs(shift * 1000 - OFFSET_MS)).toBeLessThan(3_600_000);
  });

  it('makes the sizes of the scale, plus the few rows that hit the demo rules', async () => {
    const expected: Record<string, number> = {
      accounts: sizes.accounts + DEMO_WAVE_ROWS.campaignAccounts + DEMO_WAVE_ROWS.reportAccounts,
      moments: sizes.moments + DEMO_RULE_ROWS.moments + DEMO_WAVE_ROWS.moments,
      moment_comments: sizes.momentComments + DEMO_RULE_ROWS.moment_comments,
      questions: sizes.questions + DEMO_RULE_ROWS.questions,
      question_replies: sizes.questionReplies + DEMO_RULE_ROWS.question_replies,
      reply_comments: sizes.replyComments + DEMO_RULE_ROWS.reply_comments,
      // and the built-in rules: the one that holds everything from a held author (migration
      // rules-evasion-sql) and one per label the classifier's thresholds act on (classifier-thresholds)
      rules: DEMO_RULE_ROWS.rules + 1 + CLASSIFIER_LABELS.filter((l) => l !== 'fine').length,
      messages: sizes.messages,
      reports: sizes.reports + DEMO_WAVE_ROWS.reports,
      orders: sizes.orders,
      apk_channels: CHANNELS.length,
      admins: 3,
    };
    for (const [table, n] of Object.entries(expected)) expect(await count(db, `SELECT 1 FROM ${table}`), table).toBe(n);
    expect(await count(db, 'SELECT 1 FROM about_answers')).toBeGreaterThan(
      sizes.accounts * sizes.aboutAnswersPerAccount * 0.8,
    );
    expect(await count(db, 'SELECT 1 FROM avatar_certs')).toBeGreaterThan(sizes.accounts * sizes.avatarCertShare * 0.8);
  });
});

describe('demo seed: rules', () => {
  it('has the demo rules, made by root, and rows the triggers flagged, held and blocked', async () => {
    const made = await rows<{ name: string; action: string; username: string }>(
      db,
      'SELECT r.name, r.action, a.username FROM rules r JOIN admins a ON a.id = r.created_by ORDER BY r.id',
    );
    expect(made.map((r) => r.username)).toEqual(made.map(() => 'root'));
    expect(new Set(made.map((r) => r.action))).toEqual(new Set(['flag', 'hold', 'block']));
    const hit = (text: string) =>
      one<{ enabled: boolean; audit_status: string; rules: string }>(
        db,
        `SELECT m.enabled, m.audit_status, string_agg(r.name, ',' ORDER BY r.id) AS rules
         FROM moments m JOIN rule_hits h ON h.content_kind = 'moment' AND h.content_id = m.id JOIN rules r ON r.id = h.rule_id
         WHERE m.text = '${text}' GROUP BY m.id`,
      );
    // The simplified term folds onto the traditional text.
    expect(await hit('這種腦殘言論也有人信？')).toEqual({ enabled: true, audit_status: 'PENDING', rules: 'insult-zh' });
    expect(await hit('Crypto tips every day, DM me for the private group')).toMatchObject({ enabled: false });
    expect(await hit('nobody likes you, just kill yourself')).toMatchObject({ enabled: false });
    expect(await count(db, "SELECT 1 FROM action_log WHERE action IN ('rule.hold', 'rule.block')")).toBeGreaterThan(1);
    expect(await count(db, "SELECT 1 FROM action_log WHERE action = 'rule.create'")).toBe(made.length);
    // Seeded spam still in the queue carries the scam-links flag, as "apply to the backlog" leaves it.
    for (const kind of ['moment', 'moment_comment', 'question_reply'])
      expect(
        await count(
          db,
          `SELECT 1 FROM rule_hits h JOIN rules r ON r.id = h.rule_id WHERE r.name = 'scam-links' AND h.content_kind = '${kind}'`,
        ),
        kind,
      ).toBeGreaterThan(1);
  });
});

describe('demo seed: enforcements', () => {
  it('has warnings, a running and an ended suspension, a ban, notes and open appeals, each in the action log', async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      db,
      'SELECT kind, count(*)::int AS n FROM enforcements GROUP BY 1 ORDER BY 1',
    );
    expect(kinds).toEqual([
      { kind: 'ban', n: 1 },
      { kind: 'suspend', n: 2 },
      { kind: 'warn', n: DEMO_ENFORCEMENT_ROWS.warnings },
    ]);
    // One suspension still runs at the seed instant, the other has ended; the trigger keeps the account's end.
    const suspensions = await rows<{ running: boolean; kept: boolean }>(
      db,
      `SELECT e.ends_at > ${now1} AS running, a.suspended_until = e.ends_at AS kept
       FROM enforcements e JOIN accounts a ON a.id = e.account_id WHERE e.kind = 'suspend' ORDER BY running`,
    );
    expect(suspensions).toEqual([
      { running: false, kept: true },
      { running: true, kept: true },
    ]);
    const ban = await one<{ status: string; previous_status: string; logged: number }>(
      db,
      `SELECT a.status, e.previous_status,
         (SELECT count(*)::int FROM action_log l WHERE l.action = 'account.set_status' AND l.target_id = a.id::text
            AND l.after->>'status' = 'BANNED' AND (l.after->>'version')::int = a.version) AS logged
       FROM enforcements e JOIN accounts a ON a.id = e.account_id WHERE e.kind = 'ban'`,
    );
    expect(ban).toEqual({ status: 'BANNED', previous_status: 'NORMAL', logged: 1 });
    const unlogged = `SELECT 1 FROM enforcements e WHERE NOT EXISTS (SELECT 1 FROM action_log l
        WHERE l.action = 'account.' || e.kind AND l.target_id = e.account_id::text AND (l.after->>'enforcementId')::int = e.id)`;
    expect(await count(db, unlogged)).toBe(0);
    const appeals = `SELECT 1 FROM enforcements e WHERE e.appeal_state = 'pending' AND e.appealed_at > e.created_at
        AND EXISTS (SELECT 1 FROM action_log l WHERE l.action = 'enforcement.appeal_open' AND l.target_id = e.id::text)`;
    expect(await count(db, appeals)).toBe(DEMO_ENFORCEMENT_ROWS.appeals);
    const notes = `SELECT 1 FROM account_notes n WHERE EXISTS (SELECT 1 FROM action_log l
        WHERE l.action = 'account.note_add' AND (l.after->>'noteId')::int = n.id)`;
    expect(await count(db, notes)).toBe(DEMO_ENFORCEMENT_ROWS.notes);
  });

  it("keeps the warned authors' risk scores as the triggers compute them", async () => {
    const warned = "SELECT DISTINCT account_id FROM enforcements WHERE kind = 'warn'";
    const wrong = `SELECT 1 FROM moments m WHERE m.account_id IN (${warned}) AND m.audit_status = 'PENDING'
        AND ((m.risk_parts->>'strikes')::int IS DISTINCT FROM nullif(risk_strikes_of(m.account_id), 0)
             OR m.risk_score <> risk_score_of(m.risk_parts))
      UNION ALL
      SELECT 1 FROM accounts a WHERE a.id IN (${warned})
        AND ((a.risk_parts->>'strikes')::int IS DISTINCT FROM nullif(risk_strikes_of(a.id), 0)
             OR a.risk_score <> risk_score_of(a.risk_parts))`;
    expect(await count(db, wrong)).toBe(0);
    expect(
      await count(db, `SELECT 1 FROM moments WHERE account_id IN (${warned}) AND audit_status = 'PENDING'`),
    ).toBeGreaterThan(0);
  });
});

describe('demo seed: every value of every vocabulary', () => {
  const moderated = [
    'accounts',
    'moments',
    'moment_comments',
    'questions',
    'question_replies',
    'reply_comments',
    'about_answers',
    'avatar_certs',
    'reports',
  ];
  it.each(moderated)('%s has PENDING, APPROVED and REJECTED rows (or PENDING/APPROVED for reports)', async (table) => {
    const want = table === 'reports' ? ['APPROVED', 'PENDING'] : [...E.AUDIT_STATUSES].sort();
    expect(await distinct(db, table, 'audit_status')).toEqual(want);
  });

  it.each(moderated.filter((t) => t !== 'avatar_certs' && t !== 'reports'))(
    '%s has enabled and disabled rows',
    async (table) => {
      expect(await distinct(db, table, 'enabled')).toEqual(['false', 'true']);
    },
  );

  it('covers the account, report, message, media, order and notification vocabularies', async () => {
    expect(await distinct(db, 'accounts', 'status')).toEqual([...E.ACCOUNT_STATUSES].sort());
    expect(await distinct(db, 'accounts', 'gender')).toEqual([...E.GENDERS].sort());
    expect(await distinct(db, 'accounts', 'certified')).toEqual(['false', 'true']);
    expect(await distinct(db, 'accounts', 'vip')).toEqual(['false', 'true']);
    expect(await distinct(db, 'reports', 'target_type')).toEqual([...E.REPORT_TARGET_TYPES].sort());
    expect(await distinct(db, 'reports', 'reason')).toEqual([...E.REPORT_REASONS].sort());
    expect(await distinct(db, 'reports', 'status')).toEqual([...E.REPORT_STATUSES].sort());
    expect(await distinct(db, 'reports', "coalesce(result, '-')")).toEqual(['-', ...E.REPORT_RESULTS].sort());
    expect(await distinct(db, 'messages', 'kind')).toEqual([...E.MESSAGE_KINDS].sort());
    expect(await distinct(db, 'moments, jsonb_array_elements(media) m', "m->>'kind'")).toEqual(
      [...E.MEDIA_KINDS].sort(),
    );
    expect(await distinct(db, 'orders', 'status')).toEqual([...E.ORDER_STATUSES].sort());
    expect(await distinct(db, 'orders', 'pay_method')).toEqual([...E.PAY_METHODS].sort());
    expect(await distinct(db, 'orders', 'currency')).toEqual(['CNY', 'USD']);
    expect(await distinct(db, 'orders', 'renewal')).toEqual(['false', 'true']);
    expect(await distinct(db, 'apk_channels', 'enabled')).toEqual(['false', 'true']);
    const perAdmin = await rows<{ n: number }>(
      db,
      'SELECT count(DISTINCT type)::int AS n FROM notifications GROUP BY admin_id',
    );
    expect(perAdmin.map((r) => r.n)).toEqual([3, 3, 3]);
    expect(await distinct(db, 'notifications', 'status')).toEqual(['0', '1']);
  });

  it('writes text in Chinese and in English', async () => {
    const zh = await count(db, "SELECT 1 FROM moments WHERE text ~ '[\\u4e00-\\u9fff]'");
    expect(zh).toBeGreaterThan(sizes.moments * 0.4);
    expect(zh).toBeLessThan(sizes.moments * 0.8);
    expect(await count(db, "SELECT 1 FROM accounts WHERE nickname ~ '^[A-Za-z]'")).toBeGreaterThan(
      sizes.accounts * 0.2,
    );
  });
});

describe('demo seed: counters match the rows', () => {
  // Moderation keeps moment_count, question_count, comment_count and reply_count as ENABLED
  // children (disabling one takes one off, see MODERATED), whatever the parent's own state.
  it('momentCount and questionCount (enabled rows) and reportCount (all reports) of every account', async () => {
    const wrong = `SELECT a.id FROM accounts a
      LEFT JOIN (SELECT account_id, count(*) FILTER (WHERE enabled) n FROM moments GROUP BY 1) m ON m.account_id = a.id
      LEFT JOIN (SELECT account_id, count(*) FILTER (WHERE enabled) n FROM questions GROUP BY 1) q ON q.account_id = a.id
      LEFT JOIN (SELECT author, count(*) n FROM (${REPORT_AUTHORS}) r GROUP BY 1) r ON r.author = a.id
      WHERE a.moment_count <> coalesce(m.n, 0) OR a.question_count <> coalesce(q.n, 0) OR a.report_count <> coalesce(r.n, 0)`;
    expect(await count(db, wrong)).toBe(0);
    expect(await count(db, 'SELECT 1 FROM accounts WHERE report_count > 0')).toBeGreaterThan(100);
    // The difference matters: some authors have disabled moments and questions.
    const withDisabled = (table: string) => `SELECT DISTINCT account_id FROM ${table} WHERE NOT enabled`;
    expect(await count(db, withDisabled('moments'))).toBeGreaterThan(100);
    expect(await count(db, withDisabled('questions'))).toBeGreaterThan(10);
  });

  it('commentCount of every moment and replyCount of every question count their enabled children', async () => {
    const enabledChildren = (child: string, key: string) =>
      `(SELECT count(*) FROM ${child} c WHERE c.${key} = p.id AND c.enabled)`;
    expect(
      await count(
        db,
        `SELECT 1 FROM moments p WHERE comment_count <> ${enabledChildren('moment_comments', 'moment_id')}`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT 1 FROM questions p WHERE reply_count <> ${enabledChildren('question_replies', 'question_id')}`,
      ),
    ).toBe(0);
    // …and disabled children exist under parents that have comments, so all-rows counting would fail.
    expect(await count(db, 'SELECT DISTINCT moment_id FROM moment_comments WHERE NOT enabled')).toBeGreaterThan(100);
    expect(await count(db, 'SELECT DISTINCT question_id FROM question_replies WHERE NOT enabled')).toBeGreaterThan(50);
    // Disabled parents still count their enabled children.
    expect(await count(db, 'SELECT 1 FROM moments WHERE NOT enabled AND comment_count > 0')).toBeGreaterThan(0);
  });

  it('refundedCents is the sum of the refunds, never above the amount, and matches the status', async () => {
    const wrong = `SELECT o.id FROM orders o LEFT JOIN (SELECT order_id, sum(amount_cents) s, count(*) n FROM refunds GROUP BY 1) r ON r.order_id = o.id
      WHERE o.refunded_cents <> coalesce(r.s, 0) OR o.refunded_cents > o.amount_cents
         OR (o.status = 'REFUNDED' AND o.refunded_cents <> o.amount_cents)
         OR (o.status = 'PARTIALLY_REFUNDED' AND NOT (o.refunded_cents > 0 AND o.refunded_cents < o.amount_cents))
         OR (o.status IN ('PENDING', 'PAID', 'CLOSED') AND r.n IS NOT NULL)
         OR ((o.paid_at IS NULL) <> (o.status IN ('PENDING', 'CLOSED')))`;
    expect(await count(db, wrong)).toBe(0);
    expect(await count(db, `SELECT idempotency_key FROM refunds GROUP BY 1 HAVING count(*) > 1`)).toBe(0);
    expect(
      await count(
        db,
        `SELECT 1 FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.currency <> o.currency OR r.created_at < o.paid_at`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        `SELECT 1 FROM refunds WHERE admin_id NOT IN (SELECT id FROM admins WHERE 'PROMOTE' <> ALL (roles) OR cardinality(roles) > 1)`,
      ),
    ).toBe(0);
  });

  it('vip and certified follow the orders and the certifications', async () => {
    const vip = `SELECT 1 FROM accounts a WHERE a.vip <> EXISTS (SELECT 1 FROM orders o WHERE o.account_id = a.id AND o.product LIKE 'vip%' AND o.status IN ('PAID', 'PARTIALLY_REFUNDED'))`;
    const certified = `SELECT 1 FROM accounts a WHERE a.certified <> EXISTS (SELECT 1 FROM avatar_certs c WHERE c.account_id = a.id AND c.audit_status = 'APPROVED')`;
    expect(await count(db, vip)).toBe(0);
    expect(await count(db, certified)).toBe(0);
  });
});

/** Who wrote the target of each report (the account itself for an account report). */
const REPORT_AUTHORS = `SELECT CASE r.target_type WHEN 'account' THEN r.target_id
    WHEN 'moment' THEN (SELECT account_id FROM moments WHERE id = r.target_id)
    WHEN 'moment_comment' THEN (SELECT account_id FROM moment_comments WHERE id = r.target_id)
    WHEN 'question' THEN (SELECT account_id FROM questions WHERE id = r.target_id)
    WHEN 'question_reply' THEN (SELECT account_id FROM question_replies WHERE id = r.target_id)
    WHEN 'reply_comment' THEN (SELECT account_id FROM reply_comments WHERE id = r.target_id)
    WHEN 'message' THEN (SELECT from_account_id FROM messages WHERE id = r.target_id) END AS author, r.reporter_id
  FROM reports r`;

describe('demo seed: reports', () => {
  it.each(E.REPORT_TARGET_TYPES)('reports on %s point at a row that exists, written by someone else', async (type) => {
    expect(await count(db, `SELECT 1 FROM reports WHERE target_type = '${type}'`)).toBeGreaterThan(50);
    const orphans = `SELECT 1 FROM (${REPORT_AUTHORS}) r WHERE author IS NULL OR author = reporter_id`;
    expect(await count(db, orphans)).toBe(0);
  });

  it('finished reports say how, by which moderator and when; open ones say none of it', async () => {
    const wrong = `SELECT 1 FROM reports WHERE (status = 'FINISHED' AND (result IS NULL OR finished_by IS NULL OR finished_at < created_at
        OR finished_by NOT IN (SELECT id FROM admins WHERE roles && ARRAY['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'])))
      OR (status = 'OPEN' AND (result IS NOT NULL OR finished_by IS NOT NULL OR finished_at IS NOT NULL))`;
    expect(await count(db, wrong)).toBe(0);
    expect(await count(db, `SELECT 1 FROM reports WHERE status = 'OPEN'`)).toBeGreaterThan(200);
  });
});

describe('demo seed: time', () => {
  it('has registrations on every one of the last 30 days (Asia/Shanghai), more in the evening than at night', async () => {
    const perDay = await rows<{ d: number; n: number }>(
      db,
      `SELECT ((${now1} AT TIME ZONE 'Asia/Shanghai')::date - (registered_at AT TIME ZONE 'Asia/Shanghai')::date) AS d, count(*)::int AS n
       FROM accounts GROUP BY 1 HAVING ((${now1} AT TIME ZONE 'Asia/Shanghai')::date - (registered_at AT TIME ZONE 'Asia/Shanghai')::date) < 30`,
    );
    expect(perDay.map((r) => r.d).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const byHour = (hours: string) =>
      count(
        db,
        `SELECT 1 FROM accounts WHERE registered_at > ${now1} - interval '30 days'
        AND extract(hour FROM registered_at AT TIME ZONE 'Asia/Shanghai') IN (${hours})`,
      );
    expect(await byHour('19, 20, 21, 22')).toBeGreaterThan(3 * (await byHour('2, 3, 4, 5')));
    expect(
      await count(db, `SELECT 1 FROM accounts WHERE registered_at < ${now1} - interval '60 days'`),
    ).toBeGreaterThan(sizes.accounts / 3);
  });

  it('puts nothing after the seed instant, and content over the last 30 days with some today', async () => {
    for (const [table, column] of [
      ['accounts', 'last_active_at'],
      ['moments', 'updated_at'],
      ['reports', 'finished_at'],
      ['orders', 'updated_at'],
      ['messages', 'sent_at'],
      ['refunds', 'created_at'],
    ] as const) {
      expect(await count(db, `SELECT 1 FROM ${table} WHERE ${column} > ${now1}`), table).toBe(0);
    }
    const recent = await count(db, `SELECT 1 FROM moments WHERE created_at > ${now1} - interval '30 days'`);
    expect(recent).toBeGreaterThan(sizes.moments * 0.9);
    expect(await count(db, `SELECT 1 FROM moments WHERE created_at > ${now1} - interval '1 day'`)).toBeGreaterThan(100);
    expect(await count(db, `SELECT 1 FROM orders WHERE paid_at < ${now1} - interval '50 days'`)).toBeGreaterThan(0);
  });

  it('dates what an account did between its registration and its last activity', async () => {
    const authored: [string, string, string][] = [
      ['moments', 'account_id', 'created_at'],
      ['moment_comments', 'account_id', 'created_at'],
      ['questions', 'account_id', 'created_at'],
      ['question_replies', 'account_id', 'created_at'],
      ['reply_comments', 'account_id', 'created_at'],
      ['messages', 'from_account_id', 'sent_at'],
      ['reports', 'reporter_id', 'created_at'],
      ['orders', 'account_id', 'created_at'],
      ['about_answers', 'account_id', 'created_at'],
      ['avatar_certs', 'account_id', 'created_at'],
    ];
    for (const [table, who, when] of authored) {
      const wrong = `SELECT 1 FROM ${table} t JOIN accounts a ON a.id = t.${who} WHERE t.${when} < a.registered_at OR t.${when} > a.last_active_at`;
      expect(await count(db, wrong), table).toBe(0);
    }
    expect(
      await count(
        db,
        'SELECT 1 FROM moment_comments c JOIN moments m ON m.id = c.moment_id WHERE c.created_at < m.created_at',
      ),
    ).toBe(0);
    expect(
      await count(db, `SELECT 1 FROM accounts WHERE last_active_at >= ${now1} - interval '1 day'`),
    ).toBeGreaterThan(sizes.accounts / 10);
  });
});

describe('demo seed: safety', () => {
  it('continues every identity sequence after the seeded ids', async () => {
    for (const table of ['accounts', 'moments', 'reports', 'orders', 'refunds', 'messages']) {
      const { next, max } = await one<{ next: number; max: number }>(
        db,
        `SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS next, (SELECT max(id) FROM ${table})::int AS max`,
      );
      expect(next, table).toBe(max + 1);
    }
  });

  it('keeps the indexes and foreign keys of the migrations', async () => {
    const shape = `SELECT (SELECT count(*)::int FROM pg_indexes WHERE schemaname = current_schema()) AS indexes,
      (SELECT count(*)::int FROM pg_constraint WHERE contype = 'f' AND convalidated) AS fks`;
    const fresh = await freshDatabase();
    try {
      expect(await one(db, shape)).toEqual(await one(fresh.database.db, shape));
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a database that already holds data, and changes nothing', async () => {
    await expect(seedDemo(db, { scale: 'demo', progress: false, now: T1 })).rejects.toThrow(/empty database/);
    expect(await count(db, 'SELECT 1 FROM accounts')).toBe(
      sizes.accounts + DEMO_WAVE_ROWS.campaignAccounts + DEMO_WAVE_ROWS.reportAccounts,
    );
    expect(await isEmpty(db)).toBe(false);
  });

  it('leaves an empty database behind when the seed fails half-way', async () => {
    const fresh = await freshDatabase();
    try {
      const target = fresh.database.db;
      // Orders come late in the seed: by then accounts and content have been loaded.
      await target.execute(
        sql.raw(
          `CREATE FUNCTION seed_test_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
        ),
      );
      await target.execute(
        sql.raw(
          `CREATE TRIGGER seed_test_fail BEFORE INSERT ON orders FOR EACH STATEMENT EXECUTE FUNCTION seed_test_fail()`,
        ),
      );
      const failure = await seedDemo(target, { scale: 'demo', progress: false, now: T1 }).then(
        () => new Error('the seed did not fail'),
        (err: unknown) => err,
      );
      // The driver wraps the database's error; the trigger's message is in the cause.
      expect(failure instanceof Error ? String(failure.cause ?? failure.message) : failure).toMatch(/disk full/);
      expect(await isEmpty(target)).toBe(true);
      for (const table of ['accounts', 'moments', 'apk_channels'])
        expect(await count(target, `SELECT 1 FROM ${table}`), table).toBe(0);
      expect(await count(target, `SELECT 1 FROM pg_indexes WHERE indexname = 'moments_audit_created_idx'`)).toBe(1);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

describe('demo seed: waves', () => {
  it('has a spam campaign from fresh accounts and a report wave the report rows show', async () => {
    const campaign = await one<{ posts: number; authors: number }>(
      db,
      `SELECT count(*)::int AS posts, count(DISTINCT m.account_id)::int AS authors
         FROM moments m JOIN accounts a ON a.id = m.account_id WHERE a.nickname LIKE 'deal_hunter_%'`,
    );
    expect(campaign).toEqual({ posts: DEMO_WAVE_ROWS.moments, authors: DEMO_WAVE_ROWS.campaignAccounts });
    const reports = await rows<{ id: number }>(
      db,
      `SELECT r.id FROM reports r JOIN accounts a ON a.id = r.reporter_id WHERE a.nickname LIKE 'new_user_%'`,
    );
    expect(reports).toHaveLength(DEMO_WAVE_ROWS.reports);
    const waves = await reportWaves(
      db,
      reports.map((r) => r.id),
    );
    expect(waves.get(reports[0]!.id)).toMatchObject({
      reports: DEMO_WAVE_ROWS.reports,
      accounts: DEMO_WAVE_ROWS.reports,
    });
  });
});
