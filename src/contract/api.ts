import type { z } from 'zod';
import { authApi } from './api/auth';
import { notificationsApi } from './api/notifications';
import { statsApi } from './api/stats';
import { paidStatsApi } from './api/stats-paid';
import { workplaceApi } from './api/workplace';

/**
 * Every endpoint of the admin API. The server registers exactly these, its role guard reads
 * their areas, and the client types its calls from them (type-only, so zod stays off the client).
 */
export const api = {
  ...authApi,
  ...notificationsApi,
  ...statsApi,
  ...paidStatsApi,
  ...workplaceApi,
} as const;

export type ApiPath = keyof typeof api;
export type ApiBody<P extends ApiPath> = z.input<(typeof api)[P]['body']>;
export type ApiParsedBody<P extends ApiPath> = z.output<(typeof api)[P]['body']>;
export type ApiReply<P extends ApiPath> = z.output<(typeof api)[P]['reply']>;
