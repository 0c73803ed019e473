import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tarEntry } from '#server/db/backup/tar';
import {
  BackupFileError,
  checkCompatible,
  packBackup,
  unpackBackup,
  type BackupManifest,
} from '#server/db/backup/backup-file';

const manifest: BackupManifest = {
  format: 'backoffice-pglite-backup',
  version: 1,
  takenAt: '2026-05-01T10:00:00.000Z',
  pglite: '0.5.16',
  postgres: '18.6',
  migrations: [
    { hash: 'a', createdAt: 1 },
    { hash: 'b', createdAt: 2 },
  ],
};
/** A stand-in for PGlite's dump: absolute names, as PGlite writes them, and the end-of-archive blocks. */
const dataTar = Buffer.concat([
  tarEntry('/PG_VERSION', Buffer.from('18\n')),
  tarEntry('/base/1/112', Buffer.alloc(700, 7)),
  Buffer.alloc(1024),
]);

describe('the backup file', () => {
  it('is a tar.gz that tar itself lists, manifest first', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bo-tar-')), 'b.tgz');
    writeFileSync(file, packBackup(manifest, dataTar));
    const listed = spawnSync('tar', ['tzf', file], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(listed.stdout.split('\n').filter(Boolean)).toEqual(['backoffice-backup.json', '/PG_VERSION', '/base/1/112']);
  });

  it("reads back the manifest, PGlite's tarball byte for byte, and the data's PostgreSQL major", () => {
    const read = unpackBackup(packBackup(manifest, dataTar));
    expect(read.manifest).toEqual(manifest);
    expect(read.dataTar.equals(dataTar)).toBe(true);
    expect(read.pgMajor).toBe('18');
  });

  it('refuses a file whose manifest header fails its checksum', () => {
    const packed = gunzipSync(packBackup(manifest, dataTar));
    // A byte of the modification time: only the checksum can tell.
    packed[140] = packed[140]! ^ 1;
    expect(() => unpackBackup(gzipSync(packed))).toThrow(BackupFileError);
    expect(() => unpackBackup(gzipSync(packed))).toThrow(/does not start with backoffice-backup.json/);
  });

  it('accepts data at an older schema and refuses a newer or a forked one', () => {
    const build = { pglite: '0.5.20', migrations: [...manifest.migrations, { hash: 'c', createdAt: 3 }] };
    const read = unpackBackup(packBackup(manifest, dataTar));
    expect(() => checkCompatible(read, build)).not.toThrow();
    expect(() => checkCompatible(read, { ...build, migrations: build.migrations.slice(0, 1) })).toThrow(/newer schema/);
    expect(() => checkCompatible(read, { ...build, migrations: [{ hash: 'x', createdAt: 1 }] })).toThrow(
      /another branch/,
    );
    expect(() => checkCompatible(read, { ...build, pglite: '0.6.0' })).toThrow(/not compatible/);
  });
});
