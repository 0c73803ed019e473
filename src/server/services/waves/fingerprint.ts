import { fold } from '#contract/rules/text-fold';

/**
 * The similarity fingerprint of a text, for finding the posts of a campaign: the same scam posted
 * hundreds of times with small changes. MinHash over the text's character shingles estimates how
 * much two texts share (their Jaccard similarity) from 64 numbers each; LSH bands of those numbers
 * are index keys, so that the texts likely to be near a new one are found by a few index look-ups
 * at any table size, not by comparing with every row.
 *
 * What a text is read as: the rules' folding with leetspeak (look-alikes, full width, traditional
 * forms, `0` for `o`), then letters, digits and Chinese only — spacing, punctuation and emoji,
 * the usual edits of a campaign, leave no trace. Shingles are three characters long: long enough
 * that ordinary posts on one topic ("good morning, everyone") share few, short enough that a
 * swapped word changes only the shingles around it.
 *
 * Written here rather than taken from a library: the hashing must give the same numbers on every
 * replica and in every release (they are stored and indexed), which is easiest to promise for
 * forty lines we own. Hashes are 32-bit (FNV-1a, then 64 fixed affine permutations).
 */

export const MINHASH_SIZE = 64;
export const LSH_BANDS = 16;
const ROWS = MINHASH_SIZE / LSH_BANDS;
const SHINGLE = 3;
/** Below this many distinct shingles a text is too short to tell a campaign from a greeting. */
export const MIN_SHINGLES = 8;
/** The most of a text read: a campaign shows itself in its first lines. */
const READ_MAX = 2_000;

const KEEP = /[\p{L}\p{N}]/u;

/** The text as the fingerprint reads it: folded, then letters, digits and Chinese only. */
export function fingerprintText(input: string): string {
  const folded = fold(input.length > READ_MAX ? input.slice(0, READ_MAX) : input, { leet: true });
  let out = '';
  for (const c of folded) if (KEEP.test(c)) out += c;
  return out;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The permutations' coefficients: fixed forever (stored signatures depend on them). */
const COEFFICIENTS: readonly (readonly [number, number])[] = Array.from({ length: MINHASH_SIZE }, (_, i) => [
  (fnv1a(`a${i}`) | 1) >>> 0,
  fnv1a(`b${i}`),
]);

export function shingles(text: string): Set<number> {
  const chars = [...text];
  const out = new Set<number>();
  for (let i = 0; i + SHINGLE <= chars.length; i++) out.add(fnv1a(chars.slice(i, i + SHINGLE).join('')));
  return out;
}

export interface Fingerprint {
  /** The MinHash signature: per permutation, the least hash of any shingle. */
  signature: Uint32Array;
  /** Per LSH band, the hash of its rows: two texts sharing any band are candidates. */
  bands: number[];
}

/** The fingerprint of a text, or null when it is too short to say anything. */
export function fingerprint(input: string): Fingerprint | null {
  const set = shingles(fingerprintText(input));
  if (set.size < MIN_SHINGLES) return null;
  const signature = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (const x of set) {
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const [a, b] = COEFFICIENTS[i]!;
      const h = (Math.imul(a, x) + b) >>> 0;
      if (h < signature[i]!) signature[i] = h;
    }
  }
  const bands: number[] = [];
  for (let band = 0; band < LSH_BANDS; band++) {
    let h = 0x811c9dc5 ^ band;
    for (let r = 0; r < ROWS; r++) {
      h ^= signature[band * ROWS + r]!;
      h = Math.imul(h, 0x01000193);
    }
    // A signed 32-bit value: it goes into an `integer` column.
    bands.push(h | 0);
  }
  return { signature, bands };
}

/** The estimated Jaccard similarity of two texts: the share of their signatures that agree. */
export function similarity(a: Fingerprint, b: Fingerprint): number {
  let same = 0;
  for (let i = 0; i < MINHASH_SIZE; i++) if (a.signature[i] === b.signature[i]) same++;
  return same / MINHASH_SIZE;
}

/** Whether two fingerprints share an LSH band (the index finds each other's rows). */
export const candidates = (a: Fingerprint, b: Fingerprint): boolean => a.bands.some((h, i) => b.bands[i] === h);
