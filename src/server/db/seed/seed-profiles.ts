import { moderatedColumns } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { selfiePhoto } from './media';
import { riskColumns } from './risk-columns';
import * as T from './phrases-qa';
import { afterBefore, certStatus, contentAudit, contentEnabled, hasCert } from './row-status';
import { SALT } from './salts';
import { below, days, pickText, textArray, unit } from './sql-expr';

/**
 * Profile material moderators review: 'about me' answers (none to a few per account, each on a
 * different prompt) and real-person certifications (one per certifying account, whose outcome
 * is what `accounts.certified` says). Both are dated within the account's active life.
 */
export async function seedProfiles(ctx: SeedContext): Promise<void> {
  const { sizes, now, model } = ctx;
  const spread = 2 * sizes.aboutAnswersPerAccount + 1;
  const prompts = T.ZH_ABOUT.length;
  // Prompt k of an account is (start + 3k) mod 8: distinct for its (at most three) answers.
  const prompt = `((${below('a.id', SALT.aboutPrompt, prompts)} + 3 * k) % ${prompts})`;
  const promptText = (about: typeof T.ZH_ABOUT) => `${textArray(about.map((a) => a.prompt))}[1 + prompt]`;
  const answerText = (about: typeof T.ZH_ABOUT) =>
    `(CASE prompt ${about.map((a, i) => `WHEN ${i} THEN ${pickText(a.answers, 'n', SALT.aboutAnswer)}`).join(' ')} END)`;
  await chunked(
    ctx,
    'about answers',
    sizes.accounts,
    (lo, hi) => `
    INSERT INTO about_answers (version, enabled, audit_status, created_at, updated_at, account_id, question, answer,
      risk_parts, risk_score)
    SELECT ${moderatedColumns(now)}, account_id,
      CASE WHEN zh THEN ${promptText(T.ZH_ABOUT)} ELSE ${promptText(T.EN_ABOUT)} END,
      CASE WHEN zh THEN ${answerText(T.ZH_ABOUT)} ELSE ${answerText(T.EN_ABOUT)} END,
      ${riskColumns('author_registered', 'created')}
    FROM (SELECT *, ${contentEnabled('audit', 'n')} AS enabled
      FROM (SELECT *, ${contentAudit('x', 'n', 'false')} AS audit
        FROM (SELECT a.id AS account_id, a.registered_at AS author_registered, a.id::int8 * 4 + k AS n, ${prompt} AS prompt, ${model.isZh('a.id')} AS zh,
            -- x: days before the account's last activity; answers are written while active.
            60 * ${unit('a.id::int8 * 4 + k', SALT.aboutTime)} AS x,
            a.last_active_at - ${days(`least(60 * ${unit('a.id::int8 * 4 + k', SALT.aboutTime)},
              extract(epoch FROM a.last_active_at - a.registered_at) / 86400.0)`)} AS created
          FROM accounts a, generate_series(1, floor(${unit('a.id', SALT.about)} * ${spread})::int) k
          WHERE a.id BETWEEN ${lo} AND ${hi}
          ORDER BY a.id, k OFFSET 0) j OFFSET 0) st OFFSET 0) r
    ORDER BY account_id, n`,
  );

  const status = certStatus('a.id');
  await chunked(
    ctx,
    'avatar certifications',
    sizes.accounts,
    (lo, hi) => `
    INSERT INTO avatar_certs (version, enabled, audit_status, created_at, updated_at, account_id, avatar_url, selfie_url, reviewed_by, reviewed_at,
      risk_parts, risk_score)
    SELECT 1 + (audit <> 'PENDING')::int, true, audit, created, coalesce(reviewed_at, created), account_id,
      '/media/avatar/' || account_id || '.svg', ${selfiePhoto('account_id')}, reviewed_by, reviewed_at,
      ${riskColumns('author_registered', 'created')}
    FROM (SELECT *, CASE WHEN audit = 'PENDING' THEN NULL
          ELSE (ARRAY[${ctx.admins.moderators.join(',')}]::int[])[1 + ${below('account_id', SALT.certTime + 1000, ctx.admins.moderators.length)}] END AS reviewed_by,
        CASE WHEN audit = 'PENDING' THEN NULL
          ELSE ${afterBefore('created', now, (u) => `(20 + 2880 * ${u}) / 1440.0`, 'account_id', SALT.certTime + 2000)} END AS reviewed_at
      FROM (SELECT a.id AS account_id, a.registered_at AS author_registered, ${status} AS audit,
          -- Waiting certifications were sent in the last three days of activity, decided ones any time before.
          a.last_active_at - ${days(`least(CASE WHEN ${status} = 'PENDING' THEN 3 ELSE 90 END * ${unit('a.id', SALT.certTime)},
            extract(epoch FROM a.last_active_at - a.registered_at) / 86400.0)`)} AS created
        FROM accounts a WHERE a.id BETWEEN ${lo} AND ${hi} AND ${hasCert('a.id', sizes.avatarCertShare)} OFFSET 0) c OFFSET 0) r
    ORDER BY account_id`,
  );
}
