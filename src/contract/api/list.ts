import { z } from 'zod';

/** Lists stop counting here: `total` is exact up to this and `totalCapped` says when it is not. */
export const TOTAL_CAP = 10_000;

/**
 * The list request of DESIGN §3. `cursor` (keyset on the sort key + id) is for queues, `page`
 * for tables; giving both is refused.
 */
export function listRequest<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filters: F,
  sortFields: S,
) {
  return z
    .object({
      pageSize: z.number().int().min(1).max(200).default(20),
      page: z.number().int().min(1).max(100_000).optional(),
      cursor: z.string().min(1).max(512).optional(),
      filters: z
        .object(filters)
        .strict()
        .default({} as never),
      sort: z
        .object({ field: z.enum(sortFields), order: z.enum(['asc', 'desc']) })
        .strict()
        .optional(),
    })
    .strict()
    .refine((b) => !(b.page !== undefined && b.cursor !== undefined), {
      message: 'give page or cursor, not both',
      path: ['cursor'],
    });
}

export function listReply<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  });
}

export interface ListReply<T> {
  list: T[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}
