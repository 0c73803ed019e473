import { childCounts, moderatedColumns, moderatedRows, phrase } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import * as T from './phrases-qa';
import { EMOJI } from './phrases-posts';
import { isSpam } from './row-status';
import { SALT } from './salts';
import { days, pickText } from './sql-expr';

/** Questions, their replies and the comments on replies; `replyCount` counted from the closed form first. */
export async function seedQuestions(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  await childCounts(ctx, 'seed_reply_counts', model.replyQuestion('n'), sizes.questionReplies);

  await chunked(ctx, 'questions', sizes.questions, (lo, hi) => `
    INSERT INTO questions (id, version, enabled, audit_status, created_at, updated_at, account_id, title, text, reply_count)
    SELECT n, ${moderatedColumns(now)}, account_id, ${phrase(T.ZH_QUESTION_TITLES, T.EN_QUESTION_TITLES, SALT.questionTitle)},
      ${phrase(T.ZH_QUESTION_BODIES, T.EN_QUESTION_BODIES, SALT.questionBody)}, cc
    FROM ${moderatedRows(`SELECT q.n, q.x, q.account_id, greatest(a.registered_at, ${now} - ${days('q.x')}) AS created,
        ${model.rowIsZh('q.account_id', 'q.n')} AS zh, ${isSpam('q.n', SALT.spam, 0.01)} AS spam, coalesce(k.cnt, 0) AS cc
      FROM (SELECT n, x, ${model.questionAuthor('x', 'n')} AS account_id
        FROM (SELECT n, ${model.questionAge('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) s OFFSET 0) q
      JOIN accounts a ON a.id = q.account_id
      LEFT JOIN seed_reply_counts k ON k.parent_id = q.n`)}`);

  await chunked(ctx, 'question replies', sizes.questionReplies, (lo, hi) => `
    INSERT INTO question_replies (id, version, enabled, audit_status, created_at, updated_at, question_id, account_id, text)
    SELECT n, ${moderatedColumns(now)}, question_id, account_id, ${phrase(T.ZH_REPLIES, T.EN_REPLIES, SALT.replyText)}
    FROM ${moderatedRows(`SELECT c.n, c.x, c.question_id, c.account_id,
        greatest(${now} - ${days('c.x')}, p.created_at, a.registered_at) AS created,
        ${model.rowIsZh('c.account_id', 'c.n')} AS zh, ${isSpam('c.n', SALT.spam, 0.02)} AS spam
      FROM (SELECT n, x, question_id, ${model.replyAuthor('x', 'n')} AS account_id
        FROM (SELECT n, question_id, ${model.replyAge(model.questionAge('question_id'), 'n')} AS x
          FROM (SELECT n, ${model.replyQuestion('n')} AS question_id FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
        OFFSET 0) c
      JOIN questions p ON p.id = c.question_id
      JOIN accounts a ON a.id = c.account_id`)}`);

  const replyAge = (reply: string) => model.replyAge(model.questionAge(model.replyQuestion(reply)), reply);
  await chunked(ctx, 'reply comments', sizes.replyComments, (lo, hi) => `
    INSERT INTO reply_comments (id, version, enabled, audit_status, created_at, updated_at, reply_id, account_id, text)
    SELECT n, ${moderatedColumns(now)}, reply_id, account_id, ${phrase(T.ZH_REPLY_COMMENTS, T.EN_REPLY_COMMENTS, SALT.replyCommentText)} || ${pickText(EMOJI, 'n', SALT.emoji)}
    FROM ${moderatedRows(`SELECT c.n, c.x, c.reply_id, c.account_id,
        greatest(${now} - ${days('c.x')}, p.created_at, a.registered_at) AS created,
        ${model.rowIsZh('c.account_id', 'c.n')} AS zh, ${isSpam('c.n', SALT.spam, 0.02)} AS spam
      FROM (SELECT n, x, reply_id, ${model.replyCommentAuthor('x', 'n')} AS account_id
        FROM (SELECT n, reply_id, ${model.replyCommentAge(replyAge('reply_id'), 'n')} AS x
          FROM (SELECT n, ${model.replyCommentReply('n')} AS reply_id FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
        OFFSET 0) c
      JOIN question_replies p ON p.id = c.reply_id
      JOIN accounts a ON a.id = c.account_id`)}`);
}
