import { z } from 'zod';
import { ids, id, reason } from '../validation';
import { ENFORCEMENT_KINDS } from '../enforcement';
import { ACCOUNT_STATUSES, AUDIT_STATUSES } from '../entities';
import { expectedVersions, reasonCode, versionsAmongIds } from './moderation-bulk';
import { enforcementRow } from './enforcement';
import type { Endpoint } from './endpoint';
import { waveSummary } from './wave-summary';

export { waveSummary, type WaveSummary } from './wave-summary';

const iso = z.string();

/** One item of a wave, as the wave view lays them side by side. */
export const waveItem = z.object({
  id: z.number(),
  version: z.number(),
  accountId: z.number(),
  text: z.string(),
  createdAt: iso,
  auditStatus: z.enum(AUDIT_STATUSES),
  enabled: z.boolean(),
  /** How close to the wave's first item (estimated Jaccard similarity of the fingerprints, 0–1). */
  similarity: z.number(),
});
export type WaveItem = z.infer<typeof waveItem>;

/** One author of a wave, with what a moderator weighs before acting on the person. */
export const waveAccount = z.object({
  id: z.number(),
  nickname: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  registeredAt: iso,
  /** Items of this wave by the account. */
  items: z.number().int(),
  /** Strikes in force (warnings not lifted). */
  strikes: z.number().int(),
  /** A suspension or ban in force. */
  restricted: z.boolean(),
});
export type WaveAccount = z.infer<typeof waveAccount>;

/** What a wave decision does to each item it names: the queue's decision keys. */
export const WAVE_DECISIONS = ['approve', 'reject', 'disable'] as const;
export type WaveDecision = (typeof WAVE_DECISIONS)[number];

const waveDecideBody = z
  .object({
    waveId: id,
    /**
     * The pending items the moderator was shown (at most 500): only these are decided, so an item
     * that joined the wave after the view was drawn waits for a look of its own.
     */
    ids,
    expectedVersions: expectedVersions.optional(),
    decision: z.enum(WAVE_DECISIONS),
    reasonCode: reasonCode.optional(),
    reason: reason.optional(),
    /** Also act on every author of the named items, in the same transaction. */
    authors: z
      .object({
        kind: z.enum(ENFORCEMENT_KINDS),
        /** For a suspension: its length. */
        days: z.number().int().min(1).max(3650).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    versionsAmongIds(b, ctx);
    if (b.authors && b.reasonCode === undefined && b.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'acting on authors needs reasonCode, reason or both' });
    }
    if (b.authors?.kind === 'suspend' && b.authors.days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['authors', 'days'], message: 'a suspension needs days' });
    }
    if (b.authors && b.authors.kind !== 'suspend' && b.authors.days !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['authors', 'days'], message: 'only for a suspension' });
    }
    if (b.authors && b.decision === 'approve') {
      ctx.addIssue({ code: 'custom', path: ['authors'], message: 'not with approve' });
    }
  });
export type WaveDecideBody = z.infer<typeof waveDecideBody>;

/** An item's state after a wave decision: what an undo sends back. */
const decidedItem = z.object({
  id: z.number(),
  version: z.number(),
  auditStatus: z.enum(AUDIT_STATUSES),
  enabled: z.boolean(),
});

export const wavesApi = {
  /** One wave: its summary, its items (newest first, at most 500) and its authors. */
  '/admins/wave/get': {
    area: 'moderation',
    body: z.object({ id }).strict(),
    reply: z.object({ wave: waveSummary, items: z.array(waveItem), accounts: z.array(waveAccount) }),
  },
  /**
   * Decide the named items of a wave with one decision, and optionally act on every author, in one
   * transaction and one action-log entry per row, as a bulk decision is.
   */
  '/admins/wave/decide': {
    area: 'moderation',
    body: waveDecideBody,
    reply: z.object({
      /** Items this call changed, with their state before (what an undo restores) and after. */
      updated: z.array(z.object({ before: decidedItem, after: decidedItem })),
      unchanged: z.array(z.number()),
      conflicts: z.array(z.number()),
      missing: z.array(z.number()),
      /** Enforcements written, one per author (an undo revokes them). */
      enforcements: z.array(enforcementRow),
      /** Authors left alone: already banned, or under a suspension that was not replaced. */
      skippedAuthors: z.array(z.object({ accountId: z.number(), why: z.enum(['banned', 'suspended']) })),
      wave: waveSummary,
    }),
  },
} satisfies Record<string, Endpoint>;
