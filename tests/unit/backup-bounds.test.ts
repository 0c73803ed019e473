import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { tarEntry } from '#server/db/backup/tar';
import {
  BackupFileError,
  MANIFEST_NAME,
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
  migrations: [{ hash: 'a', createdAt: 1 }],
};
const END = Buffer.alloc(1024);
const dataOf = (...entries: Buffer[]) => Buffer.concat([tarEntry('/PG_VERSION', Buffer.from('18\n')), ...entries, END]);

/** A tar entry of another type than a file: the header of `tarEntry` with its type flag replaced. */
function entryOfType(name: string, type: string, linkTo = '') {
  const entry = tarEntry(name, Buffer.alloc(0));
  entry.write(type, 156, 1, 'ascii');
  entry.write(linkTo, 157, 100, 'utf8');
  entry.fill(' ', 148, 156);
  const sum = entry.subarray(0, 512).reduce((t, b) => t + b, 0);
  entry.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return entry;
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(BackupFileError);
    return (err as Error).message;
  }
  throw new Error('not refused');
};

describe('what a restore decompresses', () => {
  it('stops at the size the manifest declares: a small file holding a run of zeros is refused, not unpacked', () => {
    const zeros = dataOf(tarEntry('/base/1/zero', Buffer.alloc(16 * 1024 * 1024)));
    const declared = { ...manifest, dataBytes: 4096 };
    const file = packBackup(declared, zeros);
    expect(file.length).toBeLessThan(200_000);
    expect(refusal(() => unpackBackup(file))).toMatch(/decompresses to more than \d+ bytes/);
  });

  it('refuses a declared size over the cap before decompressing anything, and caps a backup that declares none', () => {
    const data = dataOf(tarEntry('/base/1/112', Buffer.alloc(300_000, 7)));
    expect(refusal(() => unpackBackup(packBackup({ ...manifest, dataBytes: 10 ** 12 }, data)))).toMatch(
      /is 1000000000000 bytes once decompressed, over the \d+ bytes a restore takes/,
    );
    expect(refusal(() => unpackBackup(packBackup(manifest, data), 100_000))).toMatch(/more than 100000 bytes/);
    // Within its bound, the same file reads back whole.
    expect(unpackBackup(packBackup({ ...manifest, dataBytes: data.length }, data)).dataTar.equals(data)).toBe(true);
    expect(unpackBackup(packBackup(manifest, data)).dataTar.equals(data)).toBe(true);
  });

  it('takes only files and directories, named inside the data directory', () => {
    for (const [entry, words] of [
      [
        entryOfType('/base/1/link', '2', '/etc/passwd'),
        /\/base\/1\/link is neither a file nor a directory \(tar type "2"\)/,
      ],
      [entryOfType('/base/1/hard', '1', '/PG_VERSION'), /neither a file nor a directory \(tar type "1"\)/],
      [entryOfType('/dev/x', '3'), /tar type "3"/],
      [entryOfType('/fifo', '6'), /tar type "6"/],
      [entryOfType('././@PaxHeader', 'x'), /tar type "x"/],
      [tarEntry('/base/../../outside', Buffer.from('x')), /names a place outside the data directory/],
    ] as const) {
      expect(refusal(() => unpackBackup(packBackup(manifest, dataOf(entry))))).toMatch(words);
    }
    expect(unpackBackup(packBackup(manifest, dataOf(entryOfType('/base/2', '5')))).pgMajor).toBe('18');
  });

  it('still says what is not a backup first', () => {
    expect(refusal(() => unpackBackup(gzipSync(Buffer.from('hello'))))).toMatch(
      new RegExp(`does not start with ${MANIFEST_NAME}`),
    );
  });
});
