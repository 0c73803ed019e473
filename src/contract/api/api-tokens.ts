import { z } from 'zod';
import { ROLES } from '../roles';
import { id } from '../validation';
import type { Endpoint } from './endpoint';

import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from '../api-token-lifetimes';

export { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS, API_TOKEN_PREFIX } from '../api-token-lifetimes';

/**
 * Why a token was revoked: by hand, or with its maker's credentials. A token acts as its maker,
 * so it ends whenever its maker's password, second factor, roles or account change.
 */
export const API_TOKEN_REVOKE_REASONS = [
  'REVOKED',
  'MAKER_PASSWORD_CHANGED',
  'MAKER_PASSWORD_RESET',
  'MAKER_MFA_DISABLED',
  'MAKER_MFA_RESET',
  'MAKER_ROLES_CHANGED',
  'MAKER_DISABLED',
] as const;
export type ApiTokenRevokeReason = (typeof API_TOKEN_REVOKE_REASONS)[number];

const role = z.enum(ROLES);

export const apiToken = z.object({
  id: z.number(),
  name: z.string(),
  /** The one role the token acts in. */
  role,
  /** The token's first characters, to tell tokens apart; the rest is never stored. */
  hint: z.string(),
  createdBy: z.number(),
  createdByUsername: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Exact to the minute: a busy token writes it at most once a minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.enum(API_TOKEN_REVOKE_REASONS).nullable(),
  state: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
});
export type ApiToken = z.infer<typeof apiToken>;

/** Field rules of the token form, shared with the client. */
export const apiTokenFields = {
  name: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  role,
  expiresInDays: z.number().int().min(1).max(API_TOKEN_MAX_DAYS).default(API_TOKEN_DEFAULT_DAYS),
};

export const apiTokensApi = {
  '/admins/api-tokens/list': {
    area: 'adminUsers',
    body: z.object({ includeEnded: z.boolean().default(false) }).strict(),
    reply: z.object({ list: z.array(apiToken) }),
  },
  '/admins/api-tokens/create': {
    area: 'adminUsers',
    body: z.object(apiTokenFields).strict(),
    /** `secret` is shown this once; the server keeps only its SHA-256. */
    reply: z.object({ token: apiToken, secret: z.string() }),
  },
  '/admins/api-tokens/revoke': {
    area: 'adminUsers',
    body: z.object({ tokenId: id }).strict(),
    reply: z.object({ revoked: z.boolean() }),
  },
} as const satisfies Record<string, Endpoint>;
