import type { Role } from '#contract/roles';

/** The caller behind a valid token, as the guard resolved it for this request. */
export interface AuthSession {
  /** The admin_sessions row; 0 for an API token, which has none. */
  sessionId: number;
  /** Set when the caller is an API token: it acts in one role and never passes step-up (reauthAt stays null). */
  apiTokenId: number | null;
  adminId: number;
  username: string;
  role: Role;
  roles: Role[];
  reauthAt: Date | null;
  mustChangePassword: boolean;
  /** Holds a role of MFA_REQUIRED_ROLES without a second factor: only user settings answer. */
  mfaEnrollmentRequired: boolean;
}

/** Where a request comes from: what every action-log row records, logged in or not. */
export interface Caller {
  ip: string;
  requestId: string;
  userAgent: string;
  /** The known-device cookie as sent, unchecked (lib/device-cookie.ts); absent outside a browser. */
  deviceCookie?: string | undefined;
}

/**
 * Who performs a call: built once per request by http/ and handed to every service verb, which
 * checks step-up on `session` and writes `adminId`, `ip` and `requestId` to the action log.
 */
export interface Actor extends Caller {
  adminId: number;
  session: AuthSession;
}

/** The operator's command line: shell access, no admin of its own and no session to step up. */
export interface Operator extends Caller {
  adminId: null;
  session: null;
}

export function operator(requestId: string): Operator {
  return { adminId: null, session: null, ip: 'cli', userAgent: 'cli', requestId };
}
