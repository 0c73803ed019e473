import type { ComponentType } from 'react';
import { preload } from 'swr';
import { loadOnce } from '../ui/load-once';
import { i18nState } from '../i18n/i18n';
import { warmIntl } from './warm-intl';
import './moderation/open-queue-commands';
import { contentDataKey, getContentData } from './workplace/use-content-data';
import { getWorkplace, workplaceKey } from './workplace/use-workplace';

type ScreenModule = { default: ComponentType };

/**
 * Route name → screen, each its own chunk, loaded once (load-once.ts: rendered without a fallback
 * when already loaded). A screen module default-exports its component; adding one is one line here.
 * A route of src/contract/routes.ts without an entry shows the "not available in this build" page,
 * never made-up data.
 */
export const SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  Workplace: loadOnce(() => import('./workplace/workplace-screen')),
  UserInfo: loadOnce(() => import('./user-info/user-info-screen')),
  UserSetting: loadOnce(() => import('./user-setting/user-setting-screen')),
  OrderList: loadOnce(() => import('./order-list/order-list-screen')),
  ChannelList: loadOnce(() => import('./channel-list/channel-list-screen')),
  AdminList: loadOnce(() => import('./admin-list/admin-list-screen')),
  ActionLog: loadOnce(() => import('./action-log/action-log-screen')),
  Api: loadOnce(() => import('./api/api-screen')),
  AccountList: loadOnce(() => import('./moderation/defs/account-list')),
  MomentList: loadOnce(() => import('./moderation/defs/moment-list')),
  MomentCommentList: loadOnce(() => import('./moderation/defs/moment-comment-list')),
  QuestionList: loadOnce(() => import('./moderation/defs/question-list')),
  QuestionReplyList: loadOnce(() => import('./moderation/defs/question-reply-list')),
  ReplyCommentList: loadOnce(() => import('./moderation/defs/reply-comment-list')),
  MessageList: loadOnce(() => import('./moderation/defs/message-list')),
  ReportList: loadOnce(() => import('./moderation/defs/report-list')),
  AvatarCertList: loadOnce(() => import('./moderation/defs/avatar-cert-list')),
  AboutAccountList: loadOnce(() => import('./moderation/defs/about-account-list')),
  AppealList: loadOnce(() => import('./moderation/enforcement/appeal-list-screen')),
  RuleList: loadOnce(() => import('./rule-list/rule-list-screen')),
  PaidStats: loadOnce(() => import('./paid-stats/paid-stats-screen')),
  RegistrationStats: loadOnce(() => import('./registration-stats/registration-stats-screen')),
  TeamStats: loadOnce(() => import('./team-stats/team-stats-screen')),
  ClassifierQuality: loadOnce(() => import('./classifier-quality/classifier-quality-screen')),
  SecondReview: loadOnce(() => import('./second-review/second-review-screen')),
  SecondReviewLeads: loadOnce(() => import('./second-review-leads/second-review-leads-screen')),
};

/** What a screen shows first, asked for before its chunk has rendered (SWR hands it to the screen's hook). */
const FIRST_DATA: Readonly<Record<string, () => Promise<unknown>[]>> = {
  Workplace: () => [preload(workplaceKey, getWorkplace), preload(contentDataKey, getContentData)],
};

/**
 * Starts loading a screen's chunk, and readies Intl for it meanwhile (the login page does this for
 * the screen login leads to, and a reload for the screen it shows).
 */
export function preloadScreen(name: string): void {
  void SCREENS[name]?.().catch(() => {
    // The render's own load reports a failure.
  });
  warmIntl(i18nState.locale);
}

/** Starts loading what a screen shows first; the screen's hooks take the replies when it renders. */
export function prefetchScreenData(name: string): void {
  for (const request of FIRST_DATA[name]?.() ?? [])
    request.catch(() => {
      // The screen's hook reports a failure when it takes the reply.
    });
}
