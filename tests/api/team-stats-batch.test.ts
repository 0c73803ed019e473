import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import { startServer, type TestServer } from './harness';
import { HOUR, insertAccounts } from './stats-fixtures';
import { insertMoments } from './workplace-fixtures';

// The team figures are taken once per INSERT into the action log (migrations 0034, 0035): rows of one
// statement on distinct items set-based, anything else row by row. Either way the figures must be
// what the same rows give inserted one statement each.
const T0 = Date.parse('2026-03-02T01:00:00Z');
const MIN = 60_000;

let s: TestServer;
let rootId = 0;
let agentId = 0;
let m: number[] = [];

type Row = [
  admin: number,
  action: string,
  target: number | string,
  before: object,
  after: object,
  at: number,
  reason?: string,
];

const values = (rows: Row[]) =>
  sql.join(
    rows.map(
      ([admin, action, target, before, after, at, reason]) =>
        sql`(${admin}, ${action}, ${action.split('.')[0]!}, ${String(target)}, ${JSON.stringify(before)}::jsonb,
             ${JSON.stringify(after)}::jsonb, ${reason ?? null}, ${new Date(at).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );

async function insert(db: Db, rows: Row[]) {
  await db.execute(sql`INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, at)
    VALUES ${values(rows)}`);
}

/** Every team table, without the log ids (a rolled-back transaction still used them up). */
async function figures(db: Db) {
  const read = (q: ReturnType<typeof sql>) => queryRows<{ r: unknown }>(db, q).then((rows) => rows.map((x) => x.r));
  return {
    decisions: await read(
      sql`SELECT to_jsonb(d) - 'log_id' AS r FROM team_decisions d ORDER BY queue, target_id, at, kind, admin_id`,
    ),
    hours: await read(sql`SELECT to_jsonb(h) AS r FROM team_decision_hours h ORDER BY 1`),
    days: await read(sql`SELECT to_jsonb(h) AS r FROM team_decision_days h ORDER BY 1`),
    admins: await read(sql`SELECT to_jsonb(h) AS r FROM team_admin_hours h ORDER BY 1`),
    waitHours: await read(sql`SELECT to_jsonb(w) AS r FROM team_wait_hours w ORDER BY 1`),
    waitDays: await read(sql`SELECT to_jsonb(w) AS r FROM team_wait_days w ORDER BY 1`),
  };
}

class Rollback extends Error {}

/** The figures after `write`, which is then rolled back. */
async function figuresAfter(write: (tx: Db) => Promise<void>) {
  let seen: Awaited<ReturnType<typeof figures>> | undefined;
  await s.db
    .transaction(async (tx) => {
      await write(tx);
      seen = await figures(tx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return seen!;
}

const audit = (from: string, to: string, v: number): [object, object] => [
  { auditStatus: from, version: v },
  { auditStatus: to, version: v + 1 },
];

beforeAll(async () => {
  s = await startServer();
  const ids = await queryRows<{ id: number; username: string }>(
    s.db,
    sql`SELECT id, username FROM admins WHERE username IN ('root', 'agent')`,
  );
  rootId = ids.find((a) => a.username === 'root')!.id;
  agentId = ids.find((a) => a.username === 'agent')!.id;
  const [account] = await insertAccounts(s.db, [{ registeredAt: Date.parse('2025-01-01T00:00:00Z') }]);
  m = await insertMoments(
    s.db,
    Array.from({ length: 7 }, () => ({ accountId: account!, createdAt: T0, media: [] })),
  );
  // Earlier decisions the batch reverses: m0 and m1 approved by the agent, m5 by root.
  await insert(s.db, [[agentId, 'moment.set_audit_status', m[0]!, ...audit('PENDING', 'APPROVED', 1), T0 + 10 * MIN]]);
  await insert(s.db, [[agentId, 'moment.set_audit_status', m[1]!, ...audit('PENDING', 'APPROVED', 1), T0 + 20 * MIN]]);
  await insert(s.db, [
    [rootId, 'moment.set_enabled', m[5]!, { enabled: true, version: 1 }, { enabled: false, version: 2 }, T0 + 30 * MIN],
  ]);
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe('team figures of a multi-row action-log insert', () => {
  // One statement's rows, as a bulk decision writes them (one action each), at one time.
  const at = T0 + 3 * HOUR;
  const batches = (): Row[][] => [
    [
      [agentId, 'moment.set_audit_status', m[0]!, ...audit('APPROVED', 'PENDING', 2), at], // the agent's undo
      [agentId, 'moment.set_audit_status', m[2]!, ...audit('PENDING', 'REJECTED', 1), at], // a decision with its wait
      [agentId, 'moment.set_audit_status', m[3]!, ...audit('PENDING', 'APPROVED', 1), at + 5 * MIN],
    ],
    [
      [rootId, 'moment.set_audit_status', m[1]!, ...audit('APPROVED', 'REJECTED', 2), at], // root overturns the agent
      [rootId, 'moment.set_audit_status', m[4]!, ...audit('PENDING', 'APPROVED', 1), at + 2 * HOUR],
    ],
    [
      [rootId, 'moment.set_enabled', m[5]!, { enabled: false, version: 2 }, { enabled: true, version: 3 }, at], // root's undo
      [rootId, 'moment.set_enabled', m[6]!, { enabled: true, version: 1 }, { enabled: false, version: 2 }, at],
      [
        rootId,
        'moment.set_enabled',
        m[4]!,
        { enabled: true, version: 1 },
        { enabled: false, version: 2 },
        at,
        'hold released on approval of #9',
      ],
    ],
  ];

  it('gives the figures of the same rows inserted one by one', async () => {
    const oneByOne = await figuresAfter(async (tx) => {
      for (const batch of batches()) for (const row of batch) await insert(tx, [row]);
    });
    const together = await figuresAfter(async (tx) => {
      for (const batch of batches()) await insert(tx, batch);
    });
    // The rows themselves: an undo, an overturn, decisions with their waits.
    const kinds = (oneByOne.decisions as { kind: string; reversal: string | null }[]).map((d) => d.kind);
    expect(kinds).toContain('undo');
    expect(oneByOne.decisions).toContainEqual(expect.objectContaining({ reversal: 'overturn' }));
    expect(oneByOne.waitHours.length).toBeGreaterThan(0);
    expect(together).toEqual(oneByOne);
  });

  it('takes an item named twice in one statement in id order', async () => {
    const twice: Row[] = [
      [agentId, 'moment.set_audit_status', m[2]!, ...audit('PENDING', 'APPROVED', 1), at],
      [agentId, 'moment.set_audit_status', m[2]!, ...audit('APPROVED', 'PENDING', 2), at + MIN],
      [agentId, 'moment.set_audit_status', m[3]!, ...audit('PENDING', 'REJECTED', 1), at + MIN],
    ];
    const oneByOne = await figuresAfter(async (tx) => {
      for (const row of twice) await insert(tx, [row]);
    });
    const together = await figuresAfter((tx) => insert(tx, twice));
    expect(oneByOne.decisions).toContainEqual(expect.objectContaining({ kind: 'undo' }));
    expect(together).toEqual(oneByOne);
  });

  it('knows an item named twice by its number, however the id is written', async () => {
    const first: Row = [agentId, 'moment.set_audit_status', m[2]!, ...audit('PENDING', 'APPROVED', 1), at];
    const undo = (target: number | string): Row => [
      agentId,
      'moment.set_audit_status',
      target,
      ...audit('APPROVED', 'PENDING', 2),
      at + MIN,
    ];
    const oneByOne = await figuresAfter(async (tx) => {
      for (const row of [first, undo(m[2]!)]) await insert(tx, [row]);
    });
    // The second row names the item as '007' names 7.
    const together = await figuresAfter((tx) => insert(tx, [first, undo(`00${m[2]!}`)]));
    expect(oneByOne.decisions).toContainEqual(expect.objectContaining({ kind: 'undo' }));
    expect(together).toEqual(oneByOne);
  });
});
