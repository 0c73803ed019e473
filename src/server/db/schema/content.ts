import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MediaKind } from '../../../contract/entities';
import { at, idColumn, moderatable, riskRank } from './columns';

export const accounts = pgTable(
  'accounts',
  {
    ...moderatable(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'unknown'] })
      .notNull()
      .default('unknown'),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    status: text('status', { enum: ['NORMAL', 'MUTED', 'BANNED', 'DELETED'] })
      .notNull()
      .default('NORMAL'),
    certified: boolean('certified').notNull().default(false),
    source: text('source').notNull(),
    vip: boolean('vip').notNull().default(false),
    registeredAt: at('registered_at').notNull().defaultNow(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    momentCount: integer('moment_count').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** The end of the latest suspension not taken back (kept by a trigger on enforcements); suspended while in the future. */
    suspendedUntil: at('suspended_until'),
    /**
     * A rule's hold on the nickname hides the nickname, not the person: the app shows a neutral
     * name while it is true (app_account_standing.nickname_hidden). Set by the rules trigger,
     * cleared when a moderator approves the account.
     */
    nicknameHidden: boolean('nickname_hidden').notNull().default(false),
  },
  (t) => [
    index('accounts_audit_created_idx').on(t.auditStatus, t.createdAt, t.id),
    index('accounts_audit_risk_idx').on(t.auditStatus, riskRank(t.riskScore), t.id),
    index('accounts_status_idx').on(t.status, t.id),
    index('accounts_registered_idx').on(t.registeredAt),
    index('accounts_source_registered_idx').on(t.source, t.registeredAt),
    index('accounts_last_active_idx').on(t.lastActiveAt),
    index('accounts_phone_idx').on(t.phone),
    index('accounts_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Indexes every content list needs: the pending queue, the author, time. None holds `enabled`, so
 * enabling or disabling a row is a HOT update (no index entry written): an index on it made a
 * 500-id bulk toggle write 3 000 index entries. The enabled filter reads the time index instead.
 */
function contentIndexes(
  name: string,
  t: Record<'auditStatus' | 'enabled' | 'createdAt' | 'id' | 'accountId' | 'riskScore', AnyPgColumn>,
) {
  return [
    index(`${name}_audit_created_idx`).on(t.auditStatus, t.createdAt, t.id),
    index(`${name}_audit_risk_idx`).on(t.auditStatus, riskRank(t.riskScore), t.id),
    index(`${name}_created_idx`).on(t.createdAt, t.id),
    index(`${name}_account_idx`).on(t.accountId, t.createdAt),
  ];
}

export const moments = pgTable(
  'moments',
  {
    ...moderatable(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
    media: jsonb('media')
      .$type<{ kind: MediaKind; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
  },
  (t) => contentIndexes('moments', t),
);

export const momentComments = pgTable(
  'moment_comments',
  {
    ...moderatable(),
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
  },
  (t) => [...contentIndexes('moment_comments', t), index('moment_comments_moment_idx').on(t.momentId)],
);

export const questions = pgTable(
  'questions',
  {
    ...moderatable(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    text: text('text').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
  },
  (t) => contentIndexes('questions', t),
);

export const questionReplies = pgTable(
  'question_replies',
  {
    ...moderatable(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
  },
  (t) => [...contentIndexes('question_replies', t), index('question_replies_question_idx').on(t.questionId)],
);

export const replyComments = pgTable(
  'reply_comments',
  {
    ...moderatable(),
    replyId: integer('reply_id')
      .notNull()
      .references(() => questionReplies.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    text: text('text').notNull(),
  },
  (t) => [...contentIndexes('reply_comments', t), index('reply_comments_reply_idx').on(t.replyId)],
);

export const aboutAnswers = pgTable(
  'about_answers',
  {
    ...moderatable(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => contentIndexes('about_answers', t),
);

export const avatarCerts = pgTable(
  'avatar_certs',
  {
    ...moderatable(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    avatarUrl: text('avatar_url').notNull(),
    selfieUrl: text('selfie_url').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: at('reviewed_at'),
  },
  (t) => contentIndexes('avatar_certs', t),
);

/** Private messages are read-only in the console; reading them is logged. */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['text', 'image'] }).notNull(),
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_sent_idx').on(t.sentAt, t.id),
    index('messages_from_idx').on(t.fromAccountId, t.sentAt),
    index('messages_to_idx').on(t.toAccountId, t.sentAt),
  ],
);
