import { useSnapshot } from 'valtio';
import type { Role } from '#contract/roles';
import { session } from '../state/session';

/**
 * The seed spec's permission check: `roles` must be an array (else a developer error); an
 * empty array allows everyone; otherwise the active role must be in it. It re-renders, and so
 * re-checks, when the role changes.
 */
export function checkPermission(roles: unknown, role: Role | null): boolean {
  if (!Array.isArray(roles)) throw new Error('need roles! Like v-permission=["ADMIN_ROOT","BACKEND_SUPPORT_AGENT"]');
  if (roles.length === 0) return true;
  return role !== null && (roles as readonly unknown[]).includes(role);
}

export function usePermission(roles: readonly Role[]): boolean {
  const { info } = useSnapshot(session);
  return checkPermission(roles, info?.role ?? null);
}
