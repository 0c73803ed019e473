import { useSnapshot } from 'valtio';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import { ROUTES } from '#contract/routes';
import { live } from './live-store';

/** The moderation list routes and the queue each counts (menu entries show the live count). */
export const QUEUE_OF_ROUTE: Readonly<Record<string, ModerationQueue>> = {
  AccountList: 'account',
  MomentList: 'moment',
  MomentCommentList: 'moment_comment',
  QuestionList: 'question',
  QuestionReplyList: 'question_reply',
  ReplyCommentList: 'reply_comment',
  ReportList: 'report',
  AvatarCertList: 'avatar_cert',
  AboutAccountList: 'about_answer',
};

/** Items waiting in a queue, live; nothing before the first count or when none wait. */
export function LiveCount({ queue }: { queue: ModerationQueue }) {
  const n = useSnapshot(live).counts[queue];
  if (!n) return null;
  return (
    <span data-live-count={queue} className="shrink-0 rounded-full bg-fill px-1.5 text-[11px] text-fg-2 tabular-nums">
      {n > 10_000 ? '10k+' : n}
    </span>
  );
}

/** The queue a link (a todo's, `/audit-center/moment-list?queue=1`) leads to, if any. */
export function queueOfLink(link: string): ModerationQueue | undefined {
  const path = link.split('?')[0];
  const route = ROUTES.find((r) => r.path === path);
  return route ? QUEUE_OF_ROUTE[route.name] : undefined;
}

/** A queue's live count when known, else the figure the server last wrote (a todo's subTitle). */
export function useLiveCountOr(queue: ModerationQueue | undefined, fallback: number): number {
  const counts = useSnapshot(live).counts;
  return (queue && counts[queue]) ?? fallback;
}
