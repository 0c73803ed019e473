import { below, chance, days, unit, weightedText } from './sql-expr';
import { SALT } from './salts';

/**
 * Moderation state of a content row `age` days old: most of the fresh rows still wait in the
 * queue, a thin backlog of older ones too; spam is mostly rejected (some slipped through, which is
 * what reports are for). Closed-form in the row, like everything else.
 */
export function contentAudit(age: string, n: string, spam: string): string {
  const roll = below(n, SALT.audit, 10_000);
  const pending = `(CASE WHEN ${age} < 1 THEN 5500 WHEN ${age} < 3 THEN 1500 ELSE 200 END)`;
  const rejected = `(CASE WHEN ${spam} THEN 6000 ELSE 500 END)`;
  return `(CASE WHEN ${roll} < ${pending} THEN 'PENDING' WHEN ${roll} >= 10000 - ${rejected} THEN 'REJECTED' ELSE 'APPROVED' END)`;
}

/** Rejected rows are nearly all switched off; a few others were hidden too. */
export function contentEnabled(audit: string, n: string): string {
  return `(CASE WHEN ${audit} = 'REJECTED' THEN NOT ${chance(n, SALT.enabled, 0.9)} ELSE NOT ${chance(n, SALT.enabled, 0.03)} END)`;
}

/** Each moderation write bumps `version`: one for the review, one for switching it off. */
export function moderationVersion(audit: string, enabled: string): string {
  return `(1 + (${audit} <> 'PENDING')::int + (NOT ${enabled})::int)`;
}

/** A reviewed row was last written by its moderator, minutes to hours after it came in. */
export function reviewedAt(audit: string, createdAt: string, now: string, n: string): string {
  const review = afterBefore(createdAt, now, (u) => `(10 + 720 * ${u}) / 1440.0`, n, SALT.review);
  return `(CASE WHEN ${audit} = 'PENDING' THEN ${createdAt} ELSE ${review} END)`;
}

/**
 * `from` plus a delay of `delayDays(u)` days (u uniform in [0, 1)), but before `now`: a row that
 * came in a minute ago was reviewed within that minute, not all at the same instant.
 */
export function afterBefore(
  from: string,
  now: string,
  delayDays: (u: string) => string,
  n: string,
  salt: number,
): string {
  const delay = days(delayDays(unit(n, salt)));
  return `(${from} + least(${delay}, (${now} - ${from}) * ${unit(n, salt + 5000)}))`;
}

/** Whether account `id` sent a real-person certification, and how it went. */
export function hasCert(id: string, share: number): string {
  return chance(id, SALT.cert, share);
}

export function certStatus(id: string): string {
  return weightedText(
    [
      ['PENDING', 35],
      ['APPROVED', 50],
      ['REJECTED', 15],
    ],
    id,
    SALT.certStatus,
  );
}

/** Spam share of each kind of content; the inserts and the enabled-counters read the same figure. */
export const SPAM_SHARE = {
  moment: 0.03,
  question: 0.01,
  momentComment: 0.02,
  questionReply: 0.02,
  replyComment: 0.02,
} as const;

/** A share of moments, comments and replies are spam. */
export function isSpam(n: string, salt: number, share: number): string {
  return chance(n, salt, share);
}
