import { sql } from 'drizzle-orm';
import { reports } from '../../db/schema/reports';
import { MODERATED } from '../../db/moderation-tables';
import { refused } from '../../domain/api-error';
import type { ReportResult } from '#contract/entities';
import type { Actor } from '../../domain/actor';
import type { Change } from './change-rows';

/** How a report is finished: its result, an optional note, and whether its target is disabled with it. */
export interface Finish {
  result: ReportResult;
  note?: string | undefined;
  disableTarget: boolean;
}

/** The change that finishes open reports (refusing finished ones, and messages when disabling targets). */
export function finishChange(body: Finish, actor: Actor): Change {
  return {
    table: MODERATED.report,
    action: 'report.finish',
    desired: {
      status: [reports.status, 'FINISHED'],
      result: [reports.result, body.result],
      note: [reports.note, body.note ?? null],
    },
    alsoSet: [
      [reports.finishedBy, actor.adminId],
      [reports.finishedAt, sql`now()`],
    ],
    alsoRead: { targetType: reports.targetType },
    precheck: (rows) => {
      const finished = rows.filter((r) => r.values.status === 'FINISHED').map((r) => r.id);
      if (finished.length > 0)
        throw refused('REPORT_FINISHED', `Already finished: report ${finished.join(', ')}`, { finished });
      if (body.disableTarget) {
        const messages = rows.filter((r) => r.values.targetType === 'message').map((r) => r.id);
        if (messages.length > 0)
          throw refused('MESSAGE_NOT_DISABLEABLE', `A message cannot be disabled: report ${messages.join(', ')}`, {
            messages,
          });
      }
    },
  };
}

/** The change that opens finished reports again. */
export const REOPEN: Change = {
  table: MODERATED.report,
  action: 'report.reopen',
  desired: { status: [reports.status, 'OPEN'], result: [reports.result, null], note: [reports.note, null] },
  alsoSet: [
    [reports.finishedBy, null],
    [reports.finishedAt, null],
  ],
};
