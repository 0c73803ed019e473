import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import './moderation/open-queue-commands';

/**
 * Route name → screen, each its own lazy chunk. A screen module default-exports its component;
 * adding one is one line here. A route of src/contract/routes.ts without an entry shows the
 * "not available in this build" page, never made-up data.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  Workplace: lazy(() => import('./workplace/workplace-screen')),
  UserInfo: lazy(() => import('./user-info/user-info-screen')),
  UserSetting: lazy(() => import('./user-setting/user-setting-screen')),
  OrderList: lazy(() => import('./order-list/order-list-screen')),
  ChannelList: lazy(() => import('./channel-list/channel-list-screen')),
  AdminList: lazy(() => import('./admin-list/admin-list-screen')),
  ActionLog: lazy(() => import('./action-log/action-log-screen')),
  AccountList: lazy(() => import('./moderation/defs/account-list')),
  MomentList: lazy(() => import('./moderation/defs/moment-list')),
  MomentCommentList: lazy(() => import('./moderation/defs/moment-comment-list')),
  QuestionList: lazy(() => import('./moderation/defs/question-list')),
  QuestionReplyList: lazy(() => import('./moderation/defs/question-reply-list')),
  ReplyCommentList: lazy(() => import('./moderation/defs/reply-comment-list')),
  MessageList: lazy(() => import('./moderation/defs/message-list')),
  ReportList: lazy(() => import('./moderation/defs/report-list')),
  AvatarCertList: lazy(() => import('./moderation/defs/avatar-cert-list')),
  AboutAccountList: lazy(() => import('./moderation/defs/about-account-list')),
  PaidStats: lazy(() => import('./paid-stats/paid-stats-screen')),
  RegistrationStats: lazy(() => import('./registration-stats/registration-stats-screen')),
};
