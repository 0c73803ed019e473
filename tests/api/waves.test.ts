import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { actionLogRows, startServer, type TestServer } from './harness';
import { seedAccount } from './fixtures/commerce';
import { ok } from './fixtures/content';
import { queryRows } from '#server/db/client';
import { riskScoreOf, type RiskParts } from '#contract/risk';
import type { AuditStatus } from '#contract/entities';

/**
 * Waves on the server: items inserted with plain SQL are fingerprinted by the wave worker and
 * clustered; lists carry the wave, the risk order hands out one item per wave, and one decision
 * covers exactly the named items (and their authors), undone through the existing endpoints.
 */
let s: TestServer;
let root = '';
let agent = '';
let promote = '';
const authors: number[] = [];
let banned = 0;
let campaign: number[] = [];
let ordinary: number[] = [];

const SCAM = [
  'Guaranteed profit every day! Join our crypto investment group and double your money in one week, message me now',
  'Guaranteed profit every day!! Join our crypto investment group and triple your money in one week, message me now 🔥',
  'Assured profit every day! Join our crypto investment group and double your money in one week, message me today',
  'G u a r a n t e e d profit every day! Join our crypto investment group and double your cash in one week, message me now',
  'Guaranteed profit every day! Join 0ur crypto investment group and double your money in one week, contact me now',
  'Guaranteed returns every day! Join our crypto investment group and double your money in one week, message me now!!!',
];
const CALM = [
  'Good morning everyone, the sun is out and the coffee is hot, have a lovely day',
  'We walked along the river this afternoon and saw two herons fishing in the shallows',
];

const insertMoments = async (rows: { text: string; account: number }[]) =>
  (
    await queryRows<{ id: number }>(
      s.db,
      sql`INSERT INTO moments (account_id, text)
          SELECT a, t FROM unnest(${sql.param(rows.map((r) => r.account))}::int[], ${sql.param(rows.map((r) => r.text))}::text[]) AS u(a, t)
          RETURNING id`,
    )
  ).map((r) => r.id);

const momentsOf = (ids: number[]) =>
  queryRows<{ id: number; version: number; audit_status: string; risk_score: number; risk_parts: RiskParts }>(
    s.db,
    sql`SELECT id, version, audit_status, risk_score, risk_parts FROM moments WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id`,
  );

const waveId = async () => {
  const reply = ok(await s.call('/admins/moment-list/get', { filters: { auditStatus: 'PENDING' } }, { token: agent }));
  const row = reply.list.find((r) => r.id === campaign[0]);
  return row!.wave!.id;
};

beforeAll(async () => {
  s = await startServer({}, undefined, { waves: true });
  [root, agent, promote] = await Promise.all([s.login('root'), s.login('agent'), s.login('promote')]);
  for (const n of ['a', 'b', 'c']) authors.push(await seedAccount(s.db, { nickname: `fresh-${n}` }));
  banned = await seedAccount(s.db, { nickname: 'gone', status: 'BANNED' });
  // One statement, as a social app's batch insert: the arrival trigger queues every row.
  campaign = await insertMoments(SCAM.map((text, i) => ({ text, account: i === 5 ? banned : authors[i % 3]! })));
  ordinary = await insertMoments(CALM.map((text) => ({ text, account: authors[0]! })));
  await s.waves!.drained();
});
afterAll(() => s.close());

describe('waves found from plain-SQL inserts', () => {
  it('puts the campaign in one wave and leaves ordinary posts out', async () => {
    const reply = ok(
      await s.call('/admins/moment-list/get', { pageSize: 20, filters: { auditStatus: 'PENDING' } }, { token: agent }),
    );
    const waves = new Map(reply.list.map((r) => [r.id, r.wave ?? null]));
    const ids = new Set(campaign.map((id) => waves.get(id)?.id));
    expect(ids.size).toBe(1);
    expect(waves.get(campaign[0]!)).toMatchObject({ kind: 'moment', size: 6, pending: 6, accounts: 4 });
    expect(waves.get(campaign[0]!)!.perMinute).toBeGreaterThan(0);
    for (const id of ordinary) expect(waves.get(id)).toBeNull();
  });

  it('counts a wave once in the risk order: its newest pending item, with the wave part in its score', async () => {
    const list = ok(
      await s.call(
        '/admins/moment-list/get',
        { pageSize: 50, filters: { auditStatus: 'PENDING' }, sort: { field: 'risk', order: 'desc' } },
        { token: agent },
      ),
    );
    const shown = list.list.filter((r) => campaign.includes(r.id));
    const lead = Math.max(...campaign);
    expect(shown.map((r) => r.id)).toEqual([lead]);
    expect(list.list.map((r) => r.id)).toEqual(expect.arrayContaining(ordinary));
    const [row] = await momentsOf([lead]);
    expect(row!.risk_parts.wave).toMatchObject({ size: 6 });
    expect(row!.risk_score).toBe(riskScoreOf(row!.risk_parts));
    expect(row!.risk_score).toBeGreaterThan(riskScoreOf({ ...row!.risk_parts, wave: undefined }));
    const others = await momentsOf(campaign.filter((id) => id !== lead));
    for (const o of others) expect(o.risk_parts.wave).toBeUndefined();

    const hand = ok(
      await s.call('/admins/queue/lease', { queue: 'moment', order: 'risk', count: 20 }, { token: agent }),
    );
    expect(hand.list.filter((r) => campaign.includes(r.id)).map((r) => r.id)).toEqual([lead]);
    ok(await s.call('/admins/queue/release', { queue: 'moment' }, { token: agent }));
  });

  it('shows the wave: items newest first with their likeness to the first, and the authors', async () => {
    const view = ok(await s.call('/admins/wave/get', { id: await waveId() }, { token: agent }));
    expect(view.items.map((i) => i.id)).toEqual([...campaign].reverse());
    expect(view.items.at(-1)!.similarity).toBe(1);
    for (const i of view.items) expect(i.similarity).toBeGreaterThanOrEqual(0.3);
    expect(view.accounts.map((a) => a.id).sort()).toEqual([...authors, banned].sort());
    const gone = view.accounts.find((a) => a.id === banned)!;
    expect(gone).toMatchObject({ status: 'BANNED', restricted: true, items: 1, strikes: 0 });
    expect(view.accounts.find((a) => a.id === authors[0])).toMatchObject({ items: 2, restricted: false });
    expect(Date.parse(gone.registeredAt)).not.toBeNaN();
  });
});

describe('guards', () => {
  it('are for the moderation roles only', async () => {
    const id = await waveId();
    for (const [path, body] of [
      ['/admins/wave/get', { id }],
      ['/admins/wave/decide', { waveId: id, ids: [campaign[0]!], decision: 'reject' }],
    ] as const) {
      const reply = await s.call(path, body as never, { token: promote });
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe(40300);
    }
    expect((await s.call('/admins/wave/get', { id }, { token: root })).body.code).toBe(200);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const id = await waveId();
    const before = await momentsOf(campaign);
    const cases: [unknown, RegExp][] = [
      [{ waveId: id, ids: [], decision: 'reject' }, /ids/],
      [{ waveId: id, ids: [campaign[0]], decision: 'burn' }, /decision/],
      [
        { waveId: id, ids: [campaign[0]], decision: 'reject', authors: { kind: 'suspend' }, reason: 'x' },
        /authors\.days/,
      ],
      [{ waveId: id, ids: [campaign[0]], decision: 'reject', authors: { kind: 'ban' } }, /reason/],
      [
        { waveId: id, ids: [campaign[0]], decision: 'reject', expectedVersions: { [campaign[1]!]: 1 } },
        /expectedVersions/,
      ],
      [{ waveId: id, ids: [campaign[0]], decision: 'reject', extra: 1 }, /extra/],
    ];
    for (const [body, field] of cases) {
      const reply = await s.call('/admins/wave/decide', body as never, { token: agent });
      expect(reply.body.code, JSON.stringify(body)).toBe(40000);
      expect(reply.body.msg).toMatch(field);
    }
    expect((await s.call('/admins/wave/get', { id: 0 }, { token: agent })).body.code).toBe(40000);
    expect((await s.call('/admins/wave/get', { id: 999_999 }, { token: agent })).body.code).toBe(40400);
    expect(await momentsOf(campaign)).toEqual(before);
  });
});

describe('one decision for a wave', () => {
  it('decides exactly the named items, reports conflicts, acts on their authors, and undoes whole', async () => {
    const id = await waveId();
    const [left, stale, ...named] = campaign;
    const versions = Object.fromEntries((await momentsOf([stale!, ...named])).map((m) => [String(m.id), m.version]));
    const logBefore = (await actionLogRows(s.db, 'moment.set_audit_status')).length;
    const reply = ok(
      await s.call(
        '/admins/wave/decide',
        {
          waveId: id,
          ids: [stale!, ...named, ordinary[0]!],
          expectedVersions: { ...versions, [stale!]: versions[stale!]! + 5 },
          decision: 'reject',
          reasonCode: 'spam',
          authors: { kind: 'ban' },
        },
        { token: agent },
      ),
    );
    expect(reply.updated.map((u) => u.before.id).sort()).toEqual([...named].sort());
    for (const u of reply.updated) {
      expect(u.before).toMatchObject({ auditStatus: 'PENDING', enabled: true });
      expect(u.after).toMatchObject({ auditStatus: 'REJECTED', version: u.before.version + 1 });
    }
    expect(reply.conflicts).toEqual([stale]);
    expect(reply.missing).toEqual([ordinary[0]]);
    // Authors of the items decided: the banned one is left alone; the stale item's author acts through their other item.
    expect(reply.skippedAuthors).toEqual([{ accountId: banned, why: 'banned' }]);
    expect(reply.enforcements.map((e) => e.accountId).sort()).toEqual([...authors].sort());
    expect(reply.wave).toMatchObject({ id, size: 6, pending: 2 });

    const log = await actionLogRows(s.db, 'moment.set_audit_status');
    expect(log.length - logBefore).toBe(named.length);
    expect(
      log
        .slice(logBefore)
        .map((r) => Number(r.target_id))
        .sort(),
    ).toEqual([...named].sort());
    const now = await momentsOf(campaign);
    expect(now.find((m) => m.id === left)!.audit_status).toBe('PENDING');
    expect(now.find((m) => m.id === stale)!.audit_status).toBe('PENDING');
    const statuses = await queryRows<{ status: string }>(
      s.db,
      sql`SELECT status FROM accounts WHERE id = ANY(${sql.param(authors)}::int[])`,
    );
    expect(statuses.map((r) => r.status)).toEqual(['BANNED', 'BANNED', 'BANNED']);

    // The lead moved on to the newest item still pending.
    const lead = await queryRows<{ lead_id: string }>(s.db, sql`SELECT lead_id FROM waves WHERE id = ${id}`);
    expect(Number(lead[0]!.lead_id)).toBe(Math.max(left!, stale!));

    // Undo: the states before go back through the update endpoint, the enforcements are revoked.
    ok(
      await s.call(
        '/admins/update-audit-status',
        {
          target: 'moment',
          ids: reply.updated.map((u) => u.after.id),
          auditStatus: 'PENDING',
          expectedVersions: Object.fromEntries(reply.updated.map((u) => [String(u.after.id), u.after.version])),
        },
        { token: agent },
      ),
    );
    for (const e of reply.enforcements)
      ok(
        await s.call('/admins/account/enforcement-revoke', { id: e.id, expectedVersion: e.version }, { token: agent }),
      );
    const restored = await momentsOf(campaign);
    expect(restored.map((m) => m.audit_status)).toEqual(campaign.map(() => 'PENDING'));
    const back = await queryRows<{ status: string }>(
      s.db,
      sql`SELECT status FROM accounts WHERE id = ANY(${sql.param(authors)}::int[])`,
    );
    expect(back.map((r) => r.status)).toEqual(['NORMAL', 'NORMAL', 'NORMAL']);
    const view = ok(await s.call('/admins/wave/get', { id }, { token: agent }));
    expect(view.wave).toMatchObject({ size: 6, pending: 6 });
    const [newest] = await momentsOf([Math.max(...campaign)]);
    expect(newest!.risk_parts.wave).toMatchObject({ size: 6 });
  });
});

describe('at once', () => {
  it('keeps a wave exact when two moderators decide parts of it while new items join', async () => {
    const more = await insertMoments(SCAM.map((text, i) => ({ text: `${text} #${i}`, account: authors[i % 3]! })));
    await s.waves!.drained();
    const id = await waveId();
    const view = ok(await s.call('/admins/wave/get', { id }, { token: agent }));
    const pending = view.items.filter((i) => i.auditStatus === 'PENDING').map((i) => i.id);
    expect(pending).toEqual(expect.arrayContaining(more));
    const half = Math.floor(pending.length / 2);
    const late = insertMoments([{ text: `${SCAM[0]} late`, account: authors[0]! }]);
    const [a, b] = await Promise.all([
      s.call('/admins/wave/decide', { waveId: id, ids: pending.slice(0, half), decision: 'reject' }, { token: agent }),
      s.call('/admins/wave/decide', { waveId: id, ids: pending.slice(half), decision: 'approve' }, { token: root }),
    ]);
    const [lateId] = await late;
    await s.waves!.drained();
    expect(ok(a).updated.length + ok(b).updated.length).toBe(pending.length);
    const after = ok(await s.call('/admins/wave/get', { id }, { token: agent }));
    expect(after.wave).toMatchObject({ size: pending.length + 1, pending: 1 });
    const [row] = await queryRows<{ lead_id: string }>(s.db, sql`SELECT lead_id FROM waves WHERE id = ${id}`);
    expect(Number(row!.lead_id)).toBe(lateId);
  });
});

describe('holds', () => {
  it('end with the wave decision as with any decision: approving shows held items again', async () => {
    await queryRows(
      s.db,
      sql`INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES ('fans-shop', 'term', 'cheapfans', 'hold', '{moment}')`,
    );
    const held = await insertMoments(
      [0, 1, 2, 3].map((i) => ({
        text: `Want more followers? Get 10000 real followers for only 5 dollars, fast delivery, visit cheapfans ${'!'.repeat(i)}`,
        account: authors[i % 3]!,
      })),
    );
    await s.waves!.drained();
    const rows = await queryRows<{ enabled: boolean; holding: boolean }>(
      s.db,
      sql`SELECT m.enabled, h.holding FROM moments m JOIN rule_hits h ON h.content_kind = 'moment' AND h.content_id = m.id
           WHERE m.id = ANY(${sql.param(held)}::int[])`,
    );
    expect(rows).toEqual(held.map(() => ({ enabled: false, holding: true })));
    const list = ok(await s.call('/admins/moment-list/get', { filters: { auditStatus: 'PENDING' } }, { token: agent }));
    const id = list.list.find((r) => r.id === held[0])!.wave!.id;
    const reply = ok(
      await s.call('/admins/wave/decide', { waveId: id, ids: held, decision: 'approve' }, { token: agent }),
    );
    expect(reply.updated.map((u) => u.after)).toEqual(
      expect.arrayContaining(
        held.map((mid) => expect.objectContaining({ id: mid, auditStatus: 'APPROVED', enabled: true })),
      ),
    );
    const after = await queryRows<{ holding: boolean }>(
      s.db,
      sql`SELECT holding FROM rule_hits WHERE content_kind = 'moment' AND content_id = ANY(${sql.param(held)}::int[])`,
    );
    expect(after.every((r) => !r.holding)).toBe(true);
    expect(reply.wave).toMatchObject({ size: 4, pending: 0 });
  });
});

describe('a changed text', () => {
  it('leaves its wave when it is no longer alike, and the wave is recounted', async () => {
    const [first] = await queryRows<{ id: number; wave_id: number }>(
      s.db,
      sql`SELECT p.item_id AS id, p.wave_id FROM wave_prints p JOIN waves w ON w.id = p.wave_id
           WHERE w.size = 4 ORDER BY p.item_id LIMIT 1`,
    );
    await queryRows(
      s.db,
      sql`UPDATE moments SET text = 'We walked along the river and counted the herons fishing there' WHERE id = ${first!.id}`,
    );
    await s.waves!.drained();
    const view = ok(await s.call('/admins/wave/get', { id: first!.wave_id }, { token: agent }));
    expect(view.wave.size).toBe(3);
    expect(view.items.map((i) => i.id)).not.toContain(first!.id);
  });
});

describe('decisions on members', () => {
  // A decision moves the wave's pending count by what it changed and its lead to the newest member
  // still pending (wave_take_decisions); a whole recount from the members (wave_recount) must find
  // the same figures and risk parts. The recount runs in a transaction rolled back after reading.
  const figures = async () => {
    const rows = await queryRows<Record<string, unknown>>(
      s.db,
      sql`SELECT w.id, w.size, w.pending, w.accounts, w.first_at, w.last_at, w.lead_id,
                 (SELECT jsonb_object_agg(m.id, m.risk_parts) FROM wave_prints p JOIN moments m ON m.id = p.item_id
                   WHERE p.wave_id = w.id AND p.kind = 'moment') AS parts
            FROM waves w WHERE w.kind = 'moment' ORDER BY w.id`,
    );
    return JSON.stringify(rows);
  };
  const recounted = async () => {
    let seen = '';
    await s.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT wave_recount(id) FROM (SELECT id FROM waves ORDER BY id) w`);
        const rows = await queryRows<Record<string, unknown>>(
          tx,
          sql`SELECT w.id, w.size, w.pending, w.accounts, w.first_at, w.last_at, w.lead_id,
                     (SELECT jsonb_object_agg(m.id, m.risk_parts) FROM wave_prints p JOIN moments m ON m.id = p.item_id
                       WHERE p.wave_id = w.id AND p.kind = 'moment') AS parts
                FROM waves w WHERE w.kind = 'moment' ORDER BY w.id`,
        );
        seen = JSON.stringify(rows);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    return seen;
  };
  const decide = async (ids: number[], auditStatus: AuditStatus) =>
    ok(await s.call('/admins/update-audit-status', { target: 'moment', ids, auditStatus }, { token: agent }));

  it('leave the wave as a whole recount of its members finds it: pending, lead and risk parts', async () => {
    const waveMembers = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT p.item_id AS id FROM wave_prints p
           WHERE p.wave_id = (SELECT id FROM waves WHERE kind = 'moment' ORDER BY size DESC, id LIMIT 1)
           ORDER BY p.created_at DESC, p.item_id DESC`,
    );
    const members = waveMembers.map((m) => m.id);
    expect(members.length).toBeGreaterThanOrEqual(3);
    await decide(members, 'PENDING');
    expect(await figures()).toBe(await recounted());
    const steps: [number[], AuditStatus][] = [
      [[members[0]!], 'APPROVED'], // the lead
      [[members[1]!, members[2]!], 'REJECTED'],
      [[members[members.length - 1]!], 'REJECTED'], // the oldest, not the lead: the lead stays
      [[members[0]!], 'REJECTED'], // out of pending already: nothing moves
      [[members[1]!], 'PENDING'], // back: the lead again
      [members, 'APPROVED'], // none left: no lead
      [[members[members.length - 1]!], 'PENDING'], // the oldest alone
    ];
    for (const [ids, status] of steps) {
      await decide(ids, status);
      expect(await figures(), `${status} ${ids.join(',')}`).toBe(await recounted());
    }
    const [wave] = await queryRows<{ pending: number; lead_id: string | null }>(
      s.db,
      sql`SELECT w.pending, w.lead_id FROM waves w JOIN wave_prints p ON p.wave_id = w.id
           WHERE p.kind = 'moment' AND p.item_id = ${members[0]!}`,
    );
    expect(wave!.pending).toBe(1);
    expect(Number(wave!.lead_id)).toBe(members[members.length - 1]);
  });

  it('find the lead past a run of decided members longer than a batch of the look-up', async () => {
    const more = await insertMoments(
      Array.from({ length: 70 }, (_, i) => ({ text: `${SCAM[i % SCAM.length]!} ${i}`, account: authors[i % 3]! })),
    );
    await s.waves!.drained();
    const [wave] = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT wave_id AS id FROM wave_prints WHERE kind = 'moment' AND item_id = ${more[0]!}`,
    );
    const members = (
      await queryRows<{ id: number }>(
        s.db,
        sql`SELECT item_id AS id FROM wave_prints WHERE wave_id = ${wave!.id} ORDER BY created_at DESC, item_id DESC`,
      )
    ).map((m) => m.id);
    expect(members.length).toBeGreaterThan(70);
    await decide(members, 'PENDING');
    // All but the three oldest decided, in steps that each take the lead: 64 and more passed over.
    for (const step of [members.slice(0, 40), members.slice(40, members.length - 3)]) {
      await decide(step, 'REJECTED');
      expect(await figures()).toBe(await recounted());
    }
    const [after] = await queryRows<{ pending: number; lead_id: string | null }>(
      s.db,
      sql`SELECT pending, lead_id FROM waves WHERE id = ${wave!.id}`,
    );
    expect(after!.pending).toBe(3);
    expect(Number(after!.lead_id)).toBe(members[members.length - 3]);
  });
});

describe('a wave decision undone from a queue tab’s hand', () => {
  const TEA = [
    'Lose ten kilos in one week with our miracle slimming tea, order today at the tea shop, limited offer',
    'Lose ten kilos in one week with our miracle slimming tea!! order today at the tea shop, limited offer',
    'Lose 10 kilos in one week with our miracle slimming tea, order now at the tea shop, limited offer',
    'Lose ten kilos in a week with our miracle slimming tea, order today at the tea shop, limited offers',
  ];
  const inTab = async (token: string, holder: string, done: number[] = []) =>
    ok(
      await s.call(
        '/admins/queue/lease',
        { queue: 'moment', count: 1, holder, done, filters: { text: 'miracle slimming tea' } },
        { token },
      ),
    );
  const holders = (ids: number[]) =>
    queryRows<{ item_id: number; holder: string }>(
      s.db,
      sql`SELECT item_id, holder FROM queue_leases
          WHERE queue = 'moment' AND item_id = ANY(${sql.param(ids)}::int[]) AND expires_at > now() ORDER BY item_id`,
    );

  it('puts every item back into that hand, held: another moderator’s lease is handed none of them', async () => {
    const tea = await insertMoments(TEA.map((text, i) => ({ text, account: authors[i % 3]! })));
    await s.waves!.drained();
    // A hand of the wave's first item alone: its three others are no one's.
    const hand = await inTab(agent, 'tab-a');
    expect(hand.list.map((r) => r.id)).toEqual([tea[0]]);
    const [wave] = await queryRows<{ id: number }>(
      s.db,
      sql`SELECT wave_id AS id FROM wave_prints WHERE kind = 'moment' AND item_id = ${tea[0]!}`,
    );
    const reply = ok(
      await s.call(
        '/admins/wave/decide',
        {
          waveId: wave!.id,
          ids: tea,
          decision: 'reject',
          expectedVersions: Object.fromEntries((await momentsOf(tea)).map((m) => [String(m.id), m.version])),
        },
        { token: agent },
      ),
    );
    expect(reply.updated).toHaveLength(4);
    // The tab's next lease names the decided item done and lets it go.
    await inTab(agent, 'tab-a', [tea[0]!]);
    expect(await holders(tea)).toEqual([]);

    // The undo, as the queue sends it: the states before through the update endpoint, with the tab's holder.
    const undone = ok(
      await s.call(
        '/admins/update-audit-status',
        {
          target: 'moment',
          ids: reply.updated.map((u) => u.after.id),
          auditStatus: 'PENDING',
          expectedVersions: Object.fromEntries(reply.updated.map((u) => [String(u.after.id), u.after.version])),
          holder: 'tab-a',
        },
        { token: agent },
      ),
    );
    expect(undone.heldByOthers).toEqual({ ids: [], items: 0, moderators: 0, ownTabs: 0 });
    expect(await holders(tea)).toEqual(tea.map((id) => ({ item_id: id, holder: 'tab-a' })));
    const rootHand = await inTab(root, 'root-tab');
    expect(rootHand.list).toEqual([]);
    expect(rootHand.heldByOthers).toMatchObject({ items: 4, moderators: 1 });
  });
});
