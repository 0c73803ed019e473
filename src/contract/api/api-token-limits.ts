import type { ApiPath } from '../api';

/**
 * Calls that belong to a person at a keyboard, not to a script: an API token gets a 40300 for
 * them (`reason` SESSION_ONLY; REAUTH_REQUIRED for /admins/reauth, since a token never steps up).
 */
export const SESSION_ONLY_PATHS: ReadonlySet<ApiPath> = new Set<ApiPath>([
  '/admins/logout',
  '/admins/role/switch',
  '/admins/reauth',
  '/admins/password/change',
  '/admins/security-notices/ack',
  '/admins/profile/update',
  '/admins/sessions/mine',
  '/admins/sessions/revoke-mine',
  '/admins/mfa/status',
  '/admins/mfa/enroll',
  '/admins/mfa/confirm',
  '/admins/mfa/disable',
  '/admins/events/ticket',
  '/admins/presence/set',
]);
