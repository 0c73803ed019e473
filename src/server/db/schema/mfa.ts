import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './staff';
import { at, idColumn } from './columns';

/**
 * An admin's TOTP second factor. The secret is stored encrypted (AES-256-GCM under
 * MFA_ENCRYPTION_KEY), never in the clear; `pending_secret` holds an enrolment not yet confirmed.
 * `last_step` is the last time step accepted, so a code is good once (no replay in its window).
 */
export const adminMfa = pgTable('admin_mfa', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingAt: at('pending_at'),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  /** Set when wrong codes reached the account-wide ceiling: codes are refused until a recovery code clears it. */
  totpLockedAt: at('totp_locked_at'),
  /** Wrong codes before this (a recovery code's unlock) no longer count towards the ceiling. */
  attemptsClearedAt: at('attempts_cleared_at'),
});

/** Single-use recovery codes: only their SHA-256 (each code carries 120 random bits). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: idColumn(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * Every check of an admin's second factor, from anywhere (login, re-entry, turning it off),
 * counted before it is made like login attempts: the account-wide ceiling reads these.
 */
export const secondFactorAttempts = pgTable(
  'second_factor_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    ip: text('ip').notNull(),
    success: boolean('success').notNull().default(false),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('second_factor_attempts_admin_at_idx').on(t.adminId, t.at)],
);
