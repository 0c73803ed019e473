import { vi } from 'vitest';
import type { EnforcementRow } from '#contract/api/enforcement';
import type { MomentRow } from '#contract/api/moderation-rows';
import type { WaveAccount, WaveItem, WaveSummary } from '#contract/api/waves';
import type { ApiReply } from '#contract/api';
import { contractChecked } from './contract-check';
import type { ModerationFake } from './moderation-fake';

/**
 * The wave endpoints over the moderation fake's moments: `makeWave` puts moments in a wave (each
 * row then carries its summary, as the server's list and lease rows do); `/admins/wave/decide`
 * decides the named moments with the version rule of the bulk endpoints and writes one
 * enforcement per author; `/admins/account/enforcement-revoke` takes one back.
 */
export interface WaveFake {
  makeWave(id: number, momentIds: number[], over?: { accounts?: Partial<WaveAccount>[] }): WaveSummary;
  /** Authors the next decision leaves alone, and why. */
  skip: Map<number, 'banned' | 'suspended'>;
  /** Holds the answers of `/admins/wave/get` until the returned function is called. */
  holdGet(): () => void;
  bodies(path: string): Record<string, unknown>[];
}

const T = '2026-01-01T00:00:00.000Z';
const minutesAfter = (n: number) => new Date(Date.parse(T) + n * 60_000).toISOString();

function enforcement(id: number, accountId: number, kind: EnforcementRow['kind'], days?: number): EnforcementRow {
  return {
    id,
    version: 1,
    accountId,
    kind,
    reasonCode: 'spam',
    reason: '[spam] 垃圾信息或广告',
    content: null,
    startsAt: T,
    endsAt: days ? '2099-01-08T00:00:00.000Z' : null,
    createdBy: { id: 2, username: 'agent' },
    createdAt: T,
    revokedAt: null,
    revokedBy: null,
    revokedReason: null,
    appealState: 'none',
    appealText: null,
    appealedAt: null,
    appealDecidedBy: null,
    appealDecidedAt: null,
    appealNote: null,
    active: true,
  };
}

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

export function installWaveFake(api: ModerationFake): WaveFake {
  const waves = new Map<number, { ids: number[]; accounts: Partial<WaveAccount>[] }>();
  const written = new Map<number, EnforcementRow>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let gate: Promise<void> | null = null;
  const fake: WaveFake = {
    skip: new Map(),
    makeWave(id, momentIds, over = {}) {
      waves.set(id, { ids: momentIds, accounts: over.accounts ?? [] });
      const s = summary(id);
      api.moments = api.moments.map((m) => (momentIds.includes(m.id) ? { ...m, wave: s } : m));
      return s;
    },
    holdGet() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    bodies: (path) => calls.filter((c) => c.path === path).map((c) => c.body),
  };

  const members = (id: number): MomentRow[] => waves.get(id)!.ids.map((mid) => api.moments.find((m) => m.id === mid)!);

  function summary(id: number): WaveSummary {
    const rows = members(id);
    return {
      id,
      kind: 'moment',
      size: rows.length,
      pending: rows.filter((m) => m.auditStatus === 'PENDING').length,
      accounts: new Set(rows.map((m) => m.accountId)).size,
      firstAt: T,
      lastAt: minutesAfter(5),
      perMinute: rows.length / 5,
    };
  }

  function get(id: number): ApiReply<'/admins/wave/get'> {
    const rows = members(id);
    // Newest first, as the server lists them; the first item of the wave is the oldest.
    const items: WaveItem[] = rows.map((m, i) => ({
      id: m.id,
      version: m.version,
      accountId: m.accountId,
      text: m.text,
      createdAt: minutesAfter(i),
      auditStatus: m.auditStatus,
      enabled: m.enabled,
      similarity: i === 0 ? 1 : 0.8,
    }));
    items.reverse();
    const authorIds = [...new Set(rows.map((m) => m.accountId))];
    const accounts: WaveAccount[] = authorIds.map((accountId, i) => ({
      id: accountId,
      nickname: `author${accountId}`,
      status: 'NORMAL',
      registeredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      items: rows.filter((m) => m.accountId === accountId).length,
      strikes: 0,
      restricted: false,
      ...waves.get(id)!.accounts[i],
    }));
    return { wave: summary(id), items, accounts };
  }

  function decide(body: Record<string, unknown>): ApiReply<'/admins/wave/decide'> {
    const versions = (body.expectedVersions ?? {}) as Record<string, number>;
    const out: ApiReply<'/admins/wave/decide'> = {
      updated: [],
      unchanged: [],
      conflicts: [],
      missing: [],
      enforcements: [],
      skippedAuthors: [],
      wave: summary(body.waveId as number),
    };
    const state = (m: MomentRow) => ({ id: m.id, version: m.version, auditStatus: m.auditStatus, enabled: m.enabled });
    const authors = new Set<number>();
    for (const id of body.ids as number[]) {
      const at = api.moments.findIndex((m) => m.id === id);
      const m = api.moments[at];
      if (!m) {
        out.missing.push(id);
        continue;
      }
      if (versions[String(id)] !== undefined && versions[String(id)] !== m.version) {
        out.conflicts.push(id);
        continue;
      }
      const next: MomentRow =
        body.decision === 'disable'
          ? { ...m, enabled: false }
          : { ...m, auditStatus: body.decision === 'approve' ? 'APPROVED' : 'REJECTED' };
      authors.add(m.accountId);
      const after = { ...next, version: m.version + 1 };
      api.moments[at] = after;
      out.updated.push({ before: state(m), after: state(after) });
    }
    const act = body.authors as { kind: EnforcementRow['kind']; days?: number } | undefined;
    if (act) {
      for (const accountId of authors) {
        const why = fake.skip.get(accountId);
        if (why) {
          out.skippedAuthors.push({ accountId, why });
          continue;
        }
        const e = enforcement(500 + written.size, accountId, act.kind, act.days);
        written.set(e.id, e);
        out.enforcements.push(e);
      }
    }
    out.wave = summary(body.waveId as number);
    return out;
  }

  function revoke(body: Record<string, unknown>): ApiReply<'/admins/account/enforcement-revoke'> {
    const e = written.get(body.id as number)!;
    const back = { ...e, version: e.version + 1, revokedAt: T, active: false };
    written.set(e.id, back);
    return {
      enforcement: back,
      content: null,
      reports: [],
      summary: { activeStrikes: 0, last: null, suspendedUntil: null, pendingAppeals: 0, total: 1 },
    };
  }

  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      let answer: unknown = undefined;
      if (path === '/admins/wave/get') {
        calls.push({ path, body });
        if (gate) await gate;
        answer = get(body.id as number);
      } else if (path === '/admins/wave/decide') {
        calls.push({ path, body });
        answer = decide(body);
      } else if (path === '/admins/account/enforcement-revoke' && written.has(body.id as number)) {
        calls.push({ path, body });
        answer = revoke(body);
      }
      return answer === undefined ? inner(input, init) : json(answer);
    }),
  );
  return fake;
}
