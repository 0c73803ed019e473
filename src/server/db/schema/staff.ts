import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/roles';
import type { SessionEndReason } from '../../../contract/session-ends';
import { at, idColumn } from './columns';

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    version: integer('version').notNull().default(1),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull(),
    activeRole: text('active_role').$type<Role>().notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    job: text('job').notNull().default(''),
    jobName: text('job_name').notNull().default(''),
    organization: text('organization').notNull().default(''),
    organizationName: text('organization_name').notNull().default(''),
    location: text('location').notNull().default(''),
    locationName: text('location_name').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    personalWebsite: text('personal_website').notNull().default(''),
    accountId: text('account_id').notNull().default(''),
    certification: integer('certification').notNull().default(0),
    registrationDate: at('registration_date').notNull().defaultNow(),
    disabled: boolean('disabled').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_username_key').on(t.username)],
);

/** Only the SHA-256 of a token is stored, so a leaked table opens no session. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: idColumn(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    tokenHash: text('token_hash').notNull(),
    activeRole: text('active_role').$type<Role>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Why it was revoked (SESSION_END_REASONS), for the 60001 its next call gets. */
    revokedReason: text('revoked_reason').$type<SessionEndReason>(),
    reauthAt: at('reauth_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('admin_sessions_token_key').on(t.tokenHash), index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Append-only: a trigger refuses UPDATE and DELETE (see the migrations). */
export const actionLog = pgTable(
  'action_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    at: at('at').notNull().defaultNow(),
    /** The writing transaction, so that its commit can find and seal its own rows (see actionLogSeals). */
    xact: bigint('xact', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
  },
  (t) => [
    index('action_log_xact_idx').on(t.xact),
    index('action_log_at_idx').on(t.at),
    index('action_log_admin_at_idx').on(t.adminId, t.at),
    index('action_log_action_at_idx').on(t.action, t.at),
    index('action_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * The hash chain over the action log (see 0009_action-log-chain.sql): one seal per log row, written
 * at its transaction's commit, in commit order. Append-only like the log.
 */
export const actionLogSeals = pgTable(
  'action_log_seals',
  {
    /** Position in the chain: 1, 2, 3… without gaps. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    logId: bigint('log_id', { mode: 'number' }).notNull(),
    /** sha256 (hex) of the previous seal's hash, this position and the log row's fields. */
    hash: text('hash').notNull(),
    /**
     * Which digest made `hash`: 1 hashed `at` to the millisecond (seals written before migration
     * action-log-chain-microseconds, kept as they are), 2 hashes it in full (to the microsecond).
     */
    digest: smallint('digest').notNull().default(2),
  },
  (t) => [uniqueIndex('action_log_seals_log_id_key').on(t.logId)],
);

/** The chain's end: the last seal's position and hash, one row, locked by each sealing commit. */
export const actionLogChainHead = pgTable('action_log_chain_head', {
  id: smallint('id').primaryKey().default(1),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull(),
});

/**
 * Unauthenticated noise (rejected tokens, throttled logins) counted per source, kind and minute.
 * The action log gets the first event of each such minute; the rest only raise this count, so a
 * flood adds one log row per source and minute instead of one per request.
 */
export const authNoise = pgTable(
  'auth_noise',
  {
    minute: at('minute').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    count: integer('count').notNull().default(1),
    logId: bigint('log_id', { mode: 'number' }).notNull(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.minute, t.ip, t.action, t.detail] }), index('auth_noise_log_idx').on(t.logId)],
);

/** Kept in the database, not in memory, so every replica counts the same attempts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: at('at').notNull().defaultNow(),
    /**
     * The known-device cookie the attempt came with (its nonce), when it was valid for this
     * username: such attempts are counted per device rather than per source (login-throttle.ts).
     */
    device: text('device'),
  },
  (t) => [
    index('login_attempts_username_at_idx').on(t.username, t.at),
    index('login_attempts_ip_at_idx').on(t.ip, t.at),
    index('login_attempts_device_at_idx').on(t.device, t.at),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    type: text('type', { enum: ['message', 'notice', 'todo'] }).notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    content: text('content').notNull().default(''),
    link: text('link').notNull().default(''),
    messageType: integer('message_type').notNull().default(0),
    status: integer('status').notNull().default(0),
    time: at('time').notNull().defaultNow(),
  },
  (t) => [index('notifications_admin_idx').on(t.adminId, t.status, t.time)],
);

/**
 * A moderator's claim on a queue item; an expired lease is free for anyone. It is held by one tab
 * (`holder`, an id the tab keeps for itself; '' for a caller that names none), so two tabs of one
 * moderator get different items: (admin, holder) is who holds it.
 */
export const queueLeases = pgTable(
  'queue_leases',
  {
    queue: text('queue').notNull(),
    itemId: integer('item_id').notNull(),
    adminId: integer('admin_id').notNull(),
    holder: text('holder').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queue, t.itemId] }),
    index('queue_leases_admin_idx').on(t.adminId, t.holder, t.queue),
  ],
);
