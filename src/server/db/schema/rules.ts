import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RuleAction, RuleContentKind, RuleKind } from '../../../contract/rules/rule-kinds';
import { sql } from 'drizzle-orm';
import { at, idColumn } from './columns';
import { admins } from './staff';
import { accounts } from './content';

/**
 * Watched terms and patterns. The content triggers (see the rules migration) read the enabled ones
 * and act on the rows they match as the rows are written. `match_pattern` and `probe_pattern` are
 * derived from `kind` and `pattern` by a trigger on this table, so a rule written with plain SQL
 * works the same as one saved through the API.
 */
export const rules = pgTable(
  'rules',
  {
    id: idColumn(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    kind: text('kind').$type<RuleKind>().notNull(),
    pattern: text('pattern').notNull(),
    contentKinds: text('content_kinds').array().$type<RuleContentKind[]>().notNull(),
    action: text('action').$type<RuleAction>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Match the text with leetspeak folded too (`r3tard`, `gu@ranteed`); see text-fold.ts. */
    leet: boolean('leet').notNull().default(false),
    /** Phrases that cancel a hit where they cover it ("The Idiot by Dostoevsky"), folded like the text. */
    exceptions: text('exceptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A regular expression that cancels a hit where it covers it; '' for none. */
    exceptionPattern: text('exception_pattern').notNull().default(''),
    /** Author conditions (null: not asked); with kind `author` they stand alone. */
    authorMaxAgeDays: integer('author_max_age_days'),
    authorMaxApproved: integer('author_max_approved'),
    authorRejectWindow: integer('author_reject_window'),
    authorRejectPercent: integer('author_reject_percent'),
    /**
     * Velocity conditions (null: not asked): more than `velocityItems` items from one account in
     * `velocityMinutes`, and more than `duplicateItems` items of the same text (its wave key: folded
     * with leetspeak, letters, digits and CJK only) from any accounts in `duplicateMinutes`. They
     * count the rule's kind of the arriving item, or every text kind with `velocityAllKinds`.
     */
    velocityItems: integer('velocity_items'),
    velocityMinutes: integer('velocity_minutes'),
    duplicateItems: integer('duplicate_items'),
    duplicateMinutes: integer('duplicate_minutes'),
    velocityAllKinds: boolean('velocity_all_kinds').notNull().default(false),
    /** `person-hold` for the one rule that "hold everything from this person" records its hits under. */
    builtin: text('builtin'),
    /** The exact PostgreSQL regular expression run on the folded text (derived). */
    matchPattern: text('match_pattern').notNull().default(''),
    /** A cheaper superset of `match_pattern` (no look-arounds), joined per kind into one probe. */
    probePattern: text('probe_pattern').notNull().default(''),
    /** A string every match contains (in the folded text, or its skeleton for terms): a hitting row runs only the rules whose needle it holds. */
    needle: text('needle').notNull().default(''),
    /** The exceptions as one PostgreSQL regular expression (derived); '' for none. */
    exceptionMatch: text('exception_match').notNull().default(''),
    /** Domain and phone rules: the canonical entries the pattern lists (derived). */
    entries: text('entries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rules_name_key').on(t.name)],
);

/**
 * One row per rule and item it matched (a second match of the same item is not a new hit). The
 * lists join it to show "rule: scam-links" and to filter by rule. `holding` is true while the hit
 * is what keeps the item hidden: approving the item shows it again.
 */
export const ruleHits = pgTable(
  'rule_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id),
    contentKind: text('content_kind').$type<RuleContentKind>().notNull(),
    contentId: integer('content_id').notNull(),
    action: text('action').$type<RuleAction>().notNull(),
    holding: boolean('holding').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rule_hits_rule_content_key').on(t.ruleId, t.contentKind, t.contentId),
    index('rule_hits_content_idx').on(t.contentKind, t.contentId),
    index('rule_hits_rule_kind_created_idx').on(t.ruleId, t.contentKind, t.createdAt),
  ],
);

/** A re-match of existing PENDING content against one rule, walked in id order per kind. */
export const ruleBacklogRuns = pgTable(
  'rule_backlog_runs',
  {
    id: idColumn(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => rules.id),
    /** The rule's version when the run began: a later edit starts a new run. */
    ruleVersion: integer('rule_version').notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    /** Kinds still to walk, in order; the first is being walked, after `afterId`. */
    kindsLeft: text('kinds_left').array().$type<RuleContentKind[]>().notNull(),
    afterId: integer('after_id').notNull().default(0),
    /** PENDING rows to read when the run began (an estimate: rows arrive and leave meanwhile). */
    total: integer('total').notNull().default(0),
    scanned: integer('scanned').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    batchSize: integer('batch_size').notNull().default(500),
    error: text('error'),
    startedBy: integer('started_by').references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('rule_backlog_runs_rule_idx').on(t.ruleId, t.id)],
);

/**
 * What the author rules read, per account, kept by a trigger on every content table's audit status:
 * approved and rejected items, and the last 100 decisions, newest first (`a` approved, `r`
 * rejected), for "rejection rate over the last N decisions".
 */
export const authorRecords = pgTable('author_records', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  approved: integer('approved').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  recent: text('recent').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * "Hold everything from this person" until `until`, set by a moderator from the author drawer or
 * the queue. Every text the account writes meanwhile is held (hits of the built-in `person-hold`
 * rule), on every writer; lifting it early sets `lifted_at`.
 */
export const personHolds = pgTable(
  'person_holds',
  {
    id: idColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    until: at('until').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    liftedAt: at('lifted_at'),
    liftedBy: integer('lifted_by').references(() => admins.id),
  },
  (t) => [index('person_holds_account_idx').on(t.accountId, t.until)],
);

/**
 * Recent arrivals of text items, for the velocity conditions: written by the content triggers only
 * while an enabled rule has one, and only for a day (the longest window a rule may ask). `digest`
 * is the wave key's hash (null for a text too short to be a campaign, or while no rule counts
 * duplicates). No primary key: the table is read by its two indexes and pruned by time.
 */
export const textArrivals = pgTable(
  'text_arrivals',
  {
    contentKind: text('content_kind').$type<RuleContentKind>().notNull(),
    contentId: integer('content_id').notNull(),
    accountId: integer('account_id').notNull(),
    digest: bigint('digest', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('text_arrivals_account_idx').on(t.accountId, t.createdAt),
    index('text_arrivals_digest_idx')
      .on(t.digest, t.createdAt)
      .where(sql`digest IS NOT NULL`),
    index('text_arrivals_created_brin').using('brin', t.createdAt),
  ],
);

/** Domain lists rules can name (`list:shorteners`); the shipped ones are filled by the migration. */
export const ruleDomainLists = pgTable(
  'rule_domain_lists',
  {
    list: text('list').notNull(),
    domain: text('domain').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.domain] })],
);
