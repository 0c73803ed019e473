import { accountSource } from './moderation-account-rows';
import { aboutAnswerSource, avatarCertSource, momentSource, questionSource } from './moderation-content-rows';
import { momentCommentSource, questionReplySource, replyCommentSource } from './moderation-comment-rows';
import { reportSource } from './moderation-report-rows';
import type { ListSource } from './moderation-list-query';
import { withRuleHits } from './rule-hit-rows';
import { withClassifierScores } from './classifier-score-rows';
import { withWaves } from './wave-summary-rows';
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
  moment: withWaves('moment', withClassifierScores('moment', withRuleHits('moment', momentSource))),
  moment_comment: withWaves(
    'moment_comment',
    withClassifierScores('moment_comment', withRuleHits('moment_comment', momentCommentSource)),
  ),
  question: withWaves('question', withClassifierScores('question', withRuleHits('question', questionSource))),
  question_reply: withWaves(
    'question_reply',
    withClassifierScores('question_reply', withRuleHits('question_reply', questionReplySource)),
  ),
  reply_comment: withWaves(
    'reply_comment',
    withClassifierScores('reply_comment', withRuleHits('reply_comment', replyCommentSource)),
  ),
  report: reportSource,
  avatar_cert: avatarCertSource,
  about_answer: withWaves(
    'about_answer',
    withClassifierScores('about_answer', withRuleHits('about_answer', aboutAnswerSource)),
  ),
};
