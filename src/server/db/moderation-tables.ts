import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  aboutAnswers,
  accounts,
  avatarCerts,
  momentComments,
  moments,
  questionReplies,
  questions,
  replyComments,
} from './schema/content';
import { reports } from './schema/reports';
import type { ModerationQueue } from '#contract/api/moderation-filters';

/** A counter on a parent row that counts its enabled children (e.g. accounts.moment_count). */
export interface EnabledCounter {
  /** The child's column naming the parent. */
  key: AnyPgColumn;
  parent: PgTable;
  parentId: AnyPgColumn;
  column: AnyPgColumn;
}

/** What the bulk engine needs of a moderatable table. */
export interface ModeratedTable {
  kind: ModerationQueue;
  table: PgTable;
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
  enabled: AnyPgColumn;
  auditStatus: AnyPgColumn;
  counter: EnabledCounter | null;
}

type Moderatable =
  | typeof accounts
  | typeof moments
  | typeof momentComments
  | typeof questions
  | typeof questionReplies
  | typeof replyComments
  | typeof avatarCerts
  | typeof aboutAnswers
  | typeof reports;

const of = (kind: ModerationQueue, t: Moderatable, counter: EnabledCounter | null = null): ModeratedTable => ({
  kind,
  table: t,
  id: t.id,
  version: t.version,
  updatedAt: t.updatedAt,
  enabled: t.enabled,
  auditStatus: t.auditStatus,
  counter,
});

/**
 * Stored counters follow the enabled state of what they count: disabling a moment takes one off
 * its author's moment_count, enabling it adds one back, so the two stay symmetric whatever the
 * seed counted. Counter changes do not bump the parent's `version`: they are derived, not edits.
 */
export const MODERATED: Record<ModerationQueue, ModeratedTable> = {
  account: of('account', accounts),
  moment: of('moment', moments, {
    key: moments.accountId,
    parent: accounts,
    parentId: accounts.id,
    column: accounts.momentCount,
  }),
  moment_comment: of('moment_comment', momentComments, {
    key: momentComments.momentId,
    parent: moments,
    parentId: moments.id,
    column: moments.commentCount,
  }),
  question: of('question', questions, {
    key: questions.accountId,
    parent: accounts,
    parentId: accounts.id,
    column: accounts.questionCount,
  }),
  question_reply: of('question_reply', questionReplies, {
    key: questionReplies.questionId,
    parent: questions,
    parentId: questions.id,
    column: questions.replyCount,
  }),
  reply_comment: of('reply_comment', replyComments),
  report: of('report', reports),
  avatar_cert: of('avatar_cert', avatarCerts),
  about_answer: of('about_answer', aboutAnswers),
};
