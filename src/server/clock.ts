import type { Deps } from './http/env';

/** The time as the server reads it: the system clock unless the deps carry another (tests). */
export function nowOf(deps: Pick<Deps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}
