import type { Db } from '../../db/client';
import type { EnforcementClock } from '../../db/enforcement-rows';
import type { Actor } from '../../domain/actor';

/** What every enforcement verb needs: the database, the caller and the clock it measures with. */
export interface EnforcementContext {
  db: Db;
  actor: Actor;
  clock: EnforcementClock;
}
