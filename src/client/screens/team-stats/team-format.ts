import type { TeamQueue } from '#contract/api/team-stats-kinds';
import type { Translate } from '../../i18n/message-key';

/** A wait or an age in the two largest units that matter ("3 h 20 min", "2 d 4 h"). */
export function formatDuration(seconds: number, t: Translate): string {
  const s = Math.round(seconds);
  if (s < 60) return t('teamStats.duration.s', { n: s });
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return t('teamStats.duration.m', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 === 0
      ? t('teamStats.duration.h', { h: hours })
      : t('teamStats.duration.hm', { h: hours, m: minutes % 60 });
  if (hours % 24 === 0) return t('teamStats.duration.d', { d: hours / 24 });
  return t('teamStats.duration.dh', { d: Math.floor(hours / 24), h: hours % 24 });
}

/** The list screen of each queue, where a breach link opens the item. */
export const QUEUE_LIST_PATH: Record<TeamQueue, string> = {
  moment: '/audit-center/moment-list',
  moment_comment: '/audit-center/moment-comment-list',
  question: '/audit-center/question-list',
  question_reply: '/audit-center/question-reply-list',
  reply_comment: '/audit-center/reply-comment-list',
  report: '/audit-center/report-list',
  avatar_cert: '/audit-center/avatar-cert-list',
  about_answer: '/audit-center/about-account-list',
  account: '/account-center/account-list',
  appeal: '/audit-center/appeal-list',
};

/** The item in its list, filtered to it, with its detail open (as the palette's record search links). */
export const itemPath = (queue: TeamQueue, id: number) => `${QUEUE_LIST_PATH[queue]}?id=${id}&open=${id}`;
