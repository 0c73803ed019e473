import { accountSource } from './moderation-account-rows';
import { aboutAnswerSource, avatarCertSource, momentSource, questionSource } from './moderation-content-rows';
import { momentCommentSource, questionReplySource, replyCommentSource } from './moderation-comment-rows';
import { reportSource } from './moderation-report-rows';
import type { ListSource } from './moderation-list-query';
import { withRuleHits } from './rule-hit-rows';
import { withTextRowReads } from './text-row-reads';
import type { ModerationQueue, QueueFilters } from '#contract/api/moderation-filters';
import type {
  AboutAnswerRow,
  AccountRow,
  AvatarCertRow,
  MomentCommentRow,
  MomentRow,
  QuestionReplyRow,
  QuestionRow,
  ReplyCommentRow,
  ReportRow,
} from '#contract/api/moderation-rows';

/** The row each queue hands out. */
export interface QueueRows {
  account: AccountRow;
  moment: MomentRow;
  moment_comment: MomentCommentRow;
  question: QuestionRow;
  question_reply: QuestionReplyRow;
  reply_comment: ReplyCommentRow;
  report: ReportRow;
  avatar_cert: AvatarCertRow;
  about_answer: AboutAnswerRow;
}

export const QUEUE_SOURCES: { [Q in ModerationQueue]: ListSource<QueueFilters[Q], QueueRows[Q]> } = {
  account: withRuleHits('account', accountSource),
  moment: withTextRowReads('moment', momentSource),
  moment_comment: withTextRowReads('moment_comment', momentCommentSource),
  question: withTextRowReads('question', questionSource),
  question_reply: withTextRowReads('question_reply', questionReplySource),
  reply_comment: withTextRowReads('reply_comment', replyCommentSource),
  report: reportSource,
  avatar_cert: avatarCertSource,
  about_answer: withTextRowReads('about_answer', aboutAnswerSource),
};
