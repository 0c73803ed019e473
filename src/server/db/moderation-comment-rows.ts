import { eq } from 'drizzle-orm';
import { momentComments, questionReplies, replyComments } from './schema/content';
import { commonWhere, whenDefined } from './moderation-sql';
import {
  contentOf,
  parentColumns,
  parentOf,
  selectWithAuthor,
  type RawContent,
  type RawParent,
} from './moderation-row-sql';
import { pageRows, type ListSource } from './moderation-list-query';
import type { QueueFilters } from '#contract/api/moderation-filters';
import type { MomentCommentRow, QuestionReplyRow, ReplyCommentRow } from '#contract/api/moderation-rows';

/** Comments and replies: each row comes with its author and a snippet of what it hangs under. */

type RawComment = RawContent & RawParent & { text: string };

const MOMENT_COMMENTS = selectWithAuthor(
  'moment_comments',
  `moment_comments.moment_id, moment_comments.text, ${parentColumns('text')}`,
  ' JOIN moments parent ON parent.id = moment_comments.moment_id',
);

export const momentCommentSource: ListSource<QueueFilters['moment_comment'], MomentCommentRow> = {
  table: momentComments,
  id: momentComments.id,
  sort: momentComments.createdAt,
  where: (f) =>
    [
      ...commonWhere(momentComments, f, [momentComments.text]),
      whenDefined(f.momentId, (v) => eq(momentComments.momentId, v)),
    ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await pageRows<RawComment & { moment_id: number }>(db, MOMENT_COMMENTS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), { momentId: r.moment_id, text: r.text, parent: parentOf(r) });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

const QUESTION_REPLIES = selectWithAuthor(
  'question_replies',
  `question_replies.question_id, question_replies.text, ${parentColumns('title')}`,
  ' JOIN questions parent ON parent.id = question_replies.question_id',
);

export const questionReplySource: ListSource<QueueFilters['question_reply'], QuestionReplyRow> = {
  table: questionReplies,
  id: questionReplies.id,
  sort: questionReplies.createdAt,
  where: (f) =>
    [
      ...commonWhere(questionReplies, f, [questionReplies.text]),
      whenDefined(f.questionId, (v) => eq(questionReplies.questionId, v)),
    ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await pageRows<RawComment & { question_id: number }>(db, QUESTION_REPLIES, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), { questionId: r.question_id, text: r.text, parent: parentOf(r) });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

const REPLY_COMMENTS = selectWithAuthor(
  'reply_comments',
  `reply_comments.reply_id, reply_comments.text, ${parentColumns('text')}`,
  ' JOIN question_replies parent ON parent.id = reply_comments.reply_id',
);

export const replyCommentSource: ListSource<QueueFilters['reply_comment'], ReplyCommentRow> = {
  table: replyComments,
  id: replyComments.id,
  sort: replyComments.createdAt,
  where: (f) =>
    [
      ...commonWhere(replyComments, f, [replyComments.text]),
      whenDefined(f.replyId, (v) => eq(replyComments.replyId, v)),
    ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await pageRows<RawComment & { reply_id: number }>(db, REPLY_COMMENTS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), { replyId: r.reply_id, text: r.text, parent: parentOf(r) });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};
