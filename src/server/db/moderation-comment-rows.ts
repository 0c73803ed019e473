import { eq } from 'drizzle-orm';
import { accounts, momentComments, moments, questionReplies, questions, replyComments } from './schema/content';
import { authorColumns, commonWhere, snippetOf, sortKeyOf, whenDefined } from './moderation-sql';
import { moderatableFields } from './moderation-content-rows';
import type { ListSource } from './moderation-list-query';
import type { QueueFilters } from '../../contract/api/moderation-filters';
import type { MomentCommentRow, QuestionReplyRow, ReplyCommentRow } from '../../contract/api/moderation-rows';

/** Comments and replies: each row comes with its author and a snippet of what it hangs under. */

export const momentCommentSource: ListSource<QueueFilters['moment_comment'], MomentCommentRow> = {
  table: momentComments,
  id: momentComments.id,
  sort: momentComments.createdAt,
  where: (f) => [
    ...commonWhere(momentComments, f, [momentComments.text]),
    whenDefined(f.momentId, (v) => eq(momentComments.momentId, v)),
  ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await db
      .select({
        m: momentComments,
        author: authorColumns(accounts),
        parent: {
          id: moments.id, accountId: moments.accountId, snippet: snippetOf(moments.text),
          enabled: moments.enabled, auditStatus: moments.auditStatus,
        },
        key: sortKeyOf(momentComments.createdAt),
      })
      .from(momentComments)
      .innerJoin(accounts, eq(accounts.id, momentComments.accountId))
      .innerJoin(moments, eq(moments.id, momentComments.momentId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, parent, key }) => ({
      id: m.id,
      key,
      row: { ...moderatableFields(m), momentId: m.momentId, accountId: m.accountId, author, text: m.text, parent },
    }));
  },
};

export const questionReplySource: ListSource<QueueFilters['question_reply'], QuestionReplyRow> = {
  table: questionReplies,
  id: questionReplies.id,
  sort: questionReplies.createdAt,
  where: (f) => [
    ...commonWhere(questionReplies, f, [questionReplies.text]),
    whenDefined(f.questionId, (v) => eq(questionReplies.questionId, v)),
  ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await db
      .select({
        m: questionReplies,
        author: authorColumns(accounts),
        parent: {
          id: questions.id, accountId: questions.accountId, snippet: snippetOf(questions.title),
          enabled: questions.enabled, auditStatus: questions.auditStatus,
        },
        key: sortKeyOf(questionReplies.createdAt),
      })
      .from(questionReplies)
      .innerJoin(accounts, eq(accounts.id, questionReplies.accountId))
      .innerJoin(questions, eq(questions.id, questionReplies.questionId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, parent, key }) => ({
      id: m.id,
      key,
      row: { ...moderatableFields(m), questionId: m.questionId, accountId: m.accountId, author, text: m.text, parent },
    }));
  },
};

export const replyCommentSource: ListSource<QueueFilters['reply_comment'], ReplyCommentRow> = {
  table: replyComments,
  id: replyComments.id,
  sort: replyComments.createdAt,
  where: (f) => [
    ...commonWhere(replyComments, f, [replyComments.text]),
    whenDefined(f.replyId, (v) => eq(replyComments.replyId, v)),
  ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await db
      .select({
        m: replyComments,
        author: authorColumns(accounts),
        parent: {
          id: questionReplies.id, accountId: questionReplies.accountId, snippet: snippetOf(questionReplies.text),
          enabled: questionReplies.enabled, auditStatus: questionReplies.auditStatus,
        },
        key: sortKeyOf(replyComments.createdAt),
      })
      .from(replyComments)
      .innerJoin(accounts, eq(accounts.id, replyComments.accountId))
      .innerJoin(questionReplies, eq(questionReplies.id, replyComments.replyId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, parent, key }) => ({
      id: m.id,
      key,
      row: { ...moderatableFields(m), replyId: m.replyId, accountId: m.accountId, author, text: m.text, parent },
    }));
  },
};
