import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Role } from '../../contract/roles';

/** The caller behind a valid token, as the guard resolved it for this request. */
export interface AuthSession {
  sessionId: number;
  adminId: number;
  username: string;
  role: Role;
  roles: Role[];
  reauthAt: Date | null;
  mustChangePassword: boolean;
}

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
