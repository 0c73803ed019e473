import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reports } from './schema/reports';
import { commonWhere, whenDefined } from './moderation-sql';
import {
  authorColumns,
  authorReader,
  moderatableColumns,
  moderatableOf,
  type RawAuthor,
  type RawModeratable,
} from './moderation-row-sql';
import { isoOfTimestampOrNull } from './pg-timestamp';
import { missingTarget, targetKey, targetPreviews } from './moderation-report-targets';
import { pageRows, withPerRow, type ListSource } from './moderation-list-query';
import { reportWaves } from './report-waves';
import type { ReportFilters } from '#contract/api/moderation-filters';
import type { ReportRow } from '#contract/api/moderation-rows';

const REPORTS = sql.raw(
  `SELECT ${moderatableColumns('reports')}, reports.reporter_id, reports.target_type, reports.target_id, reports.reason, ` +
    'reports.detail, reports.status, reports.result, reports.note, reports.finished_by, reports.finished_at, ' +
    'reports.standing_report_id, ' +
    `${authorColumns('reporter', 'reporter')} FROM reports JOIN accounts reporter ON reporter.id = reports.reporter_id`,
);

type RawReport = RawModeratable &
  RawAuthor<'reporter'> & {
    reporter_id: number;
    target_type: ReportRow['targetType'];
    target_id: number;
    reason: ReportRow['reason'];
    detail: string;
    status: ReportRow['status'];
    result: ReportRow['result'];
    note: string | null;
    finished_by: number | null;
    finished_at: string | null;
    standing_report_id: number | null;
  };

/** Reports with their reporter (a join) and their targets' previews (one more query per page). */
const reporterOf = authorReader('reporter');

type ReportColumns = Record<
  | 'id'
  | 'enabled'
  | 'auditStatus'
  | 'reporterId'
  | 'createdAt'
  | 'detail'
  | 'status'
  | 'reason'
  | 'targetType'
  | 'targetId',
  AnyPgColumn
>;

/**
 * The filters on `t`: the reports table, or an alias of it where a query also reads other reports
 * (a lease asks whether another report of the same target matching the same filters is held).
 */
export function reportWhere(t: ReportColumns, f: ReportFilters): SQL[] {
  return [
    ...commonWhere({ ...t, accountId: t.reporterId }, f, [t.detail]),
    whenDefined(f.status, (v) => eq(t.status, v)),
    whenDefined(f.reason, (v) => eq(t.reason, v)),
    whenDefined(f.targetType, (v) => eq(t.targetType, v)),
    whenDefined(f.targetId, (v) => eq(t.targetId, v)),
  ].filter((c) => c !== undefined);
}

const reportRows: ListSource<ReportFilters, ReportRow> = {
  table: reports,
  id: reports.id,
  sort: reports.createdAt,
  where: (f) => reportWhere(reports, f),
  fetch: async (db, q) => {
    const rows = await pageRows<RawReport>(db, REPORTS, q);
    const previews = await targetPreviews(
      db,
      rows.map((r) => ({ type: r.target_type, id: r.target_id })),
    );
    return rows.map((r) => {
      const row: ReportRow = Object.assign(moderatableOf(r), {
        reporterId: r.reporter_id,
        reporter: reporterOf(r),
        targetType: r.target_type,
        targetId: r.target_id,
        reason: r.reason,
        detail: r.detail,
        status: r.status,
        result: r.result,
        note: r.note,
        finishedBy: r.finished_by,
        finishedAt: isoOfTimestampOrNull(r.finished_at),
        standingReportId: r.standing_report_id,
        target: previews.get(targetKey(r.target_type, r.target_id)) ?? missingTarget(r.target_type, r.target_id),
      });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

/** Reports, each with the wave of reports from fresh accounts it is part of, if any. */
export const reportSource: ListSource<ReportFilters, ReportRow> = withPerRow(reportRows, reportWaves, (row, wave) => {
  row.reportWave = wave ?? null;
});
