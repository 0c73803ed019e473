import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { rules } from '../../db/schema/rules';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { cappedCount, nextCursorOf, pageClauses } from '../../db/keyset';
import { hitCountSql } from '../../db/rule-content';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { Rule } from '#contract/api/rules';
import { conflict, invalid, notFound } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { likeContains } from '../../lib/like-pattern';
import { checkedPattern } from './rule-check';
import { overturnedHits, ruleHitStats, type RuleHitStats } from '../../db/rule-stats';

type ListBody = ApiParsedBody<'/admins/rules/list'>;
type SaveBody = ApiParsedBody<'/admins/rules/save'>;
type RuleRow = typeof rules.$inferSelect;

const createdAtExact = sql<string>`to_char(${rules.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const noStats: RuleHitStats = { removed: 0, approved: 0, hitsLast14Days: 0 };

function toRule(row: RuleRow, hitCount: number, createdByName: string | null, stats: RuleHitStats = noStats): Rule {
  const decided = stats.removed + stats.approved;
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    kind: row.kind,
    pattern: row.pattern,
    contentKinds: row.contentKinds,
    action: row.action,
    enabled: row.enabled,
    leet: row.leet,
    exceptions: row.exceptions,
    exceptionPattern: row.exceptionPattern,
    authorMaxAgeDays: row.authorMaxAgeDays,
    authorMaxApproved: row.authorMaxApproved,
    authorRejectWindow: row.authorRejectWindow,
    authorRejectPercent: row.authorRejectPercent,
    velocityItems: row.velocityItems,
    velocityMinutes: row.velocityMinutes,
    duplicateItems: row.duplicateItems,
    duplicateMinutes: row.duplicateMinutes,
    velocityAllKinds: row.velocityAllKinds,
    builtin: row.builtin,
    hitCount,
    decided: { removed: stats.removed, approved: stats.approved },
    precision: decided === 0 ? null : stats.removed / decided,
    hitsPerDay: Math.round((stats.hitsLast14Days / 14) * 10) / 10,
    createdBy: row.createdBy,
    createdByName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selection = {
  rule: rules,
  hitCount: sql<number>`${hitCountSql}`.mapWith(Number),
  createdByName: admins.username,
  createdAtExact,
};

async function ruleById(db: Db, id: number): Promise<Rule | null> {
  const [r] = await db
    .select(selection)
    .from(rules)
    .leftJoin(admins, eq(admins.id, rules.createdBy))
    .where(eq(rules.id, id))
    .limit(1);
  if (!r) return null;
  const stats = await ruleHitStats(db, [id]);
  return toRule(r.rule, r.hitCount, r.createdByName, stats.get(id));
}

export async function listRules(db: Db, body: ListBody): Promise<ApiReply<'/admins/rules/list'>> {
  const f = body.filters;
  const q = f.q === undefined ? undefined : likeContains(f.q);
  const where: SQL | undefined = and(
    q !== undefined ? or(ilike(rules.name, q), ilike(rules.pattern, q), ilike(rules.note, q)) : undefined,
    f.enabled !== undefined ? eq(rules.enabled, f.enabled) : undefined,
  );
  const field = body.sort?.field ?? 'createdAt';
  const sortColumn = field === 'createdAt' ? rules.createdAt : field === 'name' ? rules.name : rules.id;
  const page = pageClauses({
    sortColumn,
    idColumn: rules.id,
    order: body.sort?.order ?? (field === 'name' ? 'asc' : 'desc'),
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
  });
  const rows = await db
    .select(selection)
    .from(rules)
    .leftJoin(admins, eq(admins.id, rules.createdBy))
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(body.pageSize)
    .offset(page.offset);
  const stats = await ruleHitStats(
    db,
    rows.map((r) => r.rule.id),
  );
  return {
    list: rows.map((r) => toRule(r.rule, r.hitCount, r.createdByName, stats.get(r.rule.id))),
    ...(await cappedCount(db, sql`${rules}`, where)),
    nextCursor: nextCursorOf(
      rows,
      body.pageSize,
      (r) => (field === 'createdAt' ? r.createdAtExact : field === 'name' ? r.rule.name : r.rule.id),
      (r) => r.rule.id,
    ),
  };
}

const duplicateName = () => invalid('name', 'is already used by another rule', 'taken');

/** What the action log keeps of a rule, before and after a change. */
type Logged = Pick<
  RuleRow,
  | 'name'
  | 'note'
  | 'kind'
  | 'pattern'
  | 'contentKinds'
  | 'action'
  | 'enabled'
  | 'leet'
  | 'exceptions'
  | 'exceptionPattern'
  | 'authorMaxAgeDays'
  | 'authorMaxApproved'
  | 'authorRejectWindow'
  | 'authorRejectPercent'
  | 'velocityItems'
  | 'velocityMinutes'
  | 'duplicateItems'
  | 'duplicateMinutes'
  | 'velocityAllKinds'
>;
const logged = (r: Logged): Logged => ({
  name: r.name,
  note: r.note,
  kind: r.kind,
  pattern: r.pattern,
  contentKinds: r.contentKinds,
  action: r.action,
  enabled: r.enabled,
  leet: r.leet,
  exceptions: r.exceptions,
  exceptionPattern: r.exceptionPattern,
  authorMaxAgeDays: r.authorMaxAgeDays,
  authorMaxApproved: r.authorMaxApproved,
  authorRejectWindow: r.authorRejectWindow,
  authorRejectPercent: r.authorRejectPercent,
  velocityItems: r.velocityItems,
  velocityMinutes: r.velocityMinutes,
  duplicateItems: r.duplicateItems,
  duplicateMinutes: r.duplicateMinutes,
  velocityAllKinds: r.velocityAllKinds,
});

/** Creates a rule (no id) or updates one whose version still equals expectedVersion. */
export async function saveRule(db: Db, actor: Actor, body: SaveBody): Promise<ApiReply<'/admins/rules/save'>> {
  const fields = logged({ ...body, pattern: await checkedPattern(db, body) });
  if (body.id === undefined) {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(rules)
        .values({ ...fields, createdBy: actor.adminId })
        .onConflictDoNothing({ target: rules.name })
        .returning();
      if (!created) throw duplicateName();
      await recordAction(tx, {
        ...actor,
        action: 'rule.create',
        targetType: 'rule',
        targetId: created.id,
        after: logged(created),
      });
      return created;
    });
    return { rule: (await ruleById(db, row.id))!, created: true };
  }
  const id = body.id;
  const expected = body.expectedVersion ?? 0;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(rules).where(eq(rules.id, id)).for('update').limit(1);
    if (!current) throw notFound('rule');
    if (current.builtin !== null) throw invalid('id', 'is a built-in rule: it cannot be edited');
    if (current.version !== expected) {
      throw conflict('The rule changed since you loaded it; reload and try again', {
        rule: await ruleById(tx, id),
      });
    }
    const [taken] = await tx
      .select({ id: rules.id })
      .from(rules)
      .where(and(eq(rules.name, body.name), sql`${rules.id} <> ${id}`))
      .limit(1);
    if (taken) throw duplicateName();
    await tx
      .update(rules)
      .set({ ...fields, version: sql`${rules.version} + 1`, updatedAt: sql`now()` })
      .where(eq(rules.id, id));
    await recordAction(tx, {
      ...actor,
      action: 'rule.update',
      targetType: 'rule',
      targetId: id,
      before: logged(current),
      after: fields,
    });
  });
  return { rule: (await ruleById(db, id))!, created: false };
}

/** The rule's hits the team approved (it was wrong on them), newest decision first. */
export async function overturned(db: Db, ruleId: number, limit: number): Promise<ApiReply<'/admins/rules/overturned'>> {
  const [rule] = await db.select({ id: rules.id }).from(rules).where(eq(rules.id, ruleId)).limit(1);
  if (!rule) throw notFound('rule');
  return { list: await overturnedHits(db, ruleId, limit) };
}
