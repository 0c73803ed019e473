import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { AuthSession } from '../domain/actor';

/** What every handler can reach: the database, settings, and who is calling from where. */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    ip: string;
    session: AuthSession | null;
  };
};
