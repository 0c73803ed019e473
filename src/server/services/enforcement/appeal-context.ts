import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { enforcementOf, enforcementsWhere, type RawEnforcement } from '../../db/enforcement-rows';
import { intArray, SNIPPET_LENGTH } from '../../db/moderation-sql';
import { targetKey, targetPreviews } from '../../db/moderation-report-targets';
import { APPEAL_PRIOR_SHOWN, type AppealCause, type EnforcementRow } from '#contract/api/enforcement';
import { REPORT_TARGET_TYPES, type AuditStatus, type ReportTargetType } from '#contract/entities';
import type { LinkableKind } from '#contract/enforcement';
import type { EnforcementContext } from './context';

const isTargetType = (k: LinkableKind): k is LinkableKind & ReportTargetType =>
  (REPORT_TARGET_TYPES as readonly string[]).includes(k);

const causeKey = (kind: LinkableKind, id: number) => `${kind}:${id}`;

const gone = (kind: LinkableKind, id: number): AppealCause => ({
  kind,
  id,
  exists: false,
  snippet: '',
  media: [],
  enabled: null,
  auditStatus: null,
});

/**
 * The content each enforcement names as its cause, as it is now, keyed `kind:id`: the report
 * targets' previews (one query for every kind), and about-me answers, which no report targets.
 */
async function causesOf(db: Db, rows: RawEnforcement[]): Promise<Map<string, AppealCause>> {
  const linked = rows.flatMap((r) =>
    r.content_kind !== null && r.content_id !== null ? [{ kind: r.content_kind, id: r.content_id }] : [],
  );
  const out = new Map<string, AppealCause>();
  const previews = await targetPreviews(
    db,
    linked.flatMap((c) => (isTargetType(c.kind) ? [{ type: c.kind, id: c.id }] : [])),
  );
  for (const c of linked) {
    const p = isTargetType(c.kind) ? previews.get(targetKey(c.kind, c.id)) : undefined;
    if (!p) continue;
    out.set(causeKey(c.kind, c.id), {
      kind: c.kind,
      id: c.id,
      exists: true,
      snippet: p.snippet,
      media: p.media,
      enabled: p.enabled,
      auditStatus: p.auditStatus,
    });
  }
  const answers = linked.filter((c) => c.kind === 'about_answer').map((c) => c.id);
  if (answers.length > 0) {
    const found = await queryRows<{ id: number; snippet: string; enabled: boolean; audit_status: AuditStatus }>(
      db,
      sql`SELECT id, left(question || ' — ' || answer, ${SNIPPET_LENGTH}) AS snippet, enabled, audit_status
          FROM about_answers WHERE id = ANY(${intArray(answers)})`,
    );
    for (const a of found) {
      out.set(causeKey('about_answer', a.id), {
        kind: 'about_answer',
        id: a.id,
        exists: true,
        snippet: a.snippet,
        media: [],
        enabled: a.enabled,
        auditStatus: a.audit_status,
      });
    }
  }
  return out;
}

/** The content one enforcement names as its cause, as it is now (read in the caller's transaction). */
export async function causeOf(db: Db, r: RawEnforcement): Promise<AppealCause | null> {
  if (r.content_kind === null || r.content_id === null) return null;
  const causes = await causesOf(db, [r]);
  return causes.get(causeKey(r.content_kind, r.content_id)) ?? gone(r.content_kind, r.content_id);
}

/**
 * Each appealing account's enforcements: the newest `APPEAL_PRIOR_SHOWN + 1` (one more, as each
 * item leaves itself out) and how many there are, in two queries for the whole hand.
 */
async function priorsOf(
  ctx: EnforcementContext,
  rows: RawEnforcement[],
): Promise<Map<number, { list: RawEnforcement[]; total: number }>> {
  const accounts = intArray([...new Set(rows.map((r) => r.account_id))]);
  const [newest, counts] = await Promise.all([
    enforcementsWhere(
      ctx.db,
      sql`e.id IN (SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY account_id ORDER BY created_at DESC, id DESC) AS n
            FROM enforcements WHERE account_id = ANY(${accounts})
          ) x WHERE n <= ${APPEAL_PRIOR_SHOWN + 1})`,
      sql`e.created_at DESC, e.id DESC`,
      rows.length * (APPEAL_PRIOR_SHOWN + 1),
    ),
    queryRows<{ account_id: number; n: number }>(
      ctx.db,
      sql`SELECT account_id, count(*)::int AS n FROM enforcements
          WHERE account_id = ANY(${accounts}) GROUP BY account_id`,
    ),
  ]);
  const out = new Map<number, { list: RawEnforcement[]; total: number }>();
  for (const c of counts) out.set(c.account_id, { list: [], total: c.n });
  for (const e of newest) out.get(e.account_id)?.list.push(e);
  return out;
}

/** What an appeal card shows beside the appeal: the content that caused it and the author's history. */
export async function appealContextOf(
  ctx: EnforcementContext,
  rows: RawEnforcement[],
): Promise<(r: RawEnforcement) => { cause: AppealCause | null; prior: EnforcementRow[]; priorTotal: number }> {
  if (rows.length === 0) return () => ({ cause: null, prior: [], priorTotal: 0 });
  const [causes, priors] = await Promise.all([causesOf(ctx.db, rows), priorsOf(ctx, rows)]);
  return (r) => {
    const history = priors.get(r.account_id);
    const cause =
      r.content_kind === null || r.content_id === null
        ? null
        : (causes.get(causeKey(r.content_kind, r.content_id)) ?? gone(r.content_kind, r.content_id));
    return {
      cause,
      prior: (history?.list ?? [])
        .filter((e) => e.id !== r.id)
        .slice(0, APPEAL_PRIOR_SHOWN)
        .map((e) => enforcementOf(e, ctx.clock)),
      // The item itself is one of the account's enforcements.
      priorTotal: Math.max(0, (history?.total ?? 1) - 1),
    };
  };
}
