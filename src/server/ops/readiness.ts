import type { Db } from '../db/client';
import { appliedMigrations, migrationDrift, shippedMigrations } from '../db/migration-state';
import type { Logger } from '../logger';
import { withTimeout } from './with-timeout';

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessSources {
  db: Db;
  log: Logger;
  /** True from SIGTERM on: the process still serves, but asks the balancer to stop sending. */
  draining: () => boolean;
  /** The migrations this build ships (journal timestamps); read from the build by default. */
  shipped?: readonly number[];
}

/** Below a balancer's usual probe timeout (1 s in Kubernetes by default is tight; most set 2–5 s). */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Ready when the process is not draining, the database answers within READY_TIMEOUT_MS through
 * the pool that serves requests, and the migrations recorded there are exactly this build's. One
 * statement does both. The reason names the cause, never an address or an error's text.
 */
export function readinessCheck(sources: ReadinessSources): () => Promise<Readiness> {
  const shipped = sources.shipped ?? shippedMigrations();
  let lastReason: string | null = null;

  const evaluate = async (): Promise<Readiness> => {
    if (sources.draining()) return { ready: false, reason: 'draining' };
    let applied: number[];
    try {
      applied = await withTimeout(appliedMigrations(sources.db), READY_TIMEOUT_MS);
    } catch (err) {
      if (lastReason !== 'database unavailable') sources.log.warn('readiness: database unavailable', { err });
      return { ready: false, reason: 'database unavailable' };
    }
    const drift = migrationDrift(shipped, applied);
    if (drift.missing > 0)
      return { ready: false, reason: `migrations pending: ${drift.missing} of this build not applied` };
    if (drift.unknown > 0)
      return { ready: false, reason: `database ahead: ${drift.unknown} migrations unknown to this build` };
    return { ready: true };
  };

  return async () => {
    const result = await evaluate();
    const reason = result.ready ? null : result.reason;
    // Logged on change only: a balancer probes every few seconds.
    if (reason !== lastReason) {
      if (reason) sources.log.warn('not ready', { reason });
      else sources.log.info('ready');
      lastReason = reason;
    }
    return result;
  };
}
