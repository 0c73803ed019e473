import { z } from 'zod';
import { ids, reason } from '../validation';
import { CERT_REASON_CODES, REASON_CODES, storedReason, type DecisionReasonCode } from '../moderation-reasons';
import { heldByOthersSchema, holderId } from './moderation-queue';

/** `{ "12": 3 }`: the version the client last saw of row 12. Ids not named are not checked. */
export const expectedVersions = z.record(
  z.string().regex(/^[1-9][0-9]{0,9}$/, 'keys must be ids'),
  z.number().int().min(1).max(2_147_483_647),
);

interface BulkCommon {
  ids: number[];
  expectedVersions?: Record<string, number> | undefined;
}

/** A version for an id the call does not name is a client bug worth a 40000, not a silent no-op. */
export function versionsAmongIds(body: BulkCommon, ctx: z.RefinementCtx): void {
  const named = new Set(body.ids);
  for (const key of Object.keys(body.expectedVersions ?? {})) {
    if (!named.has(Number(key))) {
      ctx.addIssue({ code: 'custom', path: ['expectedVersions', key], message: 'not among ids' });
    }
  }
}

/**
 * The queue tab (its lease `holder`) whose hand the write puts its rows back into, as an undo in
 * queue mode does. The rows it leaves changed or already so are leased to that tab in the same
 * transaction, for LEASE_SECONDS like the rest of its hand, so that no other hand is given them
 * once they wait again; a row another holder holds (a live lease, or in the report queue a live
 * lease on an open report of its target) stays theirs, and the reply's `heldByOthers` names it.
 */
export const intoHand = holderId.optional();

/** A preset reason by code (moderation-reasons.ts); `reason` is then the moderator's note beside it. */
export const reasonCode = z.enum(REASON_CODES);
/** A preset of either list: the audit-status update takes a certification's too (for certifications only). */
export const decisionReasonCode = z.enum([...REASON_CODES, ...CERT_REASON_CODES]);

/** The body with its reason as the server stores it: the preset's code and words, then the note. */
export function withStoredReason<
  B extends { reason?: string | undefined; reasonCode?: DecisionReasonCode | undefined },
>(body: B): B {
  const reason = storedReason(body.reasonCode, body.reason);
  return reason === undefined ? body : { ...body, reason };
}

/**
 * The bulk update body of DESIGN §3: `{ ids: 1..500, <fields>, expectedVersions?, reasonCode?, reason? }`.
 * Repeated ids count once. A field of `fields` replaces the common one of its name (the audit
 * status takes a certification's presets as well as the content's `reasonCode`).
 */
export function bulkBody<S extends z.ZodRawShape>(fields: S) {
  return z
    .object({
      ids,
      expectedVersions: expectedVersions.optional(),
      reasonCode: reasonCode.optional(),
      reason: reason.optional(),
      holder: intoHand,
    })
    .extend(fields)
    .strict()
    .superRefine((body, ctx) => versionsAmongIds(body as BulkCommon, ctx));
}

/** Rows a write named a `holder` for that another holder holds: which, and as the lease reply counts them. */
export const heldElsewhere = heldByOthersSchema.extend({ ids: z.array(z.number()) });
export type HeldElsewhere = z.infer<typeof heldElsewhere>;

/**
 * The bulk update reply. `updated`: rows this call changed, with their new `version` (what an
 * undo sends back). `unchanged`: ids that already had the value, neither bumped nor logged.
 * `conflicts`: ids whose version was not the expected one, left untouched. `missing`: ids with no
 * row. `current`: the rows of `unchanged` and `conflicts` as they stand, so a screen can refresh
 * them without another call. `heldByOthers`, only when the body named a `holder`: the rows it
 * could not lease to that tab, another holder's.
 */
export function bulkReply<T extends z.ZodType>(row: T) {
  return z.object({
    updated: z.array(row),
    current: z.array(row),
    unchanged: z.array(z.number()),
    conflicts: z.array(z.number()),
    missing: z.array(z.number()),
    heldByOthers: heldElsewhere.optional(),
  });
}

export interface BulkReply<T> {
  updated: T[];
  current: T[];
  unchanged: number[];
  conflicts: number[];
  missing: number[];
  heldByOthers?: HeldElsewhere | undefined;
}
