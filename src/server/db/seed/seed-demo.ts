import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { seedDemoAdmins } from './seed-admins';

export type SeedScale = 'demo' | '100k' | '1m';

export interface SeedOptions {
  scale: SeedScale;
  progress: boolean;
}

/** A database with no admin has never been seeded (nor set up by `npm run admin`). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM admins`);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, _options: SeedOptions): Promise<void> {
  await seedDemoAdmins(db);
}
