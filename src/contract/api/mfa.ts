import { z } from 'zod';
import { id, otp, totpCode } from '../validation';
import type { Endpoint } from './endpoint';

/** How many recovery codes a confirmed enrolment hands out, each good once. */
export const RECOVERY_CODE_COUNT = 10;

const empty = z.object({}).strict();

export const mfaApi = {
  '/admins/mfa/status': {
    area: 'self',
    body: empty,
    reply: z.object({
      enabled: z.boolean(),
      /** Whether a role the admin holds is in MFA_REQUIRED_ROLES. */
      required: z.boolean(),
      recoveryCodesLeft: z.number(),
    }),
  },
  /** Needs a fresh step-up; starts (or restarts) an enrolment that `confirm` completes. */
  '/admins/mfa/enroll': {
    area: 'self',
    body: empty,
    reply: z.object({ secret: z.string(), otpauthUri: z.string() }),
  },
  '/admins/mfa/confirm': {
    area: 'self',
    body: z.object({ code: totpCode }).strict(),
    /**
     * Turning MFA on ends the admin's other sessions (`endedSessions` of them: they were opened
     * without the factor) and every step-up taken before it: the next one asks for a code.
     */
    reply: z.object({ recoveryCodes: z.array(z.string()), endedSessions: z.number() }),
  },
  '/admins/mfa/disable': {
    area: 'self',
    body: z.object({ code: otp }).strict(),
    reply: z.null(),
  },
  /** ADMIN_ROOT, with step-up: removes another admin's second factor (a lost device) and ends its sessions. */
  '/admins/admin/mfa-reset': {
    area: 'adminUsers',
    body: z.object({ adminId: id }).strict(),
    reply: z.object({ revokedSessions: z.number() }),
  },
} as const satisfies Record<string, Endpoint>;
