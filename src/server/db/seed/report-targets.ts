import type { ContentModel } from './content-model';
import { below } from './sql-expr';
import { SALT } from './salts';
import { REPORT_TARGET_TYPES, type ReportTargetType } from '#contract/entities';

/**
 * A subquery over reports lo…hi with, for each, its target type and id, how many days old the
 * target is, and who wrote it (the account itself for an account report). The report inserts and
 * the accounts' `reportCount` both read it, so the two agree.
 */
export function reportTargets(model: ContentModel, lo: number, hi: number, only?: ReportTargetType): string {
  const filter = only ? `WHERE ${model.reportType('n')} = '${only}'` : '';
  const typed = `SELECT n, ${model.reportType('n')} AS target_type FROM generate_series(${lo}, ${hi}) n ${filter} OFFSET 0`;
  const targetArms = REPORT_TARGET_TYPES.map(
    (t) => `WHEN '${t}' THEN (1 + ${below('n', SALT.reportTarget, model.tableSize(t))})::int`,
  ).join(' ');
  const withTarget = `SELECT n, target_type, (CASE target_type ${targetArms} END) AS target_id FROM (${typed}) a OFFSET 0`;

  const t = 'target_id';
  const replyAgeOf = (reply: string) => model.replyAge(model.questionAge(model.replyQuestion(reply)), reply);
  const ageArms = [
    `WHEN 'moment' THEN ${model.momentAge(t)}`,
    `WHEN 'moment_comment' THEN ${model.commentAge(model.momentAge(model.commentMoment(t)), t)}`,
    `WHEN 'question' THEN ${model.questionAge(t)}`,
    `WHEN 'question_reply' THEN ${replyAgeOf(t)}`,
    `WHEN 'reply_comment' THEN ${model.replyCommentAge(replyAgeOf(model.replyCommentReply(t)), t)}`,
    `WHEN 'message' THEN ${model.messageAge(model.threadAge(model.threadOf(t)), t)}`,
  ].join(' ');
  // A message's age is its own; its sender was picked for the (newer) end of its thread.
  const withAge = `SELECT n, target_type, target_id, (CASE target_type ${ageArms} ELSE NULL END)::float8 AS target_age,
      (CASE WHEN target_type = 'message' THEN ${model.threadAge(model.threadOf(t))} END)::float8 AS thread_age
    FROM (${withTarget}) b OFFSET 0`;

  const authorArms = [
    `WHEN 'account' THEN target_id`,
    `WHEN 'moment' THEN ${model.momentAuthor('target_age', t)}`,
    `WHEN 'moment_comment' THEN ${model.commentAuthor('target_age', t)}`,
    `WHEN 'question' THEN ${model.questionAuthor('target_age', t)}`,
    `WHEN 'question_reply' THEN ${model.replyAuthor('target_age', t)}`,
    `WHEN 'reply_comment' THEN ${model.replyCommentAuthor('target_age', t)}`,
    `WHEN 'message' THEN ${model.messageSender('thread_age', model.threadOf(t), t)}`,
  ].join(' ');
  return `SELECT n, target_type, target_id, target_age, (CASE target_type ${authorArms} END)::int AS target_author
    FROM (${withAge}) c OFFSET 0`;
}
