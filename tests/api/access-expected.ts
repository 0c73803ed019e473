import type { ApiPath } from '#contract/api';
import type { Role } from '#contract/roles';

const ROOT = 'ADMIN_ROOT';
const AGENT = 'BACKEND_SUPPORT_AGENT';
const PROMOTE = 'PROMOTE';
const PUBLIC = 'public';

/**
 * Who may call each endpoint, written out by hand from DESIGN §4 rather than derived from
 * access.ts: a wrong role in the area table, or an endpoint put in the wrong area, fails the
 * matrix test instead of being copied into its expectations.
 */
export const MAY_CALL: Record<ApiPath, readonly Role[] | typeof PUBLIC> = {
  '/admins/about-account-list/get': [ROOT, AGENT],
  '/admins/about-account/update': [ROOT, AGENT],
  '/admins/account-info/get': [ROOT, AGENT],
  '/admins/account-list/get': [ROOT, AGENT],
  '/admins/account-status': [ROOT, AGENT],
  '/admins/action-log/export': [ROOT],
  '/admins/action-log/list': [ROOT],
  '/admins/admin-list': [ROOT],
  '/admins/admin/create': [ROOT],
  '/admins/admin/disable': [ROOT],
  '/admins/admin/reset-password': [ROOT],
  '/admins/admin/roles': [ROOT],
  '/admins/admin/session-revoke': [ROOT],
  '/admins/admin/sessions': [ROOT],
  '/admins/apk-channel': [ROOT],
  '/admins/apk-channel-list': [ROOT],
  '/admins/avatar-cert-list/get': [ROOT, AGENT],
  '/admins/info/get': [ROOT, AGENT, PROMOTE],
  '/admins/login': PUBLIC,
  '/admins/logout': [ROOT, AGENT, PROMOTE],
  '/admins/menus/get': [ROOT, AGENT, PROMOTE],
  '/admins/message-list/get': [ROOT, AGENT],
  '/admins/moment-comment-list/get': [ROOT, AGENT],
  '/admins/moment-list/get': [ROOT, AGENT],
  '/admins/notifications/list': [ROOT, AGENT, PROMOTE],
  '/admins/notifications/read': [ROOT, AGENT, PROMOTE],
  '/admins/order-list/get': [ROOT, AGENT],
  '/admins/order-refund': [ROOT, AGENT],
  '/admins/order/get': [ROOT, AGENT],
  '/admins/paid-stats/get': [ROOT, PROMOTE],
  '/admins/password/change': [ROOT, AGENT, PROMOTE],
  '/admins/profile/update': [ROOT, AGENT, PROMOTE],
  '/admins/question-list/get': [ROOT, AGENT],
  '/admins/question-reply-list/get': [ROOT, AGENT],
  '/admins/queue/lease': [ROOT, AGENT],
  '/admins/queue/release': [ROOT, AGENT],
  '/admins/reauth': [ROOT, AGENT, PROMOTE],
  '/admins/reg-stats': [ROOT, PROMOTE],
  '/admins/regions/get': [ROOT, AGENT, PROMOTE],
  '/admins/reply-comment-list/get': [ROOT, AGENT],
  '/admins/report-list/get': [ROOT, AGENT],
  '/admins/role/switch': [ROOT, AGENT, PROMOTE],
  '/admins/sessions/mine': [ROOT, AGENT, PROMOTE],
  '/admins/sessions/revoke-mine': [ROOT, AGENT, PROMOTE],
  '/admins/source-stats': [ROOT, PROMOTE],
  '/admins/update-account-enabled': [ROOT, AGENT],
  '/admins/update-audit-status': [ROOT, AGENT],
  '/admins/update-moment-comment-enabled': [ROOT, AGENT],
  '/admins/update-moment-enabled': [ROOT, AGENT],
  '/admins/update-question-enabled': [ROOT, AGENT],
  '/admins/update-question-reply-enabled': [ROOT, AGENT],
  '/admins/update-reply-comment-enabled': [ROOT, AGENT],
  '/admins/update-report-finish': [ROOT, AGENT],
  '/admins/update-report-reopen': [ROOT, AGENT],
  '/admins/user-count-stats': [ROOT, PROMOTE],
  '/admins/workplace/categories': [ROOT, AGENT, PROMOTE],
  '/admins/search': [ROOT, AGENT, PROMOTE],
  '/admins/workplace/content-data': [ROOT, AGENT, PROMOTE],
  '/admins/workplace/get': [ROOT, AGENT, PROMOTE],
  '/admins/workplace/popular': [ROOT, AGENT, PROMOTE],
};
