import { exec, timed, type SeedContext } from './seed-context';

/**
 * Moments, questions, orders (and their payment) and profile rows are dated within their
 * author's active life by construction (content-model.ts). Rows that must also follow another row — a comment after its
 * post, a message after both sides registered, a report after its target — can land after their
 * author's lastActiveAt; this moves lastActiveAt up to them, so "last active" is never earlier
 * than anything the account did.
 */
export async function raiseLastActive(ctx: SeedContext): Promise<void> {
  await timed(ctx, 'last active', ctx.sizes.accounts / 4, () =>
    exec(
      ctx,
      `UPDATE accounts a SET last_active_at = s.latest
       FROM (SELECT account_id, max(t) AS latest FROM (
           SELECT account_id, created_at AS t FROM moment_comments
           UNION ALL SELECT account_id, created_at FROM question_replies
           UNION ALL SELECT account_id, created_at FROM reply_comments
           UNION ALL SELECT from_account_id, sent_at FROM messages
           UNION ALL SELECT reporter_id, created_at FROM reports
         ) x GROUP BY account_id) s
       WHERE a.id = s.account_id AND s.latest > a.last_active_at`,
    ),
  );
}
