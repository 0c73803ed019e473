import type { ReactNode } from 'react';
import type { Role } from '#contract/roles';
import { usePermission } from './use-permission';

/**
 * Renders its children only for the listed roles (the seed spec's v-permission). It mirrors the
 * server's rules for display; the server still refuses a call the role may not make.
 */
export function Permission({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return usePermission(roles) ? <>{children}</> : null;
}
