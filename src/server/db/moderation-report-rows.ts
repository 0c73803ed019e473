import { eq } from 'drizzle-orm';
import { accounts } from './schema/content';
import { reports } from './schema/reports';
import { authorColumns, commonWhere, isoOrNull, sortKeyOf, whenDefined } from './moderation-sql';
import { moderatableFields } from './moderation-content-rows';
import { missingTarget, targetKey, targetPreviews } from './moderation-report-targets';
import type { ListSource } from './moderation-list-query';
import type { ReportFilters } from '../../contract/api/moderation-filters';
import type { ReportRow } from '../../contract/api/moderation-rows';

/** Reports with their reporter (a join) and their targets' previews (one more query per page). */
export const reportSource: ListSource<ReportFilters, ReportRow> = {
  table: reports,
  id: reports.id,
  sort: reports.createdAt,
  where: (f) => [
    ...commonWhere({ ...reports, accountId: reports.reporterId }, f, [reports.detail]),
    whenDefined(f.status, (v) => eq(reports.status, v)),
    whenDefined(f.reason, (v) => eq(reports.reason, v)),
    whenDefined(f.targetType, (v) => eq(reports.targetType, v)),
    whenDefined(f.targetId, (v) => eq(reports.targetId, v)),
  ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await db
      .select({ r: reports, reporter: authorColumns(accounts), key: sortKeyOf(reports.createdAt) })
      .from(reports)
      .innerJoin(accounts, eq(accounts.id, reports.reporterId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    const previews = await targetPreviews(db, rows.map(({ r }) => ({ type: r.targetType, id: r.targetId })));
    return rows.map(({ r, reporter, key }) => ({
      id: r.id,
      key,
      row: {
        ...moderatableFields(r),
        reporterId: r.reporterId,
        reporter,
        targetType: r.targetType,
        targetId: r.targetId,
        reason: r.reason,
        detail: r.detail,
        status: r.status,
        result: r.result,
        note: r.note,
        finishedBy: r.finishedBy,
        finishedAt: isoOrNull(r.finishedAt),
        target: previews.get(targetKey(r.targetType, r.targetId)) ?? missingTarget(r.targetType, r.targetId),
      },
    }));
  },
};
