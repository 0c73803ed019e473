import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../domain/actor';
import { actionLog, admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import { cappedCount, nextCursorOf, pageClauses } from '../../db/keyset';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import { ACTION_LOG_EXPORT_MAX, type ActionLogEntry } from '#contract/api/action-log';
import { recordAction } from '../core/action-log';
import { verifyActionLogChain } from './verify-chain';
import { csvDocument } from '#contract/csv';
import { likePrefix } from '../../lib/like-pattern';

type Filters = ApiParsedBody<'/admins/action-log/list'>['filters'];
type LogRow = typeof actionLog.$inferSelect;

function whereOf(f: Filters): SQL | undefined {
  return and(
    f.adminId !== undefined ? eq(actionLog.adminId, f.adminId) : undefined,
    f.action === undefined
      ? undefined
      : f.action.endsWith('.')
        ? sql`${actionLog.action} LIKE ${likePrefix(f.action)}`
        : eq(actionLog.action, f.action),
    f.targetType !== undefined ? eq(actionLog.targetType, f.targetType) : undefined,
    f.targetId !== undefined ? eq(actionLog.targetId, f.targetId) : undefined,
    f.from !== undefined ? gte(actionLog.at, new Date(f.from)) : undefined,
    f.to !== undefined ? lt(actionLog.at, new Date(f.to)) : undefined,
  );
}

function selectLog(db: Db) {
  return db
    .select({
      log: actionLog,
      adminUsername: sql<string>`coalesce(${admins.username}, '')`,
      repeats: sql<number>`coalesce((SELECT n.count FROM auth_noise n WHERE n.log_id = ${actionLog.id} LIMIT 1), 1)::int`,
    })
    .from(actionLog)
    .leftJoin(admins, eq(admins.id, actionLog.adminId));
}

function toEntry(row: LogRow, adminUsername: string, repeats: number): ActionLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    adminId: row.adminId,
    adminUsername,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    ip: row.ip,
    requestId: row.requestId,
    repeats,
  };
}

export async function listActionLog(
  db: Db,
  body: ApiParsedBody<'/admins/action-log/list'>,
): Promise<ApiReply<'/admins/action-log/list'>> {
  const where = whereOf(body.filters);
  const page = pageClauses({
    sortColumn: actionLog.id,
    idColumn: actionLog.id,
    order: body.sort?.order ?? 'desc',
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
  });
  const rows = await selectLog(db)
    .where(and(where, page.where))
    .orderBy(...page.orderBy)
    .limit(body.pageSize)
    .offset(page.offset);
  return {
    list: rows.map((r) => toEntry(r.log, r.adminUsername, r.repeats)),
    ...(await cappedCount(db, sql`${actionLog}`, where)),
    nextCursor: nextCursorOf(
      rows,
      body.pageSize,
      (r) => r.log.id,
      (r) => r.log.id,
    ),
  };
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The filtered log, oldest first, as CSV; the export itself is logged, filters included. */
export async function exportActionLog(
  db: Db,
  actor: Actor,
  filters: Filters,
  now = new Date(),
): Promise<ApiReply<'/admins/action-log/export'>> {
  const rows = await selectLog(db)
    .where(whereOf(filters))
    .orderBy(asc(actionLog.id))
    .limit(ACTION_LOG_EXPORT_MAX + 1);
  const truncated = rows.length > ACTION_LOG_EXPORT_MAX;
  const kept = truncated ? rows.slice(0, ACTION_LOG_EXPORT_MAX) : rows;
  const csv = csvDocument(
    ['time', 'admin', 'action', 'target', 'reason', 'ip', 'before', 'after'],
    kept.map(({ log, adminUsername }) => [
      log.at.toISOString(),
      adminUsername || (log.adminId === null ? '' : `#${log.adminId}`),
      log.action,
      log.targetType ? `${log.targetType}:${log.targetId}` : log.targetId,
      log.reason ?? '',
      log.ip,
      json(log.before),
      json(log.after),
    ]),
  );
  await recordAction(db, {
    ...actor,
    action: 'action_log.export',
    targetType: 'action_log',
    after: { filters, rows: kept.length, truncated },
  });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return { filename: `action-log-${stamp}.csv`, csv, rows: kept.length, truncated };
}

/** The hash-chain check run from the console; its outcome is itself logged (and sealed). */
export async function verifyActionLog(db: Db, actor: Actor): Promise<ApiReply<'/admins/action-log/verify'>> {
  const report = await verifyActionLogChain(db);
  const { problem } = report;
  await recordAction(db, {
    ...actor,
    action: 'action_log.verify',
    targetType: 'action_log',
    after: { ok: report.ok, checkedRows: report.checkedRows, head: report.head, problem },
  });
  return { ok: report.ok, checkedRows: report.checkedRows, head: report.head, problem };
}
