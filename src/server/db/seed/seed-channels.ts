import { apkChannels } from '../schema/commerce';
import type { Db } from '../client';
import { CHANNELS } from './catalog';

/** The dozen apk channels; a handful of rows, so the ORM is fine here. */
export async function seedChannels(db: Db, now: Date): Promise<void> {
  const day = 86_400_000;
  await db.insert(apkChannels).values(
    CHANNELS.map((c, i) => ({
      code: c.code,
      name: c.name,
      downloadUrl: c.downloadUrl,
      version: c.version,
      enabled: c.enabled,
      note: c.note,
      // Channels were opened over the app's life and touched at the last release.
      createdAt: new Date(now.getTime() - (900 - i * 45) * day),
      updatedAt: new Date(now.getTime() - (c.enabled ? 3 + i : 200 + i) * day),
    })),
  );
}
