import { constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { findTarEntry, firstTarEntry, tarEntry, tarEntryProblem } from './tar';

/** The backup's first tar entry: what took it, and which schema its data is at. */
export const MANIFEST_NAME = 'backoffice-backup.json';

const manifestSchema = z.object({
  format: z.literal('backoffice-pglite-backup'),
  version: z.literal(1),
  takenAt: z.iso.datetime(),
  pglite: z.string(),
  /** `server_version` of the PGlite that wrote it, e.g. "18.6". */
  postgres: z.string(),
  /** The drizzle migrations applied to the data, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  /**
   * The size of PGlite's tarball once decompressed: a restore decompresses no more than this
   * (and never more than RESTORE_MAX_BYTES). Backups written before it was recorded lack it.
   */
  dataBytes: z.number().int().nonnegative().optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/**
 * The most a restore decompresses, whatever the manifest says: the whole data directory is held
 * in memory while PGlite loads it, and a small file can hold a huge run of zeros. The demo data
 * set's is ~125 MB; a data set near this belongs on PostgreSQL.
 */
export const RESTORE_MAX_BYTES = 2 * 1024 ** 3;
/** Enough of the compressed file to hold the manifest: it is the first entry and a few KB. */
const HEAD_BYTES = 16 * 1024;

/** The file cannot be restored here; the message says why in the operator's terms. */
export class BackupFileError extends Error {}

/** Manifest first, then PGlite's own tarball of the data directory, gzipped as one file. */
export function packBackup(manifest: BackupManifest, dataTar: Buffer): Buffer {
  const head = tarEntry(
    MANIFEST_NAME,
    Buffer.from(JSON.stringify(manifest, null, 2) + '\n'),
    new Date(manifest.takenAt),
  );
  return gzipSync(Buffer.concat([head, dataTar]));
}

export interface UnpackedBackup {
  manifest: BackupManifest;
  /** PGlite's tarball alone, as `loadDataDir` takes it. */
  dataTar: Buffer;
  /** PG_VERSION of the dumped data directory, e.g. "18". */
  pgMajor: string;
}

/**
 * Reads a backup file and checks that it is one, whole, before anything is written. The manifest
 * is read first, from the file's first bytes; the rest is decompressed only up to the size the
 * manifest declares and never past `maxBytes`. Every entry of the data must be a file or a
 * directory with a name inside the data directory.
 */
export function unpackBackup(file: Buffer, maxBytes = RESTORE_MAX_BYTES): UnpackedBackup {
  let start: Buffer;
  // Decompressing a prefix forgives what a whole file would not; gzip's magic number comes first.
  if (file.length < 18 || file[0] !== 0x1f || file[1] !== 0x8b) {
    throw new BackupFileError('not a backup: the file is not gzip data (or it is cut short)');
  }
  try {
    // A prefix of the file, flushed as far as it goes: what it decompresses to starts with the manifest.
    start = gunzipSync(file.subarray(0, HEAD_BYTES), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  } catch {
    throw new BackupFileError('not a backup: the file is not gzip data (or it is cut short)');
  }
  const first = firstTarEntry(start);
  if (!first || first.name !== MANIFEST_NAME) {
    throw new BackupFileError(`not a Backoffice backup: it does not start with ${MANIFEST_NAME}`);
  }
  const declared = readManifest(first.content).dataBytes;
  if (declared !== undefined && first.end + declared > maxBytes) {
    throw new BackupFileError(
      `the backup's data is ${declared} bytes once decompressed, over the ${maxBytes} bytes a restore takes`,
    );
  }
  const limit = declared === undefined ? maxBytes : first.end + declared;
  let tar: Buffer;
  try {
    // One byte more than allowed, to tell "exactly the limit" from "more".
    tar = gunzipSync(file, { maxOutputLength: limit + 1 });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig(limit);
    throw new BackupFileError('not a backup: the file is not gzip data (or it is cut short)');
  }
  if (tar.length > limit) throw tooBig(limit);
  const head = firstTarEntry(tar);
  if (!head || head.name !== MANIFEST_NAME) {
    throw new BackupFileError(`not a Backoffice backup: it does not start with ${MANIFEST_NAME}`);
  }
  const manifest = readManifest(head.content);
  const dataTar = tar.subarray(head.end);
  const problem = tarEntryProblem(dataTar);
  if (problem) throw new BackupFileError(`the backup's data is refused: ${problem}`);
  const pgVersion = findTarEntry(dataTar, '/PG_VERSION');
  if (!pgVersion) throw new BackupFileError('the backup holds no PostgreSQL data directory (no PG_VERSION)');
  return { manifest, dataTar, pgMajor: pgVersion.toString('ascii').trim() };
}

const tooBig = (limit: number) =>
  new BackupFileError(
    `the backup decompresses to more than ${limit} bytes, more than its manifest declares or a restore takes: refused`,
  );

function readManifest(content: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(content.toString('utf8'));
  } catch {
    throw new BackupFileError(`not a Backoffice backup: ${MANIFEST_NAME} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupFileError(
      `not a backup this build can read: ${MANIFEST_NAME} ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`,
    );
  }
  return parsed.data;
}

export interface BuildFacts {
  pglite: string;
  /** Migrations of this build, oldest first. */
  migrations: readonly { hash: string; createdAt: number }[];
}

const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * Refuses a backup this build cannot run: another PostgreSQL major (PGlite changes it between
 * 0.x lines), or data at a migration this build does not have. Older data is fine: the server
 * migrates it at start, as it would an older data directory.
 */
export function checkCompatible({ manifest, pgMajor }: UnpackedBackup, build: BuildFacts): void {
  if (manifest.postgres.split('.')[0] !== pgMajor) {
    throw new BackupFileError(
      `the backup is inconsistent: its manifest says PostgreSQL ${manifest.postgres}, its data PG_VERSION ${pgMajor}`,
    );
  }
  if (minorLine(manifest.pglite) !== minorLine(build.pglite)) {
    throw new BackupFileError(
      `the backup was taken with PGlite ${manifest.pglite} (PostgreSQL ${manifest.postgres}); this build runs ` +
        `PGlite ${build.pglite}, whose data directories are not compatible. Restore it with a build of the same ` +
        `PGlite line, then move the data with pg_dump.`,
    );
  }
  manifest.migrations.forEach((m, i) => {
    const ours = build.migrations[i];
    if (!ours) {
      throw new BackupFileError(
        `the backup's data is at a newer schema (migration ${i + 1} of ${manifest.migrations.length}; this build ` +
          `has ${build.migrations.length}). Restore it with the build that took it, or a newer one.`,
      );
    }
    if (ours.hash !== m.hash) {
      throw new BackupFileError(
        `the backup's migration ${i + 1} is not this build's migration ${i + 1}: it comes from another branch of the schema`,
      );
    }
  });
}
