import { childCounts, moderatedColumns, moderatedRows, phrase } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { momentMedia } from './media';
import * as T from './phrases-posts';
import { isSpam } from './row-status';
import { SALT } from './salts';
import { below, days, pickText, unit } from './sql-expr';

/** Moments and their comments; `commentCount` is counted from the comments' closed form first. */
export async function seedMoments(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  await childCounts(ctx, 'seed_comment_counts', model.commentMoment('n'), sizes.momentComments);

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
  await chunked(ctx, 'moment comments', sizes.momentComments, (lo, hi) => `
    INSERT INTO moment_comments (id, version, enabled, audit_status, created_at, updated_at, moment_id, account_id, text)
    SELECT n, ${moderatedColumns(now)}, moment_id, account_id, ${comment}
    FROM ${moderatedRows(`SELECT c.n, c.x, c.moment_id, c.account_id,
            greatest(${now} - ${days('c.x')}, mo.created_at, a.registered_at) AS created,
            ${model.rowIsZh('c.account_id', 'c.n')} AS zh, ${isSpam('c.n', SALT.spam, 0.02)} AS spam
          FROM (SELECT n, x, moment_id, ${model.commentAuthor('x', 'n')} AS account_id
            FROM (SELECT n, moment_id, ${model.commentAge(model.momentAge('moment_id'), 'n')} AS x
              FROM (SELECT n, ${model.commentMoment('n')} AS moment_id FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
            OFFSET 0) c
          JOIN moments mo ON mo.id = c.moment_id
          JOIN accounts a ON a.id = c.account_id`)}`);
}
