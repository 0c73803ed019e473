import { z } from 'zod';
import { ROLES } from '../roles';
import { id, password } from '../validation';
import { listReply, listRequest } from './list';
import type { Endpoint } from './endpoint';

const role = z.enum(ROLES);
const roles = z
  .array(role)
  .min(1, 'at least one role is required')
  .max(ROLES.length)
  .refine((r) => new Set(r).size === r.length, 'must not repeat a role');

/** Field rules of the admin-user forms, shared with the client. */
export const adminUserFields = {
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9_.-]{2,64}$/, 'must be 2–64 characters of a-z, 0-9, _ . -'),
  password,
  roles,
  name: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters')
    .refine((v) => v === '' || z.regexes.email.test(v), 'must be an email address'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+()\- ]{0,32}$/, 'must be a phone number (digits, spaces, + - ( ))'),
};

export const adminUser = z.object({
  id: z.number(),
  version: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(role),
  activeRole: role,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  registrationDate: z.string(),
  /** Sessions neither revoked nor past their absolute expiry. */
  liveSessions: z.number(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminSession = z.object({
  id: z.number(),
  activeRole: role,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** ACTIVE until revoked, idle too long, or past the absolute limit. */
  state: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
  ip: z.string(),
  userAgent: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSession>;

export const adminListFilters = {
  /** Substring of the username or the name, case-insensitive. */
  q: z.string().trim().min(1).max(64).optional(),
  role: role.optional(),
  disabled: z.boolean().optional(),
};

const target = { adminId: id };

export const adminUsersApi = {
  '/admins/admin-list': {
    area: 'adminUsers',
    body: listRequest(adminListFilters, ['id', 'username'] as const),
    reply: listReply(adminUser),
  },
  '/admins/admin/create': {
    area: 'adminUsers',
    body: z
      .object({
        username: adminUserFields.username,
        /** The initial password; the new admin must change it at first login. */
        password: adminUserFields.password,
        roles: adminUserFields.roles,
        name: adminUserFields.name.optional(),
        email: adminUserFields.email.optional(),
        phone: adminUserFields.phone.optional(),
      })
      .strict(),
    reply: adminUser,
  },
  '/admins/admin/roles': {
    area: 'adminUsers',
    body: z
      .object({ ...target, roles: adminUserFields.roles, expectedVersion: z.number().int().min(1).optional() })
      .strict(),
    reply: z.object({ admin: adminUser, revokedSessions: z.number() }),
  },
  '/admins/admin/disable': {
    area: 'adminUsers',
    body: z.object({ ...target, disabled: z.boolean(), reason: z.string().trim().max(500).optional() }).strict(),
    reply: z.object({ admin: adminUser, revokedSessions: z.number() }),
  },
  '/admins/admin/reset-password': {
    area: 'adminUsers',
    body: z.object({ ...target, password: adminUserFields.password }).strict(),
    reply: z.object({ admin: adminUser, revokedSessions: z.number() }),
  },
  '/admins/admin/sessions': {
    area: 'adminUsers',
    body: z.object({ ...target, includeEnded: z.boolean().default(false) }).strict(),
    reply: z.object({ list: z.array(adminSession) }),
  },
  '/admins/admin/session-revoke': {
    area: 'adminUsers',
    body: z.object({ ...target, sessionId: id }).strict(),
    reply: z.object({ revoked: z.boolean() }),
  },
} as const satisfies Record<string, Endpoint>;
