import type { Db } from '../../db/client';
import { ConfigError, type Config } from '../../config';
import { countMfaEnabled } from '../../db/mfa-rows';

/**
 * The settings of the second factor as this start will use them. Without the key, a confirmed
 * secret can never be read, so once any admin has MFA the server refuses to start without it;
 * before that it starts (the demo has no key). MFA_REQUIRED_ROLES left unset is ADMIN_ROOT, but
 * none on PGlite, the try-out database whose demo passwords are printed at every start.
 */
export async function mfaSettingsAtStart(db: Db, config: Config, kind: 'pglite' | 'postgres'): Promise<Config> {
  if (!config.MFA_ENCRYPTION_KEY) {
    const enabled = await countMfaEnabled(db);
    if (enabled > 0) {
      throw new ConfigError(
        `MFA_ENCRYPTION_KEY is required: ${enabled} admin(s) have a second factor, whose secrets it decrypts`,
      );
    }
  }
  if (config.MFA_REQUIRED_ROLES === undefined && kind === 'pglite') return { ...config, MFA_REQUIRED_ROLES: [] };
  return config;
}
