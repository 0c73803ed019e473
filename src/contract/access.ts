import type { Role } from './roles';

/**
 * Areas of DESIGN §4. Every endpoint and every client route belongs to exactly one, and this
 * table is the only place that says which roles may enter it. `public` needs no session.
 */
export const AREA_ROLES = {
  public: [],
  self: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT', 'PROMOTE'],
  moderation: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'],
  orders: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'],
  refunds: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'],
  channels: ['ADMIN_ROOT'],
  paidStats: ['ADMIN_ROOT', 'PROMOTE'],
  userStats: ['ADMIN_ROOT', 'PROMOTE'],
  adminUsers: ['ADMIN_ROOT'],
  rules: ['ADMIN_ROOT'],
  teamStats: ['ADMIN_ROOT'],
  /** Second review of sampled decisions (issue 41): the leads and the support agents review each other. */
  secondReview: ['ADMIN_ROOT', 'BACKEND_SUPPORT_AGENT'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

/** Whether a session acting as `role` may enter `area`. */
export function roleMayEnter(role: Role | null | undefined, area: Area): boolean {
  if (area === 'public') return true;
  if (!role) return false;
  return (AREA_ROLES[area] as readonly Role[]).includes(role);
}
