import { z } from 'zod';
import { ROLES } from '../roles';
import { id, otp, username } from '../validation';
import { SECURITY_NOTICE_KINDS } from '../session-ends';
import type { Endpoint } from './endpoint';

const role = z.enum(ROLES);

/** Something that happened to the admin's own account, told at the next login until acknowledged. */
export const securityNotice = z.object({
  id: z.number(),
  kind: z.enum(SECURITY_NOTICE_KINDS),
  at: z.string(),
  /** SECOND_FACTOR_LOCKED: `failures`, `windowSeconds` and the `sources` (addresses) of the wrong codes. */
  data: z.record(z.string(), z.unknown()),
});
export type SecurityNotice = z.infer<typeof securityNotice>;

export const adminInfo = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  job: z.string(),
  jobName: z.string(),
  organization: z.string(),
  organizationName: z.string(),
  location: z.string(),
  locationName: z.string(),
  email: z.string(),
  phone: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.number(),
  role,
  roles: z.array(role),
  mustChangePassword: z.boolean(),
  /** Holds a role of MFA_REQUIRED_ROLES without a second factor: only user settings answer until enrolled. */
  mfaEnrollmentRequired: z.boolean(),
  /** Notices not yet acknowledged (`/admins/security-notices/ack`); empty in replies other than info/get. */
  securityNotices: z.array(securityNotice),
});
export type AdminInfo = z.infer<typeof adminInfo>;

const menuNode: z.ZodType<MenuNodeShape> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    meta: z.object({
      locale: z.string(),
      icon: z.string().optional(),
      roles: z.array(role),
      order: z.number(),
      hideInMenu: z.boolean(),
    }),
    children: z.array(menuNode),
  }),
);
interface MenuNodeShape {
  path: string;
  name: string;
  meta: {
    locale: string;
    icon?: string | undefined;
    roles: (typeof ROLES)[number][];
    order: number;
    hideInMenu: boolean;
  };
  children: MenuNodeShape[];
}

const empty = z.object({}).strict();

export const authApi = {
  '/admins/login': {
    area: 'public',
    body: z.object({ username, password: z.string().min(1).max(1024), otp: otp.optional() }).strict(),
    reply: z.string(),
  },
  '/admins/logout': { area: 'self', body: empty, reply: z.null() },
  '/admins/info/get': { area: 'self', body: empty, reply: adminInfo },
  '/admins/menus/get': { area: 'self', body: empty, reply: z.array(menuNode) },
  '/admins/role/switch': {
    area: 'self',
    body: z.object({ role }).strict(),
    reply: adminInfo,
  },
  '/admins/reauth': {
    area: 'self',
    body: z.object({ password: z.string().min(1).max(1024), otp: otp.optional() }).strict(),
    reply: z.object({ validUntil: z.string() }),
  },
  '/admins/security-notices/ack': {
    area: 'self',
    body: z.object({ ids: z.array(id).min(1).max(50) }).strict(),
    reply: z.object({ acknowledged: z.number() }),
  },
  '/admins/password/change': {
    area: 'self',
    // The new password's rules are the server's, checked only once the old password proved right,
    // so that a guess at the old one learns nothing from them.
    body: z.object({ oldPassword: z.string().min(1).max(1024), newPassword: z.string().min(1).max(1024) }).strict(),
    reply: z.null(),
  },
} as const satisfies Record<string, Endpoint>;
