import { FOLD_DROPPED, FOLD_FROM, FOLD_TO } from './fold-chars';

/**
 * The text folding: what rules match, and what the classifier and wave detection read. The same
 * steps, in the same order, as the database's text_fold() (migration `text-fold`); a test folds
 * a corpus both ways and compares. Every folded character remembers the stretch of the original
 * it came from, so a match in folded text is highlighted where the reader sees it.
 *
 * 1. NFKC (full-width → half-width, ligatures, circled and mathematical letters).
 * 2. Removed: combining marks, format characters (zero-width spaces and joiners, bidi controls,
 *    soft hyphens), the invisible Hangul fillers.
 * 3. Lower case; look-alike letters to the Latin letter they imitate (Cyrillic о, Greek ο, ö);
 *    traditional Chinese to simplified (fold-chars.ts).
 * 4. Whitespace runs to one space, trimmed.
 * 5. Spaced-out letters joined: three or more one-character tokens apart by at most three
 *    separators (`m o r o n`, `m.o.r.o.n`, `穩 賺 不 賠`) become one token; a run of four or more
 *    that starts with `a` or `i` leaves that word out (`such a m.o.r.o.n`).
 * 6. Leetspeak, when asked: `!` and `|` between letters, then digits, `@` and `$` inside a token
 *    that has a Latin letter (`r3tard`, `gu@ranteed`); numbers alone stay numbers.
 * 7. A Latin letter repeated three or more times is kept twice (`mooooron` → `mooron`): a term
 *    then matches whether each of its letters is written once or twice.
 */

export interface FoldOptions {
  leet?: boolean;
}

/** Folded text; for each UTF-16 unit of `text`, the original stretch [from, to) it came from. */
export interface FoldedText {
  text: string;
  from: number[];
  to: number[];
}

interface Unit {
  c: string;
  from: number;
  to: number;
}

let foldMap: Map<string, string> | null = null;
let droppedRanges: [number, number][] | null = null;

function mapOf(): Map<string, string> {
  if (!foldMap) {
    foldMap = new Map();
    const to = [...FOLD_TO];
    [...FOLD_FROM].forEach((c, i) => foldMap!.set(c, to[i]!));
  }
  return foldMap;
}

function isDropped(cp: number): boolean {
  if (cp < 0xad) return false;
  if (!droppedRanges) {
    droppedRanges = FOLD_DROPPED.split(' ').map((r) => {
      const [a, b] = r.split('-');
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
    });
  }
  let lo = 0;
  let hi = droppedRanges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = droppedRanges[mid]!;
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Whitespace left after NFKC (which makes the other spaces U+0020). */
const SPACE = /^[\t\n\v\f\r \u0085\u1680\u2028\u2029]$/;
/** Separators of spaced-out letters: punctuation (not `@` or `$`, which leetspeak reads) and space. */
export const SEPARATORS = ' !"#%&\'()*+,-./:;<=>?[\\]^_`{|}~·•‧・、。〃〈〉《》「」『』【】〔〕〖〗〜‐‑‒–—―‘’“”′″';
const SEPARATOR_SET = new Set(SEPARATORS);
const LEET_FROM = '0134578@$9';
const LEET_TO = 'oieastbasg';
const isLatin = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isLeetTokenChar = (c: string) => isLatin(c) || (c >= '0' && c <= '9') || c === '@' || c === '$';

/** Whether a code point continues the character before it under NFKC (so both normalise together). */
const continues = (cp: number) =>
  (cp >= 0x1160 && cp <= 0x11ff) || cp === 0xff9e || cp === 0xff9f || /\p{M}/u.test(String.fromCodePoint(cp));

function normalised(input: string): Unit[] {
  const units: Unit[] = [];
  const cps = [...input];
  let i = 0;
  let at = 0;
  while (i < cps.length) {
    let seg = cps[i]!;
    let j = i + 1;
    while (j < cps.length && continues(cps[j]!.codePointAt(0)!)) seg += cps[j++];
    const to = at + seg.length;
    for (const c of seg.normalize('NFKC')) units.push({ c, from: at, to });
    at = to;
    i = j;
  }
  return units;
}

function mapped(units: Unit[]): Unit[] {
  const map = mapOf();
  const out: Unit[] = [];
  for (const u of units) {
    const cp = u.c.codePointAt(0)!;
    if (isDropped(cp)) continue;
    let c = u.c;
    if (cp >= 65 && cp <= 90) c = String.fromCharCode(cp + 32);
    else if (cp >= 0x80) c = map.get(c) ?? c;
    out.push({ c, from: u.from, to: u.to });
  }
  return out;
}

function spaced(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  let pending: Unit | null = null;
  for (const u of units) {
    if (SPACE.test(u.c)) {
      if (out.length > 0) pending ??= { c: ' ', from: u.from, to: u.to };
      continue;
    }
    if (pending) out.push(pending);
    pending = null;
    out.push(u);
  }
  return out;
}

/** Step 5: tokens and the separator runs between them; runs of ≥3 one-character tokens are joined. */
function joinSpacedLetters(units: Unit[]): Unit[] {
  const tokens: Unit[][] = [];
  const seps: Unit[][] = [[]];
  let inToken = false;
  for (const u of units) {
    if (SEPARATOR_SET.has(u.c)) {
      seps[tokens.length]!.push(u);
      inToken = false;
    } else if (inToken) {
      tokens[tokens.length - 1]!.push(u);
    } else {
      tokens.push([u]);
      seps.push([]);
      inToken = true;
    }
  }
  const drop = new Set<number>();
  let start = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const linked =
      i > 0 && i < tokens.length && tokens[i]!.length === 1 && tokens[i - 1]!.length === 1 && seps[i]!.length <= 3;
    if (linked) continue;
    // "a m o r o n": a leading `a` or `i` is more likely the word than a letter of the run.
    const from = i - start >= 4 && /^[ai]$/.test(tokens[start]![0]!.c) ? start + 1 : start;
    if (i - from >= 3) for (let k = from + 1; k < i; k++) drop.add(k);
    start = i;
  }
  if (drop.size === 0) return units;
  const out: Unit[] = [...seps[0]!];
  tokens.forEach((t, i) => {
    if (i > 0 && !drop.has(i)) out.push(...seps[i]!);
    out.push(...t);
  });
  out.push(...seps[tokens.length]!);
  return out;
}

function leetspeak(units: Unit[]): Unit[] {
  let out = units.map((u) => ({ ...u }));
  for (const [mark, letter] of [
    ['!', 'i'],
    ['|', 'l'],
  ] as const) {
    const next = out.map((u) => ({ ...u }));
    out.forEach((u, i) => {
      if (u.c === mark && isLatin(out[i - 1]?.c) && isLatin(out[i + 1]?.c)) next[i]!.c = letter;
    });
    out = next;
  }
  let i = 0;
  while (i < out.length) {
    if (!isLeetTokenChar(out[i]!.c)) {
      i++;
      continue;
    }
    let j = i;
    let letters = false;
    while (j < out.length && isLeetTokenChar(out[j]!.c)) {
      if (isLatin(out[j]!.c)) letters = true;
      j++;
    }
    if (letters)
      for (let k = i; k < j; k++) {
        const at = LEET_FROM.indexOf(out[k]!.c);
        if (at >= 0) out[k]!.c = LEET_TO[at]!;
      }
    i = j;
  }
  return out;
}

function stretchedOnce(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  let i = 0;
  while (i < units.length) {
    const u = units[i]!;
    let j = i + 1;
    if (isLatin(u.c)) while (j < units.length && units[j]!.c === u.c) j++;
    if (j - i >= 3) {
      out.push({ ...u });
      out.push({ ...units[i + 1]!, to: units[j - 1]!.to });
    } else for (let k = i; k < j; k++) out.push(units[k]!);
    i = j;
  }
  return out;
}

function baseUnits(input: string): Unit[] {
  const units = spaced(mapped(normalised(input)));
  while (units.length > 0 && units[units.length - 1]!.c === ' ') units.pop();
  return units;
}

/** Folds `input` (see the steps above), keeping where each folded character came from. */
export function foldText(input: string, options: FoldOptions = {}): FoldedText {
  let units = joinSpacedLetters(baseUnits(input));
  if (options.leet) units = leetspeak(units);
  return folded(stretchedOnce(units));
}

/**
 * Steps 1–4 only (NFKC, removals, case, look-alikes, Chinese, whitespace): what links, e-mail
 * addresses and phone numbers are read from (text-entities.ts), where spaced-out letters keep
 * their separators. The database's text_fold_base().
 */
export const foldBaseText = (input: string): FoldedText => folded(baseUnits(input));

function folded(units: Unit[]): FoldedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const u of units) {
    text += u.c;
    for (let k = 0; k < u.c.length; k++) {
      from.push(u.from);
      to.push(u.to);
    }
  }
  return { text, from, to };
}

/** The folded text alone. */
export const fold = (input: string, options: FoldOptions = {}): string => foldText(input, options).text;

/** A stretch of folded text [start, end) as the stretch of the original it came from. */
export function originalSpan(folded: FoldedText, start: number, end: number): [number, number] | null {
  const a = folded.from[start];
  const b = folded.to[end - 1];
  return a === undefined || b === undefined ? null : [a, b];
}
