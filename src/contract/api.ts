import type { z } from 'zod';
import { authApi } from './api/auth';
import { notificationsApi } from './api/notifications';
import { moderationListApi } from './api/moderation-lists';
import { moderationUpdateApi } from './api/moderation-updates';
import { moderationQueueApi } from './api/moderation-queue';
import { moderationAccountApi } from './api/moderation-account-info';

/**
 * Every endpoint of the admin API. The server registers exactly these, its role guard reads
 * their areas, and the client types its calls from them (type-only, so zod stays off the client).
 */
export const api = {
  ...authApi,
  ...notificationsApi,
  ...moderationListApi,
  ...moderationUpdateApi,
  ...moderationQueueApi,
  ...moderationAccountApi,
} as const;

export type ApiPath = keyof typeof api;
export type ApiBody<P extends ApiPath> = z.input<(typeof api)[P]['body']>;
export type ApiParsedBody<P extends ApiPath> = z.output<(typeof api)[P]['body']>;
export type ApiReply<P extends ApiPath> = z.output<(typeof api)[P]['reply']>;
