import { z } from 'zod';
import { id } from '../validation';
import { adminInfo } from './auth';
import { adminSession, adminUserFields } from './admin-users';
import type { Endpoint } from './endpoint';

export const REGION_LOCALES = ['zh-CN', 'en-US'] as const;
export type RegionLocale = (typeof REGION_LOCALES)[number];

/** A node of the region tree; ids are GB/T 2260 codes in China and ISO 3166 codes abroad. */
export interface RegionNode {
  id: string;
  pid: string | null;
  name: string;
  children: RegionNode[];
}
export const regionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ id: z.string(), pid: z.string().nullable(), name: z.string(), children: z.array(regionNode) }),
);

/** Whether `value` is an absolute http(s) URL with a host: no javascript:, data: or the like. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const label = z.string().trim().max(64, 'must be at most 64 characters');

/** Field rules of the user-settings form, shared with the client. */
export const profileFields = {
  name: adminUserFields.name,
  email: adminUserFields.email,
  phone: adminUserFields.phone,
  job: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{0,32}$/, 'must be up to 32 characters of a-z, 0-9, _ and -'),
  jobName: label,
  organization: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{0,32}$/, 'must be up to 32 characters of a-z, 0-9, _ and -'),
  organizationName: label,
  /** A region id from `/admins/regions/get`, or '' for none; the server fills locationName. */
  location: z.string().trim().max(16),
  introduction: z.string().trim().max(500, 'must be at most 500 characters'),
  personalWebsite: z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine((v) => v === '' || isWebUrl(v), 'must be an http:// or https:// URL'),
};

export const profileApi = {
  '/admins/profile/update': {
    area: 'self',
    body: z
      .object({
        name: profileFields.name.optional(),
        email: profileFields.email.optional(),
        phone: profileFields.phone.optional(),
        job: profileFields.job.optional(),
        jobName: profileFields.jobName.optional(),
        organization: profileFields.organization.optional(),
        organizationName: profileFields.organizationName.optional(),
        location: profileFields.location.optional(),
        /** The language locationName is written in; zh-CN unless told. */
        locale: z.enum(REGION_LOCALES).optional(),
        introduction: profileFields.introduction.optional(),
        personalWebsite: profileFields.personalWebsite.optional(),
      })
      .strict()
      .refine((b) => Object.keys(b).some((k) => k !== 'locale'), {
        message: 'give at least one field to change',
        path: ['name'],
      }),
    reply: adminInfo,
  },
  '/admins/regions/get': {
    area: 'self',
    body: z.object({ locale: z.enum(REGION_LOCALES).default('zh-CN') }).strict(),
    reply: z.array(regionNode),
  },
  '/admins/sessions/mine': {
    area: 'self',
    body: z.object({}).strict(),
    reply: z.object({ list: z.array(adminSession) }),
  },
  '/admins/sessions/revoke-mine': {
    area: 'self',
    body: z
      .object({ sessionId: id.optional(), allOthers: z.literal(true).optional() })
      .strict()
      .refine((b) => (b.sessionId === undefined) !== (b.allOthers === undefined), {
        message: 'give sessionId or allOthers, exactly one',
        path: ['sessionId'],
      }),
    reply: z.object({ revoked: z.number() }),
  },
} as const satisfies Record<string, Endpoint>;
