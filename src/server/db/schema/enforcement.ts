import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, idColumn } from './columns';
import { accounts } from './content';
import { admins } from './staff';

/**
 * Warnings (strikes), suspensions and bans on accounts, one row per act (see ../ENFORCEMENT.md). A row
 * is never deleted: taking it back sets `revoked_*`; an appeal moves `appeal_state`. `version` is
 * bumped by every write, as on moderatable rows. The social app may write `appeal_*` itself.
 */
export const enforcements = pgTable(
  'enforcements',
  {
    id: idColumn(),
    version: integer('version').notNull().default(1),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['warn', 'suspend', 'ban'] }).notNull(),
    /** A preset of moderation-reasons.ts, or null for a written reason. */
    reasonCode: text('reason_code'),
    /** As stored for the action log: `[code] words: note`, or the note alone. */
    reason: text('reason').notNull(),
    /** The content that caused it, when there is one: a moderation kind and its id. */
    contentKind: text('content_kind'),
    contentId: integer('content_id'),
    /**
     * How the act decided the item it was taken from: the item's state before (`enabled`,
     * `auditStatus`, the rule holds it ended) and after (with its version), so that an undo puts
     * the item back as it was and an overturned appeal knows what it took down (README, decision model).
     */
    contentDecision: jsonb('content_decision'),
    startsAt: at('starts_at').notNull().defaultNow(),
    /** Suspensions only: when the account is free again, by itself. */
    endsAt: at('ends_at'),
    /** Bans only: the status the account had, given back when the ban is taken back. */
    previousStatus: text('previous_status'),
    /** A suspension that replaced an active one names it, so taking it back restores that one. */
    replacesId: integer('replaces_id'),
    /** Null when the social app wrote the row. */
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => admins.id),
    revokedReason: text('revoked_reason'),
    appealState: text('appeal_state', { enum: ['none', 'pending', 'upheld', 'overturned'] })
      .notNull()
      .default('none'),
    appealText: text('appeal_text'),
    appealedAt: at('appealed_at'),
    appealDecidedBy: integer('appeal_decided_by').references(() => admins.id),
    appealDecidedAt: at('appeal_decided_at'),
    appealNote: text('appeal_note'),
  },
  (t) => [
    index('enforcements_account_idx').on(t.accountId, t.createdAt, t.id),
    index('enforcements_appeal_idx').on(t.appealState, t.appealedAt, t.id),
  ],
);

/** Moderators' notes on an account. Append-only: a trigger refuses UPDATE and DELETE. */
export const accountNotes = pgTable(
  'account_notes',
  {
    id: idColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    text: text('text').notNull(),
  },
  (t) => [index('account_notes_account_idx').on(t.accountId, t.createdAt, t.id)],
);
