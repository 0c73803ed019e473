import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { AuthSession } from '../domain/actor';
import type { ReplyRecord } from '../ops/outcomes';
import type { LiveHub } from '../live/live-hub';

/** What every handler can reach: the database, settings, and who is calling from where. */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  /** The server's clock for time-bound state (suspensions, strike expiry); tests set their own. */
  now?: (() => Date) | undefined;
  /** The process's live event streams; without it `/admins/events` is 404. */
  live?: LiveHub | undefined;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    /** Made by the server (http/request-id.ts); the one the action log records. */
    requestId: string;
    /** The client's own X-Request-Id when well-formed, for correlating logs only. */
    clientRequestId: string | null;
    log: Logger;
    ip: string;
    session: AuthSession | null;
    /** The envelope sent, for the access log and the metrics; unset for pages, media and probes. */
    reply: ReplyRecord | undefined;
  };
};
