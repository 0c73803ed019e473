import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema/security';

const NAME = 'device-cookie';
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The known-device cookie's HMAC key, shared by every replica through the database: the first
 * process to need it makes it (a conflicting insert means another was first, and its key wins).
 * Held in memory after the first read. Deleting its row (and restarting) forgets every device.
 */
export function deviceKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMake(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function readOrMake(db: Db): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: NAME, key: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, NAME));
  return Buffer.from(row!.key, 'base64');
}
