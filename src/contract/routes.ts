import type { Area } from './access';

/** A screen of the console. Its roles come from its area, never from a list of its own. */
export interface RouteDef {
  path: string;
  name: string;
  locale: string;
  area: Area;
  order: number;
  hideInMenu?: boolean;
  ignoreCache?: boolean;
}

export interface SectionDef {
  path: string;
  name: string;
  locale: string;
  icon: string;
  order: number;
  hideInMenu?: boolean;
  children: RouteDef[];
}

const auditList = (slug: string, name: string, order: number): RouteDef => ({
  path: `/audit-center/${slug}`,
  name,
  locale: `menu.audit.${name}`,
  area: 'moderation',
  order,
});

/** Every screen of the console, grouped as the side menu shows them. */
export const SECTIONS: readonly SectionDef[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    locale: 'menu.dashboard',
    icon: 'dashboard',
    order: 0,
    children: [
      { path: '/dashboard/workplace', name: 'Workplace', locale: 'menu.dashboard.workplace', area: 'self', order: 0 },
    ],
  },
  {
    path: '/account-center',
    name: 'AccountCenter',
    locale: 'menu.account',
    icon: 'user-group',
    order: 1,
    children: [
      {
        path: '/account-center/account-list',
        name: 'AccountList',
        locale: 'menu.account.AccountList',
        area: 'moderation',
        order: 0,
      },
    ],
  },
  {
    path: '/audit-center',
    name: 'AuditCenter',
    locale: 'menu.audit',
    icon: 'shield',
    order: 2,
    children: [
      auditList('moment-list', 'MomentList', 0),
      auditList('moment-comment-list', 'MomentCommentList', 1),
      auditList('question-list', 'QuestionList', 2),
      auditList('question-reply-list', 'QuestionReplyList', 3),
      auditList('reply-comment-list', 'ReplyCommentList', 4),
      auditList('message-list', 'MessageList', 5),
      auditList('report-list', 'ReportList', 6),
      auditList('avatar-cert-list', 'AvatarCertList', 7),
      auditList('about-account-list', 'AboutAccountList', 8),
      auditList('appeal-list', 'AppealList', 9),
      { path: '/audit-center/rule-list', name: 'RuleList', locale: 'menu.audit.RuleList', area: 'rules', order: 10 },
      {
        path: '/audit-center/second-review',
        name: 'SecondReview',
        locale: 'menu.audit.SecondReview',
        area: 'secondReview',
        order: 11,
      },
    ],
  },
  {
    path: '/order-center',
    name: 'OrderCenter',
    locale: 'menu.order',
    icon: 'receipt',
    order: 3,
    children: [
      { path: '/order-center/order-list', name: 'OrderList', locale: 'menu.order.OrderList', area: 'orders', order: 0 },
    ],
  },
  {
    path: '/config-center',
    name: 'ConfigCenter',
    locale: 'menu.config',
    icon: 'settings',
    order: 4,
    children: [
      {
        path: '/config-center/channel-list',
        name: 'ChannelList',
        locale: 'menu.config.ChannelList',
        area: 'channels',
        order: 0,
      },
    ],
  },
  {
    path: '/stats-center',
    name: 'StatsCenter',
    locale: 'menu.stats',
    icon: 'chart',
    order: 5,
    children: [
      {
        path: '/stats-center/paid-stats',
        name: 'PaidStats',
        locale: 'menu.stats.PaidStats',
        area: 'paidStats',
        order: 0,
      },
      {
        path: '/stats-center/registration-stats',
        name: 'RegistrationStats',
        locale: 'menu.stats.RegistrationStats',
        area: 'userStats',
        order: 1,
      },
      {
        path: '/stats-center/team-stats',
        name: 'TeamStats',
        locale: 'menu.stats.TeamStats',
        area: 'teamStats',
        order: 2,
      },
      {
        path: '/stats-center/classifier-quality',
        name: 'ClassifierQuality',
        locale: 'menu.stats.ClassifierQuality',
        area: 'rules',
        order: 3,
      },
      {
        path: '/stats-center/second-review-leads',
        name: 'SecondReviewLeads',
        locale: 'menu.stats.SecondReviewLeads',
        area: 'teamStats',
        order: 4,
      },
    ],
  },
  {
    path: '/admin-center',
    name: 'AdminCenter',
    locale: 'menu.admin',
    icon: 'key',
    order: 6,
    children: [
      {
        path: '/admin-center/admin-list',
        name: 'AdminList',
        locale: 'menu.admin.AdminList',
        area: 'adminUsers',
        order: 0,
      },
      {
        path: '/admin-center/action-log',
        name: 'ActionLog',
        locale: 'menu.admin.ActionLog',
        area: 'adminUsers',
        order: 1,
      },
      // Every role may call the API, so every role reads its reference here; ADMIN_ROOT also makes tokens.
      { path: '/admin-center/api', name: 'Api', locale: 'menu.admin.Api', area: 'self', order: 2 },
    ],
  },
  {
    path: '/user',
    name: 'User',
    locale: 'menu.user',
    icon: 'user',
    order: 7,
    hideInMenu: true,
    children: [
      { path: '/user/info', name: 'UserInfo', locale: 'menu.user.info', area: 'self', order: 0, hideInMenu: true },
      {
        path: '/user/setting',
        name: 'UserSetting',
        locale: 'menu.user.setting',
        area: 'self',
        order: 1,
        hideInMenu: true,
      },
    ],
  },
];

export const ROUTES: readonly RouteDef[] = SECTIONS.flatMap((s) => s.children);
export type RouteName = (typeof ROUTES)[number]['name'];

export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
