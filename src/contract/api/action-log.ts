import { z } from 'zod';
import { id, isoDateTime } from '../validation';
import { listReply, listRequest } from './list';
import type { Endpoint } from './endpoint';

export const actionLogEntry = z.object({
  id: z.number(),
  at: z.string(),
  adminId: z.number().nullable(),
  /** Empty for actions without a known admin (failed logins of unknown users, the CLI). */
  adminUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  requestId: z.string(),
  /**
   * Unauthenticated refusals (rejected tokens, throttled logins) are logged once per source and
   * minute; this is how many that row stands for. 1 for every other row.
   */
  repeats: z.number().int().min(1),
});
export type ActionLogEntry = z.infer<typeof actionLogEntry>;

export const actionLogFilters = {
  adminId: id.optional(),
  /** An exact action (`order.refund`) or a family ending in a dot (`auth.`). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]*)?$/, 'must be an action such as order.refund, or a family such as auth.')
    .optional(),
  targetType: z.string().trim().min(1).max(64).optional(),
  targetId: z.string().trim().min(1).max(128).optional(),
  /** Inclusive. */
  from: isoDateTime.optional(),
  /** Exclusive. */
  to: isoDateTime.optional(),
};

const filtersInOrder = (b: { filters: { from?: string | undefined; to?: string | undefined } }) =>
  !(b.filters.from && b.filters.to && Date.parse(b.filters.from) >= Date.parse(b.filters.to));

/** Rows a CSV export holds at most; a wider range must be exported in parts. */
export const ACTION_LOG_EXPORT_MAX = 50_000;

export const chainProblem = z.object({
  kind: z.enum(['changed', 'missing', 'unsealed', 'truncated']),
  /** The row to look at, when there is one (`truncated` names only a position). */
  id: z.number().nullable(),
  /** The chain position where the fault was found (none for a row outside the chain). */
  seq: z.number().nullable(),
});

export const actionLogApi = {
  '/admins/action-log/list': {
    area: 'adminUsers',
    // Newest first by id: ids follow insertion, and a keyset on an integer never loses rows.
    body: listRequest(actionLogFilters, ['id'] as const).refine(filtersInOrder, {
      message: 'must be after from',
      path: ['filters', 'to'],
      params: { rule: 'before_start' },
    }),
    reply: listReply(actionLogEntry),
  },
  '/admins/action-log/export': {
    area: 'adminUsers',
    body: z
      .object({ filters: z.object(actionLogFilters).strict().default({}) })
      .strict()
      .refine(filtersInOrder, {
        message: 'must be after from',
        path: ['filters', 'to'],
        params: { rule: 'before_start' },
      }),
    reply: z.object({
      filename: z.string(),
      /** UTF-8 text starting with a byte-order mark, CRLF line ends. */
      csv: z.string(),
      rows: z.number(),
      /** More rows matched than ACTION_LOG_EXPORT_MAX; narrow the range and export again. */
      truncated: z.boolean(),
    }),
  },
  /** Walks the whole hash chain (ASVS 16.4); the check itself is logged. */
  '/admins/action-log/verify': {
    area: 'adminUsers',
    body: z.object({}).strict(),
    reply: z.object({
      ok: z.boolean(),
      checkedRows: z.number(),
      head: z.object({ seq: z.number(), hash: z.string() }),
      problem: chainProblem.nullable(),
    }),
  },
} as const satisfies Record<string, Endpoint>;
