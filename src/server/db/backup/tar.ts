/**
 * Just enough of ustar for a backup file: PGlite dumps its data directory as a tarball, and a
 * backup is that tarball with one more entry (the manifest) in front, so `tar tzf` still reads it.
 */
const BLOCK = 512;

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function writeOctal(header: Buffer, offset: number, width: number, value: number) {
  header.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

/** One regular file as a tar entry: its header and its content padded to whole blocks. */
export function tarEntry(name: string, content: Buffer, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, content.length);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0' + '00', 257, 8, 'ascii');
  // The checksum is summed with its own field read as spaces.
  header.fill(' ', 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  const body = Buffer.alloc(padded(content.length));
  content.copy(body);
  return Buffer.concat([header, body]);
}

export interface TarEntryRef {
  name: string;
  /** The header's type flag: '0' (or NUL) a file, '5' a directory, anything else a link, device or extension. */
  type: string;
  /** Where the header starts and where the next one does. */
  start: number;
  end: number;
  content: Buffer;
}

function readString(block: Buffer, offset: number, width: number): string {
  const raw = block.subarray(offset, offset + width);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul < 0 ? width : nul).toString('utf8');
}

/** The first entry of a tarball, or null when `tar` does not start with a valid header. */
export function firstTarEntry(tar: Buffer): TarEntryRef | null {
  if (tar.length < BLOCK) return null;
  const header = tar.subarray(0, BLOCK);
  const stored = parseInt(readString(header, 148, 8).trim(), 8);
  const copy = Buffer.from(header);
  copy.fill(' ', 148, 156);
  if (!Number.isInteger(stored) || copy.reduce((t, b) => t + b, 0) !== stored) return null;
  const size = parseInt(readString(header, 124, 12).trim(), 8);
  if (!Number.isInteger(size) || size < 0 || BLOCK + size > tar.length) return null;
  const prefix = readString(header, 345, 155);
  const name = readString(header, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    type: String.fromCharCode(header[156]!),
    start: 0,
    end: BLOCK + padded(size),
    content: tar.subarray(BLOCK, BLOCK + size),
  };
}

/** The content of the entry called `name`, walking the headers; null when it is absent. */
export function findTarEntry(tar: Buffer, name: string): Buffer | null {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const entry = firstTarEntry(tar.subarray(offset));
    if (!entry) return null;
    if (entry.name === name) return entry.content;
    offset += entry.end;
  }
  return null;
}

/**
 * Why a data tarball may not be loaded, or null: every entry must be a regular file or a
 * directory (a symbolic or hard link, a device, a FIFO or a tar extension header is refused),
 * named inside the data directory (no `..` step), and the entries must run to the end-of-archive
 * blocks or the end of the data.
 */
export function tarEntryProblem(tar: Buffer): string | null {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    if (tar.subarray(offset, offset + BLOCK).every((b) => b === 0)) return null;
    const entry = firstTarEntry(tar.subarray(offset));
    if (!entry) return `a broken entry header at byte ${offset}`;
    if (entry.type !== '0' && entry.type !== '\0' && entry.type !== '5')
      return `${entry.name} is neither a file nor a directory (tar type ${JSON.stringify(entry.type)})`;
    if (entry.name.split('/').includes('..')) return `${entry.name} names a place outside the data directory`;
    offset += entry.end;
  }
  return null;
}
