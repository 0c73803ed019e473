import { childCounts, childInsert, moderatedColumns, moderatedRows, phrase, type ChildSpec } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import * as T from './phrases-qa';
import { EMOJI } from './phrases-posts';
import { riskColumns } from './risk-columns';
import { isSpam, SPAM_SHARE } from './row-status';
import { SALT } from './salts';
import { days, pickText } from './sql-expr';

/** Questions, their replies and the comments on replies; `replyCount` (enabled replies) counted from the closed form first. */
export async function seedQuestions(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  const replies: ChildSpec = {
    table: 'question_replies',
    parentTable: 'questions',
    parentColumn: 'question_id',
    parent: (n) => model.replyQuestion(n),
    age: (question, n) => model.replyAge(model.questionAge(question), n),
    author: (x, n) => model.replyAuthor(x, n),
    text: phrase(T.ZH_REPLIES, T.EN_REPLIES, SALT.replyText),
    spamShare: SPAM_SHARE.questionReply,
  };
  await childCounts(ctx, 'reply counters', 'seed_reply_counts', replies, sizes.questionReplies);

  await chunked(
    ctx,
    'questions',
    sizes.questions,
    (lo, hi) => `
    INSERT INTO questions (id, version, enabled, audit_status, created_at, updated_at, account_id, title, text, reply_count,
      risk_parts, risk_score)
    SELECT n, ${moderatedColumns(now)}, account_id, ${phrase(T.ZH_QUESTION_TITLES, T.EN_QUESTION_TITLES, SALT.questionTitle)},
      ${phrase(T.ZH_QUESTION_BODIES, T.EN_QUESTION_BODIES, SALT.questionBody)}, cc, ${riskColumns('author_registered', 'created')}
    FROM ${moderatedRows(`SELECT q.n, q.x, q.account_id, greatest(a.registered_at, ${now} - ${days('q.x')}) AS created, a.registered_at AS author_registered,
        ${model.rowIsZh('q.account_id', 'q.n')} AS zh, ${isSpam('q.n', SALT.spam, SPAM_SHARE.question)} AS spam, coalesce(k.cnt, 0) AS cc
      FROM (SELECT n, x, ${model.questionAuthor('x', 'n')} AS account_id
        FROM (SELECT n, ${model.questionAge('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) s OFFSET 0) q
      JOIN accounts a ON a.id = q.account_id
      LEFT JOIN seed_reply_counts k ON k.parent_id = q.n`)}`,
  );

  await chunked(ctx, 'question replies', sizes.questionReplies, (lo, hi) => childInsert(ctx, replies, lo, hi));

  const replyAge = (reply: string) => model.replyAge(model.questionAge(model.replyQuestion(reply)), reply);
  await chunked(ctx, 'reply comments', sizes.replyComments, (lo, hi) =>
    childInsert(
      ctx,
      {
        table: 'reply_comments',
        parentTable: 'question_replies',
        parentColumn: 'reply_id',
        parent: (n) => model.replyCommentReply(n),
        age: (reply, n) => model.replyCommentAge(replyAge(reply), n),
        author: (x, n) => model.replyCommentAuthor(x, n),
        text: `${phrase(T.ZH_REPLY_COMMENTS, T.EN_REPLY_COMMENTS, SALT.replyCommentText)} || ${pickText(EMOJI, 'n', SALT.emoji)}`,
        spamShare: SPAM_SHARE.replyComment,
      },
      lo,
      hi,
    ),
  );
}
