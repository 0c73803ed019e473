import type { AdminInfo } from '#contract/api/auth';

/**
 * Whether the server answers only user settings for now: a password change, or a second factor
 * to enrol (MFA_REQUIRED_ROLES), comes first.
 */
export function settingsOnly(info: Pick<AdminInfo, 'mustChangePassword' | 'mfaEnrollmentRequired'> | null): boolean {
  return !!info && (info.mustChangePassword || info.mfaEnrollmentRequired);
}
