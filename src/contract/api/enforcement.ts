import { z } from 'zod';
import { ACCOUNT_STATUSES, AUDIT_STATUSES } from '../entities';
import {
  APPEAL_DECISIONS,
  APPEAL_STATES,
  DECIDABLE_KINDS,
  DISABLEABLE_KINDS,
  ENFORCEMENT_KINDS,
  LINKABLE_KINDS,
  SUSPEND_MAX_DAYS,
  SUSPEND_MAX_HOURS,
} from '../enforcement';
import { id, ids, isoDateTime, reason } from '../validation';
import { LEASE_COUNT_MAX } from './moderation-kinds';
import { listReply, listRequest } from './list';
import { expectedVersions, heldElsewhere, intoHand, reasonCode, versionsAmongIds } from './moderation-bulk';
import { media, reportRow } from './moderation-rows';
import type { Endpoint } from './endpoint';
import { heldByOthersSchema } from './moderation-queue';

const iso = z.string();

/** The Appeals queue's name in `queue_leases`, beside the content queues'. */
export const APPEAL_QUEUE = 'appeal';
const version = z.number().int().min(1).max(2_147_483_647);

/** One warning, suspension or ban, as the history and the Appeals queue show it. */
export const enforcementRow = z
  .object({
    id: z.number(),
    version: z.number(),
    accountId: z.number(),
    kind: z.enum(ENFORCEMENT_KINDS),
    reasonCode: z.string().nullable(),
    reason: z.string(),
    content: z.object({ kind: z.enum(LINKABLE_KINDS), id: z.number() }).nullable(),
    startsAt: iso,
    endsAt: iso.nullable(),
    createdBy: z.object({ id: z.number(), username: z.string() }).nullable(),
    createdAt: iso,
    revokedAt: iso.nullable(),
    revokedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
    revokedReason: z.string().nullable(),
    appealState: z.enum(APPEAL_STATES),
    appealText: z.string().nullable(),
    appealedAt: iso.nullable(),
    appealDecidedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
    appealDecidedAt: iso.nullable(),
    appealNote: z.string().nullable(),
    /**
     * In force by the server's clock: a warning not taken back and younger than STRIKE_EXPIRY_DAYS
     * (an active strike), a suspension not taken back whose end is ahead, a ban not taken back.
     */
    active: z.boolean(),
  })
  .meta({ id: 'EnforcementRow' });
export type EnforcementRow = z.infer<typeof enforcementRow>;

/** How many of an account's other enforcements an appeal card shows, newest first. */
export const APPEAL_PRIOR_SHOWN = 5;

/**
 * The content an enforcement names as its cause, as it is now: what the appeal card shows so the
 * moderator judges the appeal without opening the item. `exists: false` when it is gone.
 */
export const appealCause = z.object({
  kind: z.enum(LINKABLE_KINDS),
  id: z.number(),
  exists: z.boolean(),
  snippet: z.string(),
  media: z.array(media),
  /** Null for kinds without the flag (messages). */
  enabled: z.boolean().nullable(),
  auditStatus: z.enum(AUDIT_STATUSES).nullable(),
});
export type AppealCause = z.infer<typeof appealCause>;

/**
 * An appeal as a decision (or its undo) left it, with the content it names as it is now: an
 * overturn may have shown and approved that content again, and the card shows it as it stands.
 */
const appealDecided = enforcementRow.extend({ cause: appealCause.nullable() });

/**
 * An appeal in the Appeals queue: the enforcement, who it is on, the content that caused it and the
 * author's other enforcements (the newest `APPEAL_PRIOR_SHOWN` of `priorTotal`), as the `u` drawer
 * lists them.
 */
const appealItem = enforcementRow.extend({
  account: z.object({
    id: z.number(),
    nickname: z.string(),
    avatarUrl: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
  }),
  cause: appealCause.nullable(),
  prior: z.array(enforcementRow),
  priorTotal: z.number(),
});

/** The enforcement history at a glance, for the drawer and the author line of every queue item. */
export const enforcementSummary = z.object({
  activeStrikes: z.number(),
  /** The newest act not taken back, of any kind. */
  last: z.object({ kind: z.enum(ENFORCEMENT_KINDS), at: iso }).nullable(),
  /** The end of the suspension in force, or null. */
  suspendedUntil: iso.nullable(),
  pendingAppeals: z.number(),
  total: z.number(),
});
export type EnforcementSummary = z.infer<typeof enforcementSummary>;

export const accountNote = z.object({
  id: z.number(),
  accountId: z.number(),
  author: z.object({ id: z.number(), username: z.string() }),
  createdAt: iso,
  text: z.string(),
});
export type AccountNote = z.infer<typeof accountNote>;

/** A content row as the enforce call left it, so a queue can update its card and undo. */
export const contentState = z.object({
  kind: z.enum(DECIDABLE_KINDS),
  id: z.number(),
  version: z.number(),
  enabled: z.boolean(),
  /** The item's audit status as the call left it (an act taken from the item decides it). */
  auditStatus: z.enum(AUDIT_STATUSES),
});
export type ContentState = z.infer<typeof contentState>;

/** Reports acted on with an enforcement, at the versions the caller saw. */
const reportsBody = z
  .object({ ids, expectedVersions: expectedVersions.optional() })
  .strict()
  .superRefine((b, ctx) => versionsAmongIds(b, ctx));

const enforceBody = z
  .object({
    accountId: id,
    kind: z.enum(ENFORCEMENT_KINDS),
    reasonCode: reasonCode.optional(),
    reason: reason.optional(),
    /** Suspensions: a length in days, in hours, or `endsAt` (exactly one). */
    days: z.number().int().min(1).max(SUSPEND_MAX_DAYS).optional(),
    hours: z.number().int().min(1).max(SUSPEND_MAX_HOURS).optional(),
    endsAt: isoDateTime.optional(),
    /**
     * The content that caused it; with `disable`, that content is disabled in the same transaction.
     * `decide` (default: true unless `reports` is given) decides the item in the same transaction:
     * it gets `decidedStatusOf(visible afterwards)`, its rule holds end, its leases go; the reply's
     * `content` says how it was left. From the reports queue the reports are the item decided.
     */
    content: z
      .object({
        kind: z.enum(LINKABLE_KINDS),
        id,
        disable: z.boolean().default(false),
        decide: z.boolean().optional(),
        expectedVersion: version.optional(),
      })
      .strict()
      .optional(),
    /** Reports about the account (the reports queue's `w`, `Shift+s`): finished VALID in the same transaction. */
    reports: reportsBody.optional(),
    /** A suspension while another is in force replaces it only when asked; otherwise 42200 with `data.active`. */
    replaceActive: z.boolean().default(false),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.reasonCode === undefined && b.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'give reasonCode, reason or both' });
    }
    const lengths = [b.days, b.hours, b.endsAt].filter((v) => v !== undefined).length;
    if (b.kind === 'suspend' && lengths !== 1) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'a suspension needs one of days, hours or endsAt' });
    }
    if (b.kind !== 'suspend' && lengths > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [b.days !== undefined ? 'days' : b.hours !== undefined ? 'hours' : 'endsAt'],
        message: 'only for a suspension',
      });
    }
    if (b.kind !== 'suspend' && b.replaceActive) {
      ctx.addIssue({ code: 'custom', path: ['replaceActive'], message: 'only for a suspension' });
    }
    const c = b.content;
    if (c?.disable && !(DISABLEABLE_KINDS as readonly string[]).includes(c.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['content', 'disable'],
        message: `only for ${DISABLEABLE_KINDS.join(', ')}`,
      });
    }
    const decides = c !== undefined && (c.decide ?? b.reports === undefined);
    if (c?.expectedVersion !== undefined && !c.disable && !decides) {
      ctx.addIssue({ code: 'custom', path: ['content', 'expectedVersion'], message: 'only with disable or decide' });
    }
    if (c?.decide && !(DECIDABLE_KINDS as readonly string[]).includes(c.kind)) {
      ctx.addIssue({ code: 'custom', path: ['content', 'decide'], message: `only for ${DECIDABLE_KINDS.join(', ')}` });
    }
  });

const accountBody = z.object({ accountId: id }).strict();

export const enforcementApi = {
  /** Warn (a strike), suspend or ban an account; optionally disable the content that caused it, all in one transaction. */
  '/admins/account/enforce': {
    area: 'moderation',
    body: enforceBody,
    reply: z.object({
      enforcement: enforcementRow,
      /** The suspension this one replaced (now taken back), if any. */
      replaced: enforcementRow.nullable(),
      content: contentState.nullable(),
      /** The reports `reports` named, finished VALID, with their new versions (what the undo sends). */
      reports: z.array(reportRow),
      summary: enforcementSummary,
    }),
  },
  /** One account's history, newest first, with the summary. */
  '/admins/account/enforcements': {
    area: 'moderation',
    body: accountBody,
    reply: z.object({ list: z.array(enforcementRow), summary: enforcementSummary }),
  },
  /**
   * Takes an enforcement back (the undo): a strike stops counting, a suspension ends (one it replaced
   * comes back if still due), a ban gives the account its previous status. `content.enabled` also
   * sets the linked content back, in the same transaction.
   */
  '/admins/account/enforcement-revoke': {
    area: 'moderation',
    body: z
      .object({
        id,
        expectedVersion: version,
        reason: reason.optional(),
        /**
         * Puts the linked content back as the enforcement found it (visibility, audit status, the
         * holds it ended) when the act decided it; `enabled`, if given, is the visibility wanted.
         */
        content: z.object({ enabled: z.boolean().optional(), expectedVersion: version.optional() }).strict().optional(),
        reports: reportsBody.optional(),
        /**
         * The queue tab whose hand the undo puts its items back into (the act was taken from its
         * card): the reports `reports` names, else the content `content` puts back, are leased to
         * that tab in the same transaction, as the bulk updates' `holder` leases their rows.
         */
        holder: intoHand,
      })
      .strict(),
    reply: z.object({
      enforcement: enforcementRow,
      content: contentState.nullable(),
      /** The reports `reports` named, open again. */
      reports: z.array(reportRow),
      summary: enforcementSummary,
      /** Only when the body named a `holder`: the items put back that another holder holds. */
      heldByOthers: heldElsewhere.optional(),
    }),
  },
  '/admins/account/notes': {
    area: 'moderation',
    body: accountBody,
    reply: z.object({ list: z.array(accountNote) }),
  },
  '/admins/account/note-add': {
    area: 'moderation',
    body: z.object({ accountId: id, text: z.string().trim().min(1).max(2000) }).strict(),
    reply: accountNote,
  },
  /** Support staff record an appeal the user made elsewhere (the social app can write the row itself). */
  '/admins/appeal/open': {
    area: 'moderation',
    body: z.object({ id, expectedVersion: version.optional(), text: z.string().trim().min(1).max(2000) }).strict(),
    reply: enforcementRow,
  },
  /** The Appeals queue: pending appeals, oldest first, keyset paged. */
  '/admins/appeal-list/get': {
    area: 'moderation',
    body: listRequest({ accountId: id.optional() }, ['appealedAt']),
    reply: listReply(appealItem),
  },
  /**
   * The Appeals queue as the content queues work (`/admins/queue/lease`): up to `count` pending
   * appeals, oldest first, leased to the caller for LEASE_SECONDS — first the caller's own live
   * leases still pending (renewed), then unclaimed ones; appeals another moderator holds are
   * skipped, so two moderators get disjoint hands.
   */
  '/admins/appeal/lease': {
    area: 'moderation',
    body: z
      .object({
        count: z.number().int().min(1).max(LEASE_COUNT_MAX).default(20),
        filters: z.object({ accountId: id.optional() }).strict().default({}),
      })
      .strict(),
    reply: z.object({
      list: z.array(appealItem),
      expiresAt: iso,
      /** Pending appeals matching the filters, held by anyone or no one (capped as a list's total). */
      total: z.number(),
      totalCapped: z.boolean(),
      /** Pending appeals under another moderator's live lease, and how many moderators hold them. */
      heldByOthers: heldByOthersSchema,
    }),
  },
  /** Gives the caller's appeal leases back: those on `ids`, or all of them. */
  '/admins/appeal/release': {
    area: 'moderation',
    body: z.object({ ids: ids.optional() }).strict(),
    reply: z.object({ released: z.number() }),
  },
  /**
   * Upholds or overturns a pending appeal; overturning takes the enforcement back. The reply's
   * `cause` is the content the enforcement names, as the decision left it.
   */
  '/admins/appeal/decide': {
    area: 'moderation',
    body: z
      .object({ id, expectedVersion: version, decision: z.enum(APPEAL_DECISIONS), note: reason.optional() })
      .strict(),
    reply: appealDecided,
  },
  /** The undo of a decision: the appeal is pending again and an overturn's revocation is taken back. */
  '/admins/appeal/reopen': {
    area: 'moderation',
    body: z.object({ id, expectedVersion: version }).strict(),
    reply: appealDecided,
  },
} as const satisfies Record<string, Endpoint>;

export type AppealItem = z.infer<(typeof enforcementApi)['/admins/appeal-list/get']['reply']>['list'][number];
