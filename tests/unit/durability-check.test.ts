import { describe, expect, it } from 'vitest';
import { refuseUnsafeDurability, type Db } from '#server/db/client';

const settings = (fsync: string, synchronous_commit: string) =>
  ({ execute: async () => ({ rows: [{ fsync, synchronous_commit }] }) }) as unknown as Db;

describe('PostgreSQL durability check', () => {
  it('accepts fsync and synchronous_commit on', async () => {
    await expect(refuseUnsafeDurability(settings('on', 'on'))).resolves.toBeUndefined();
    await expect(refuseUnsafeDurability(settings('on', 'remote_apply'))).resolves.toBeUndefined();
  });

  it('refuses to start with either off, naming both settings', async () => {
    await expect(refuseUnsafeDurability(settings('off', 'on'))).rejects.toThrow(/fsync=off and synchronous_commit=on/);
    await expect(refuseUnsafeDurability(settings('on', 'off'))).rejects.toThrow(/synchronous_commit=off/);
  });
});
