import { recordAction } from '../core/action-log';
import type { Db } from '../../db/client';
import { listPage } from '../../db/moderation-list-query';
import { messageSource } from '../../db/moderation-message-rows';
import { QUEUE_SOURCES, type QueueRows } from '../../db/moderation-sources';
import type { ListReply } from '#contract/api/list';
import type { MessageFilters, ModerationQueue, QueueFilters } from '#contract/api/moderation-filters';
import type { MessageRow } from '#contract/api/moderation-rows';
import type { Actor } from '../../domain/actor';
import { logReportedMessageReads } from './private-reads';

export interface ListBody<F> {
  pageSize: number;
  page?: number | undefined;
  cursor?: string | undefined;
  filters: F;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
}

/** Lists show the newest first unless asked otherwise; queues (leases) default to the oldest. */
export const LIST_DEFAULT_ORDER = 'desc';

export function listQueue<Q extends ModerationQueue>(
  db: Db,
  queue: Q,
  body: ListBody<QueueFilters[Q]>,
): Promise<ListReply<QueueRows[Q]>> {
  const source = QUEUE_SOURCES[queue];
  return listPage(db, source, body.filters, {
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
    order: body.sort?.order ?? LIST_DEFAULT_ORDER,
    by: body.sort?.field === 'risk' ? 'risk' : 'createdAt',
  });
}

/** Reports, whose previews of reported messages are private reads (see private-reads.ts). */
export async function listReports(
  db: Db,
  body: ListBody<QueueFilters['report']>,
  actor: Actor,
): Promise<ListReply<QueueRows['report']>> {
  const page = await listQueue(db, 'report', body);
  await logReportedMessageReads(db, actor, page.list, 'report-list');
  return page;
}

/**
 * Private messages: every page read is in the action log with its filters and the ids returned,
 * written before the reply leaves, so a read that could not be logged is not served.
 */
export async function listMessages(
  db: Db,
  body: ListBody<MessageFilters>,
  actor: Actor,
): Promise<ListReply<MessageRow>> {
  const page = await listPage(db, messageSource, body.filters, {
    pageSize: body.pageSize,
    page: body.page,
    cursor: body.cursor,
    order: body.sort?.order ?? LIST_DEFAULT_ORDER,
  });
  await recordAction(db, {
    adminId: actor.adminId,
    action: 'message.read',
    // The account whose messages were read, when the filter names one; the ids are in `after`.
    targetType: 'message',
    targetId: body.filters.accountId ?? body.filters.fromAccountId ?? body.filters.toAccountId ?? '',
    after: {
      filters: body.filters,
      page: body.page ?? null,
      cursor: body.cursor ?? null,
      ids: page.list.map((m) => m.id),
    },
    ip: actor.ip,
    requestId: actor.requestId,
  });
  return page;
}
