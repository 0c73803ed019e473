/** The three staff roles of DESIGN §4. An admin may hold several; a session acts as one. */
export const ROLES = ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
