import type { EnforcementSummary } from '#contract/api/enforcement';
import { vi } from 'vitest';
import type { StatusChange } from '#contract/api/moderation-account-info';
import { storedReason, type ReasonCode } from '#contract/moderation-reasons';
import type {
  AccountRow,
  AvatarCertRow,
  MessageRow,
  MomentCommentRow,
  MomentRow,
  ReportRow,
} from '#contract/api/moderation-rows';
import type { SearchResult } from '#contract/api/search';
import { installFakeApi, type FakeApi } from './fake-api';
import { contractChecked } from './contract-check';

/**
 * The fake admin API plus the moderation endpoints the queue uses, over an in-memory store:
 * versions are checked like the server does (stale → `conflicts`, row untouched), and every
 * call is recorded in `calls` by the base fake.
 */
export interface ModerationFake extends FakeApi {
  /** Holds the lease's answers (computed when let go) until the returned function is called. */
  holdLease(): () => void;
  /** Holds the audit-status writes (applied when let go) until the returned function is called. */
  holdWrites(): () => void;
  moments: MomentRow[];
  comments: MomentCommentRow[];
  messages: MessageRow[];
  reports: ReportRow[];
  accounts: AccountRow[];
  /** Real-person certifications (their queue and audit-status writes). */
  certs: AvatarCertRow[];
  /** What the lease reports as held by other moderators. */
  heldByOthers: { items: number; moderators: number; ownTabs: number };
  /** The queue's waiting-time target the lease reports, in minutes (null: none). */
  targetMinutes: number | null;
  /** What the moment list says of its total (the server stops counting at 10 000). */
  listTotal: { total: number; totalCapped: boolean } | null;
  /** Items a lease hands out at most, whatever the count asked (to exercise prefetching). */
  leaseCap: number;
  /**
   * Items another moderator holds: a write naming this tab's `holder` (an undo in the queue) does
   * not lease them to it, and says so in its `heldByOthers`, as the server does.
   */
  heldElsewhere: Set<number>;
  /** Someone else changed the row: its version moves on. */
  touch(kind: 'moment' | 'report', id: number, patch?: Partial<MomentRow & ReportRow>): void;
  bodies(path: string): Record<string, unknown>[];
  /** What account info says of an account's enforcement history (none by default). */
  enforcementSummary(accountId: number): EnforcementSummary;
  /** The last status change account info names, by account: set by the fake's status writes. */
  statusChanges: Map<number, StatusChange>;
}

const T = '2026-01-01T00:00:00.000Z';
const author = (id: number) => ({
  id,
  nickname: `author${id}`,
  avatarUrl: `/media/avatar/${id}.svg`,
  status: 'NORMAL' as const,
  enabled: true,
});

/** What every pending item of the fake starts as: version 1, by one of the authors 100–102. */
const pending = (id: number) => ({
  id,
  version: 1,
  riskScore: 0,
  riskParts: {},
  enabled: true,
  auditStatus: 'PENDING' as const,
  createdAt: T,
  updatedAt: T,
  accountId: 100 + (id % 3),
  author: author(100 + (id % 3)),
});

export function moment(id: number): MomentRow {
  return {
    ...pending(id),
    text: `moment text ${id}`,
    media: id % 2 === 0 ? [{ kind: 'image', url: `/media/photo/${id}.svg` }] : [],
    likeCount: 0,
    commentCount: 0,
  };
}

export function avatarCert(id: number): AvatarCertRow {
  return {
    ...pending(id),
    avatarUrl: `/media/avatar/${id}.svg`,
    selfieUrl: `/media/photo/${id}.svg`,
    reviewedBy: null,
    reviewedAt: null,
  };
}

export function momentComment(id: number, momentId = 1): MomentCommentRow {
  // A moment's row less what only a moment has: the same author, state and times.
  const { text: _text, media: _media, likeCount: _likes, commentCount: _comments, ...shared } = moment(id);
  return {
    ...shared,
    momentId,
    text: `comment text ${id}`,
    parent: {
      id: momentId,
      accountId: 101,
      snippet: `moment text ${momentId}`,
      enabled: true,
      auditStatus: 'APPROVED',
    },
  };
}

export function message(id: number): MessageRow {
  return {
    id,
    fromAccountId: 101,
    toAccountId: 102,
    from: author(101),
    to: author(102),
    kind: 'text',
    text: `message text ${id}`,
    sentAt: T,
  };
}

export function report(id: number, targetId: number): ReportRow {
  return {
    id,
    version: 1,
    riskScore: 0,
    riskParts: {},
    enabled: true,
    auditStatus: 'PENDING',
    createdAt: T,
    updatedAt: T,
    reporterId: 101,
    reporter: author(101),
    targetType: 'moment',
    targetId,
    reason: 'spam',
    detail: `report detail ${id}`,
    status: 'OPEN',
    result: null,
    note: null,
    finishedBy: null,
    finishedAt: null,
    target: {
      type: 'moment',
      id: targetId,
      exists: true,
      version: 1,
      accountId: 102,
      author: author(102),
      snippet: `target snippet ${targetId}`,
      media: [],
      enabled: true,
      auditStatus: 'PENDING',
    },
  };
}

export function account(id: number): AccountRow {
  return {
    id,
    version: 1,
    riskScore: 0,
    riskParts: {},
    enabled: true,
    auditStatus: 'APPROVED',
    createdAt: T,
    updatedAt: T,
    nickname: `account${id}`,
    avatarUrl: `/media/avatar/${id}.svg`,
    gender: 'unknown',
    phone: '138****0001',
    email: '',
    status: 'NORMAL',
    suspendedUntil: null,
    certified: false,
    source: 'huawei',
    vip: false,
    registeredAt: T,
    lastActiveAt: T,
    momentCount: 0,
    questionCount: 0,
    reportCount: 0,
  };
}

const reply = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

type Row = { id: number; version: number };

/** A list's first page, filtered to one id when the filters name one (the palette's links do). */
function byId<R extends { id: number }>(rows: R[], body: Record<string, unknown>) {
  const id = (body.filters as { id?: number } | undefined)?.id;
  const list = rows.filter((r) => id === undefined || r.id === id);
  return { list, total: list.length, totalCapped: false, nextCursor: null };
}

/** The bulk-update rule: ids with a stale expected version are conflicts; others change and bump. */
function bulk<R extends Row>(rows: R[], body: Record<string, unknown>, change: (r: R) => R) {
  const out = {
    updated: [] as R[],
    current: [] as R[],
    unchanged: [] as number[],
    conflicts: [] as number[],
    missing: [] as number[],
  };
  const versions = (body.expectedVersions ?? {}) as Record<string, number>;
  for (const id of body.ids as number[]) {
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) {
      out.missing.push(id);
      continue;
    }
    const row = rows[at]!;
    if (versions[String(id)] !== undefined && versions[String(id)] !== row.version) {
      out.conflicts.push(id);
      out.current.push(row);
      continue;
    }
    const changed = change(row);
    if (JSON.stringify(changed) === JSON.stringify(row)) {
      out.unchanged.push(id);
      out.current.push(row);
      continue;
    }
    const next = { ...changed, version: row.version + 1 };
    rows[at] = next;
    out.updated.push(next);
  }
  return out;
}

export function installModerationFake(): ModerationFake {
  const base = installFakeApi();
  const inner = globalThis.fetch;
  const fake = base as ModerationFake;
  fake.moments = [];
  fake.comments = [];
  fake.messages = [];
  fake.reports = [];
  fake.accounts = [];
  fake.certs = [];
  fake.heldByOthers = { items: 0, moderators: 0, ownTabs: 0 };
  fake.targetMinutes = 60;
  fake.leaseCap = 100;
  fake.heldElsewhere = new Set();
  fake.listTotal = null;
  fake.touch = (kind, id, patch = {}) => {
    const rows: Row[] = kind === 'moment' ? fake.moments : fake.reports;
    const at = rows.findIndex((r) => r.id === id);
    rows[at] = { ...rows[at]!, ...patch, version: rows[at]!.version + 1 };
  };
  fake.enforcementSummary = () => ({ activeStrikes: 0, last: null, suspendedUntil: null, pendingAppeals: 0, total: 0 });
  fake.statusChanges = new Map();
  fake.bodies = (path) => fake.calls.filter((c) => c.path === path).map((c) => c.body);
  // Calls held until let go: `gates.lease` holds the lease's answers, `gates.write` the writes.
  const gates: { lease: Promise<void> | null; write: Promise<void> | null } = { lease: null, write: null };
  const hold = (which: keyof typeof gates) => {
    let open!: () => void;
    gates[which] = new Promise<void>((resolve) => (open = resolve));
    return () => {
      gates[which] = null;
      open();
    };
  };
  fake.holdLease = () => hold('lease');
  fake.holdWrites = () => hold('write');

  /** A bulk reply, with what the server adds when the write names a holder: the rows it could not lease. */
  function written<R extends Row>(rows: R[], body: Record<string, unknown>, change: (r: R) => R) {
    const out = bulk(rows, body, change);
    if (body.holder === undefined) return out;
    const ids = [...out.updated.map((r) => r.id), ...out.unchanged].filter((id) => fake.heldElsewhere.has(id));
    return { ...out, heldByOthers: { ids, items: ids.length, moderators: ids.length > 0 ? 1 : 0, ownTabs: 0 } };
  }

  async function handle(path: string, body: Record<string, unknown>): Promise<Response | null> {
    switch (path) {
      case '/admins/queue/lease': {
        if (gates.lease) await gates.lease;
        const count = Math.min(Number(body.count ?? 20), fake.leaseCap);
        const done = new Set((body.done as number[] | undefined) ?? []);
        const list: { id: number }[] =
          body.queue === 'report'
            ? fake.reports.filter((r) => r.status === 'OPEN')
            : body.queue === 'account'
              ? fake.accounts
              : body.queue === 'avatar_cert'
                ? fake.certs.filter((c) => c.auditStatus === 'PENDING')
                : fake.moments.filter((m) => m.auditStatus === 'PENDING');
        const hand = list.filter((item) => !done.has(item.id));
        // The server's "riskiest first": the highest score, then the oldest (lowest id here).
        if (body.order === 'risk') {
          const score = (r: { id: number; riskScore?: number }) => r.riskScore ?? 0;
          hand.sort((a, b) => score(b) - score(a) || a.id - b.id);
        }
        // By a label's score: the fake's rows carry only their top label, which is the one filtered on.
        if (body.order === 'label') {
          const label = (body.filters as { classifierLabel?: string } | undefined)?.classifierLabel;
          const score = (r: { id: number; classifier?: { label: string; probability: number } | null }) =>
            r.classifier?.label === label ? (r.classifier?.probability ?? 0) : 0;
          hand.sort((a, b) => score(b) - score(a) || a.id - b.id);
        }
        return reply({
          queue: body.queue,
          list: hand.slice(0, count),
          expiresAt: T,
          total: list.length,
          totalCapped: false,
          heldByOthers: fake.heldByOthers,
          targetMinutes: fake.targetMinutes,
        });
      }
      case '/admins/queue/release':
        return reply({ released: 0 });
      case '/admins/search': {
        // As the server finds them for a moderator: moments, comments and messages by id, accounts
        // by the start of their nickname.
        const q = String(body.q).trim();
        const id = q.replace(/^#/, '');
        const results: SearchResult[] = [
          ...fake.moments
            .filter((m) => String(m.id) === id)
            .map((m) => ({ kind: 'moment' as const, id: m.id, label: m.text, status: m.auditStatus })),
          ...fake.comments
            .filter((c) => String(c.id) === id)
            .map((c) => ({ kind: 'moment_comment' as const, id: c.id, label: c.text, status: c.auditStatus })),
          ...fake.messages
            .filter((m) => String(m.id) === id)
            .map((m) => ({
              kind: 'message' as const,
              id: m.id,
              label: `${m.from.nickname} → ${m.to.nickname}`,
              status: m.kind,
            })),
          ...(/^#?\d+$/.test(q)
            ? []
            : fake.accounts
                .filter((a) => a.nickname.toLowerCase().startsWith(q.toLowerCase()))
                .map((a) => ({ kind: 'account' as const, id: a.id, label: a.nickname, status: a.status }))),
        ];
        return reply({ results });
      }
      case '/admins/moment-comment-list/get':
        return reply(byId(fake.comments, body));
      case '/admins/message-list/get':
        return reply(byId(fake.messages, body));
      case '/admins/moment-list/get': {
        const page = typeof body.page === 'number' ? body.page : 1;
        const size = typeof body.pageSize === 'number' ? body.pageSize : 20;
        return reply({
          list: fake.moments.slice((page - 1) * size, page * size),
          total: fake.moments.length,
          totalCapped: false,
          nextCursor: null,
          ...fake.listTotal,
        });
      }
      case '/admins/report-list/get':
        return reply({ list: fake.reports, total: fake.reports.length, totalCapped: false, nextCursor: null });
      case '/admins/account-list/get':
        return reply({ list: fake.accounts, total: fake.accounts.length, totalCapped: false, nextCursor: null });
      case '/admins/update-moment-enabled':
        return reply(written(fake.moments, body, (m) => ({ ...m, enabled: body.enabled as boolean })));
      case '/admins/update-audit-status':
        if (gates.write) await gates.write;
        if (body.target === 'avatar_cert') {
          return reply({
            target: body.target,
            ...written(fake.certs, body, (c) => ({
              ...c,
              auditStatus: body.auditStatus as AvatarCertRow['auditStatus'],
            })),
          });
        }
        return reply({
          target: body.target,
          ...written(fake.moments, body, (m) => ({ ...m, auditStatus: body.auditStatus as MomentRow['auditStatus'] })),
        });
      case '/admins/update-report-finish':
        return reply(
          written(fake.reports, body, (r) => ({
            ...r,
            status: 'FINISHED' as const,
            result: body.result as 'VALID',
            target: body.disableTarget
              ? { ...r.target, enabled: false, version: (r.target.version ?? 1) + 1 }
              : r.target,
          })),
        );
      case '/admins/update-report-reopen':
        return reply(written(fake.reports, body, (r) => ({ ...r, status: 'OPEN' as const, result: null })));
      case '/admins/account-status': {
        // The single form names one account (the author in a content queue's drawer).
        const named = body.accountId === undefined ? body : { ...body, ids: [body.accountId] };
        if (body.accountId !== undefined && !fake.accounts.some((a) => a.id === body.accountId))
          fake.accounts.push({ ...account(body.accountId as number), nickname: `author${String(body.accountId)}` });
        // As the server logs it: the preset by code and words, then the note.
        const reason =
          storedReason(body.reasonCode as ReasonCode | undefined, body.reason as string | undefined) ?? null;
        for (const id of named.ids as number[])
          fake.statusChanges.set(id, {
            status: body.accountStatus as AccountRow['status'],
            at: '2026-01-02T03:04:00.000Z',
            by: { id: 2, username: 'agent' },
            reason,
          });
        return reply(
          written(fake.accounts, named, (a) => ({ ...a, status: body.accountStatus as AccountRow['status'] })),
        );
      }
      case '/admins/account-info/get': {
        const id = body.accountId as number;
        const counts = {
          moments: 3,
          momentComments: 0,
          questions: 0,
          questionReplies: 0,
          replyComments: 0,
          aboutAnswers: 0,
          reportsAgainst: 1,
          openReportsAgainst: 1,
          removed: 2,
          reportsFiled: 0,
          orders: 0,
        };
        // Like the server: the whole phone number only on a reveal.
        const revealed = body.reveal === true;
        const found = fake.accounts.find((a) => a.id === id) ?? { ...account(id), nickname: `author${id}` };
        const enforcement = fake.enforcementSummary(id);
        // As the server: the row's suspension in force is the one the summary names.
        const row = { ...found, suspendedUntil: found.suspendedUntil ?? enforcement.suspendedUntil };
        return reply({
          revealed,
          account: revealed ? { ...row, phone: '+86 138 0000 0001' } : row,
          counts,
          recent: { moments: [], momentComments: [], questions: [], questionReplies: [], replyComments: [] },
          about: [],
          reports: [],
          certification: null,
          orders: [],
          enforcement,
          lastStatusChange: fake.statusChanges.get(id) ?? null,
        });
      }
      default:
        return null;
    }
  }

  // fake.hold() on a path played here: the call is recorded at once, its answer waits.
  const held = new Map<string, Promise<void>>();
  const holdBase = base.hold.bind(base);
  fake.hold = (path) => {
    let open!: () => void;
    held.set(path, new Promise<void>((resolve) => (open = resolve)));
    const openBase = holdBase(path);
    return () => {
      held.delete(path);
      open();
      openBase();
    };
  };

  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const authed = new Headers(init?.headers).get('Authorization');
      if (authed && url.pathname.startsWith('/admins/') && !failing(url.pathname)) {
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        const res = await handle(url.pathname, body);
        if (res) {
          fake.calls.push({ path: url.pathname, body, token: authed.slice(7) });
          await held.get(url.pathname);
          return res;
        }
      }
      return inner(input, init);
    }),
  );

  // Paths given failures with fake.fail() go to the base fake, which plays them.
  const failingPaths = new Set<string>();
  const fail = base.fail.bind(base);
  fake.fail = (path, failure, times) => {
    failingPaths.add(path);
    fail(path, failure, times);
  };
  function failing(path: string): boolean {
    if (!failingPaths.has(path)) return false;
    failingPaths.delete(path);
    return true;
  }
  return fake;
}
