import { childCounts, childInsert, moderatedColumns, moderatedRows, phrase } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { momentMedia } from './media';
import * as T from './phrases-posts';
import { isSpam } from './row-status';
import { SALT } from './salts';
import { below, days, pickText, unit } from './sql-expr';

/** Moments and their comments; `commentCount` is counted from the comments' closed form first. */
export async function seedMoments(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  await childCounts(ctx, 'comment counters', 'seed_comment_counts', model.commentMoment('n'), sizes.momentComments);

  const text = `(CASE WHEN spam THEN (CASE WHEN zh THEN ${pickText(T.ZH_SPAM, 'n', SALT.momentText1)} ELSE ${pickText(T.EN_SPAM, 'n', SALT.momentText1)} END)
    WHEN zh THEN ${pickText(T.ZH_MOMENT_OPENINGS, 'n', SALT.momentText1)} || ${pickText(T.ZH_MOMENT_FOLLOWUPS, 'n', SALT.momentText2)} || ${pickText(T.ZH_MOMENT_TAGS, 'n', SALT.momentText3)}
    ELSE ${pickText(T.EN_MOMENT_OPENINGS, 'n', SALT.momentText1)} || ${pickText(T.EN_MOMENT_FOLLOWUPS, 'n', SALT.momentText2)} || ${pickText(T.EN_MOMENT_TAGS, 'n', SALT.momentText3)} END)`;
  // Likes follow comments: a post people talk about is a post people like.
  const likes = `(floor(pow(${unit('n', SALT.momentLikes)}, 3) * 400)::int + cc * (2 + ${below('n', SALT.momentLikes + 1000, 5)}))`;
  await chunked(ctx, 'moments', sizes.moments, (lo, hi) => `
    INSERT INTO moments (id, version, enabled, audit_status, created_at, updated_at, account_id, text, media, like_count, comment_count)
    SELECT n, ${moderatedColumns(now)}, account_id, ${text}, ${momentMedia('n')}, ${likes}, cc
    FROM ${moderatedRows(`SELECT m.n, m.x, m.account_id, greatest(a.registered_at, ${now} - ${days('m.x')}) AS created,
            ${model.rowIsZh('m.account_id', 'm.n')} AS zh, ${isSpam('m.n', SALT.spam, 0.03)} AS spam, coalesce(k.cnt, 0) AS cc
          FROM (SELECT n, x, ${model.momentAuthor('x', 'n')} AS account_id
            FROM (SELECT n, ${model.momentAge('n')} AS x FROM generate_series(${lo}, ${hi}) n OFFSET 0) s OFFSET 0) m
          JOIN accounts a ON a.id = m.account_id
          LEFT JOIN seed_comment_counts k ON k.parent_id = m.n`)}`);

  const comment = `${phrase(T.ZH_COMMENTS, T.EN_COMMENTS, SALT.commentText)} || ${pickText(T.EMOJI, 'n', SALT.emoji)}`;
  await chunked(ctx, 'moment comments', sizes.momentComments, (lo, hi) =>
    childInsert(
      ctx,
      {
        table: 'moment_comments',
        parentTable: 'moments',
        parentColumn: 'moment_id',
        parent: (n) => model.commentMoment(n),
        age: (moment, n) => model.commentAge(model.momentAge(moment), n),
        author: (x, n) => model.commentAuthor(x, n),
        text: comment,
        spamShare: 0.02,
      },
      lo,
      hi,
    ),
  );
}
