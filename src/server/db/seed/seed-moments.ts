import { childCounts, childInsert, moderatedColumns, moderatedRows, phrase, type ChildSpec } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { momentMedia } from './media';
import { riskColumns } from './risk-columns';
import * as T from './phrases-posts';
import { isSpam, SPAM_SHARE } from './row-status';
import { SALT } from './salts';
import { below, days, pickText, unit } from './sql-expr';

/** Moments and their comments; `commentCount` (enabled comments) is counted from the comments' closed form first. */
export async function seedMoments(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  const comments: ChildSpec = {
    table: 'moment_comments',
    parentTable: 'moments',
    parentColumn: 'moment_id',
    parent: (n) => model.commentMoment(n),
    age: (moment, n) => model.commentAge(model.momentAge(moment), n),
    author: (x, n) => model.commentAuthor(x, n),
    text: `${phrase(T.ZH_COMMENTS, T.EN_COMMENTS, SALT.commentText)} || ${pickText(T.EMOJI, 'n', SALT.emoji)}`,
    spamShare: SPAM_SHARE.momentComment,
  };
  await childCounts(ctx, 'comment counters', 'seed_comment_counts', comments, sizes.momentComments);

  const text = `(CASE WHEN spam THEN (CASE WHEN zh THEN ${pickText(T.ZH_SPAM, 'n', SALT.momentText1)} ELSE ${pickText(T.EN_SPAM, 'n', SALT.momentText1)} END)
    WHEN zh THEN ${pickText(T.ZH_MOMENT_OPENINGS, 'n', SALT.momentText1)} || ${pickText(T.ZH_MOMENT_FOLLOWUPS, 'n', SALT.momentText2)} || ${pickText(T.ZH_MOMENT_TAGS, 'n', SALT.momentText3)}
    ELSE ${pickText(T.EN_MOMENT_OPENINGS, 'n', SALT.momentText1)} || ${pickText(T.EN_MOMENT_FOLLOWUPS, 'n', SALT.momentText2)} || ${pickText(T.EN_MOMENT_TAGS, 'n', SALT.momentText3)} END)`;
  // Likes follow comments: a post people talk about is a post people like.
  const likes = `(floor(pow(${unit('n', SALT.momentLikes)}, 3) * 400)::int + cc * (2 + ${below('n', SALT.momentLikes + 1000, 5)}))`;
  await chunked(
    ctx,
    'moments',
    sizes.moments,
    (lo, hi) => `
    INSERT INTO moments (id, version, enabled, audit_status, created_at, updated_at, account_id, text, media, like_count, comment_count,
      risk_parts, risk_score)
    SELECT n, ${moderatedColumns(now)}, account_id, ${text}, ${momentMedia('n')}, ${likes}, cc, ${riskColumns('author_registered', 'created')}
    FROM ${moderatedRows(`SELECT m.n, m.x, m.account_id, greatest(a.registered_at, ${now} - ${days('m.x')}) AS created, a.registered_at AS author_registered,
            ${model.rowIsZh('m.account_id', 'm.n')} AS zh, ${isSpam('m.n', SALT.spam, SPAM_SHARE.moment)} AS spam, coalesce(k.cnt, 0) AS cc
          FROM (SELECT n, x, ${model.momentAuthor('x', 'n')} AS account_id
            FROM (SELECT n, ${model.momentAge('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) s OFFSET 0) m
          JOIN accounts a ON a.id = m.account_id
          LEFT JOIN seed_comment_counts k ON k.parent_id = m.n`)}`,
  );

  await chunked(ctx, 'moment comments', sizes.momentComments, (lo, hi) => childInsert(ctx, comments, lo, hi));
}
