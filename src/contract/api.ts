import type { z } from 'zod';
import { authApi } from './api/auth';
import { notificationsApi } from './api/notifications';
import { ordersApi } from './api/orders';
import { channelsApi } from './api/channels';
import { adminUsersApi } from './api/admin-users';
import { actionLogApi } from './api/action-log';
import { profileApi } from './api/profile';
import { moderationListApi } from './api/moderated-kind-schemas';
import { moderationUpdateApi } from './api/moderation-updates';
import { moderationQueueApi } from './api/moderation-queue';
import { moderationAccountApi } from './api/moderation-account-info';
import { enforcementApi } from './api/enforcement';
import { statsApi } from './api/stats';
import { paidStatsApi } from './api/stats-paid';
import { workplaceApi } from './api/workplace';
import { searchApi } from './api/search';
import { mfaApi } from './api/mfa';
import { apiTokensApi } from './api/api-tokens';
import { openApiApi } from './api/openapi';
import { rulesApi } from './api/rules';
import { savedViewsApi } from './api/saved-views';
import { liveApi } from './api/live';
import { teamStatsApi } from './api/team-stats';
import { personHoldsApi } from './api/person-holds';
import { classifierApi } from './api/classifier';
import { wavesApi } from './api/waves';

/**
 * Every endpoint of the admin API. The server registers exactly these, its role guard reads
 * their areas, and the client types its calls from them (type-only, so zod stays off the client).
 */
export const api = {
  ...authApi,
  ...notificationsApi,
  ...ordersApi,
  ...channelsApi,
  ...adminUsersApi,
  ...actionLogApi,
  ...profileApi,
  ...moderationListApi,
  ...moderationUpdateApi,
  ...moderationQueueApi,
  ...moderationAccountApi,
  ...enforcementApi,
  ...statsApi,
  ...paidStatsApi,
  ...workplaceApi,
  ...searchApi,
  ...mfaApi,
  ...apiTokensApi,
  ...openApiApi,
  ...rulesApi,
  ...savedViewsApi,
  ...liveApi,
  ...teamStatsApi,
  ...personHoldsApi,
  ...classifierApi,
  ...wavesApi,
} as const;

export type ApiPath = keyof typeof api;
export type ApiBody<P extends ApiPath> = z.input<(typeof api)[P]['body']>;
export type ApiParsedBody<P extends ApiPath> = z.output<(typeof api)[P]['body']>;
export type ApiReply<P extends ApiPath> = z.output<(typeof api)[P]['reply']>;
