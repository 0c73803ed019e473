import { foldBaseText, type FoldedText } from './text-fold';

/**
 * Links, e-mail addresses and phone numbers as things, not text: read from the folded text
 * (foldBaseText: NFKC, look-alikes, case, zero-width characters gone), undone from the ways people
 * write them to get past filters, and given one canonical form. The same steps as the database's
 * text_links(), text_emails() and text_phones() (migration `text-fold`); a test compares them.
 * Whether a host has a real public suffix (and its registrable domain) is registrable-domain.ts,
 * kept apart so the console does not carry the suffix list.
 */

export type Span = [number, number];

/** A found thing: its canonical form and where it stands in the original text. */
export interface Found {
  value: string;
  span: Span;
}

export interface FoundLink extends Found {
  /** Lower-case host without a trailing dot, e.g. `bit.ly`. */
  host: string;
}

/** Rewrites every match of `re` (global) in folded text, keeping where each character came from. */
function replaceIn(f: FoldedText, re: RegExp, by: (m: RegExpExecArray) => string): FoldedText {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let last = 0;
  const keep = (a: number, b: number) => {
    text += f.text.slice(a, b);
    for (let i = a; i < b; i++) {
      from.push(f.from[i]!);
      to.push(f.to[i]!);
    }
  };
  re.lastIndex = 0;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
    keep(last, m.index);
    const end = m.index + m[0].length;
    const s = by(m);
    // What the rewrite keeps of the match's start (a captured lead) maps to itself; the rest
    // spans the whole match.
    for (let i = 0; i < s.length; i++) {
      from.push(f.from[m.index]!);
      to.push(f.to[end - 1]!);
    }
    text += s;
    last = end;
    if (m[0].length === 0) re.lastIndex++;
  }
  keep(last, f.text.length);
  return { text, from, to };
}

/** The ways a link or address is "defanged" in writing, each with what it stands for. */
const DEFANG: readonly [RegExp, string][] = [
  [/hxxp/g, 'http'],
  [/ ?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\}) ?| dot |。/g, '.'],
  [/ \. ?/g, '.'],
  [/ ?(?:\[:\]|\(:\)) ?/g, ':'],
  [/\[\/\]/g, '/'],
  [/ ?(?:\[@\]|\(@\)|\[at\]|\(at\)|\{at\}) ?/g, '@'],
];

/** The base-folded text with defanged links and addresses written plainly again. */
export function defanged(input: string): FoldedText {
  let f = foldBaseText(input);
  for (const [re, to] of DEFANG) f = replaceIn(f, re, () => to);
  return f;
}

/** A candidate link (not an address's host: `a@b.com`): optional scheme, dotted host ending in a letter label, port, path. */
export const LINK_SOURCE =
  '(?<![@a-z0-9.-])(?:https?://|ftp://)?[a-z0-9][a-z0-9.-]*\\.[a-z][a-z0-9-]*(?::[0-9]{1,5})?(?:/[^\\s]*)?';
export const EMAIL_SOURCE = '(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\\.[a-z][a-z0-9-]*';
const TRAILING = /[.,;:!?)\]}'"-]+$/;

function spanOf(f: FoldedText, start: number, end: number): Span {
  return [f.from[start] ?? 0, f.to[end - 1] ?? 0];
}

/** `https://Bit.ly/x.` → host `bit.ly`, value `bit.ly/x` (scheme and trailing punctuation dropped). */
export function canonicalLink(match: string): { value: string; host: string } | null {
  const bare = match.replace(/^(?:https?|ftp):\/\//, '').replace(TRAILING, '');
  const host = (/^[^/:]+/.exec(bare)?.[0] ?? '').replace(/[.-]+$/, '');
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '' || l.length > 63 || l.startsWith('-') || l.endsWith('-')))
    return null;
  return { value: bare, host };
}

/** Candidate links, in order; whether each host has a real suffix is the caller's to check. */
export function textLinks(input: string, f: FoldedText = defanged(input)): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of f.text.matchAll(new RegExp(LINK_SOURCE, 'g'))) {
    const c = canonicalLink(m[0]);
    if (c) out.push({ ...c, span: spanOf(f, m.index, m.index + m[0].length) });
  }
  return out;
}

/** E-mail addresses, lower case (`john [at] mail [.] com` → `john@mail.com`). */
export function textEmails(input: string, f: FoldedText = defanged(input)): FoundLink[] {
  const out: FoundLink[] = [];
  for (const m of f.text.matchAll(new RegExp(EMAIL_SOURCE, 'g'))) {
    const value = m[0].replace(TRAILING, '');
    const host = value.slice(value.indexOf('@') + 1);
    if (canonicalLink(host)) out.push({ value, host, span: spanOf(f, m.index, m.index + m[0].length) });
  }
  return out;
}

/** Chinese numerals (after folding to simplified) and their digits, position by position. */
export const NUMERALS_FROM = '〇零一壹二贰两三叁四肆五伍六陆七柒八捌九玖幺';
export const NUMERALS_TO = '0011222334455667788991';
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
export const PHONE_RUN_SOURCE = '\\+?[0-9](?:[ .()/-]{0,3}[0-9])*';

/** The text phone numbers are read from: digit words (seven or more) and Chinese numerals as digits. */
export function phoneView(input: string): FoldedText {
  let f = defanged(input);
  if ((f.text.match(/zero|one|two|three|four|five|six|seven|eight|nine/g)?.length ?? 0) >= 7)
    DIGIT_WORDS.forEach((w, d) => {
      f = replaceIn(f, new RegExp(`(^|[^a-z])${w}(?![a-z])`, 'g'), (m) => `${m[1]}${d}`);
    });
  if (new RegExp(`[${NUMERALS_FROM}]`).test(f.text))
    f = replaceIn(f, new RegExp(`[${NUMERALS_FROM}]`, 'g'), (m) => NUMERALS_TO[NUMERALS_FROM.indexOf(m[0])]!);
  return f;
}

/**
 * The numbers a run of digits holds, canonical: mainland mobiles as their 11 digits (a +86, 0086
 * or 86 in front dropped; several written together are split), other numbers written with `+` as
 * `+` and their digits, landlines written with a separator as their digits from the leading 0.
 * Anything else is not a phone number: a 13-digit timestamp, an order number, a date.
 */
export function phonesOfRun(run: string): string[] {
  const plus = run.startsWith('+');
  let d = run.replace(/[^0-9]/g, '');
  if (d.length < 7) return [];
  if (plus && d.startsWith('86')) d = d.slice(2);
  else if (d.startsWith('0086')) d = d.slice(4);
  else if (!plus && d.length === 13 && d.startsWith('86')) d = d.slice(2);
  if (d.length % 11 === 0 && (!plus || d.length === 11)) {
    const chunks = d.match(/.{11}/g) ?? [];
    if (chunks.every((c) => /^1[3-9][0-9]{9}$/.test(c))) return chunks;
  }
  if (plus && !run.startsWith('+86') && d.length >= 8 && d.length <= 15) return [`+${d}`];
  if (!plus && d.startsWith('0') && d.length >= 10 && d.length <= 12 && /[0-9][ .()/-]/.test(run)) return [d];
  return [];
}

/** Phone numbers, canonical (see phonesOfRun), with the stretch of the original each was read from. */
export function textPhones(input: string): Found[] {
  const f = phoneView(input);
  const out: Found[] = [];
  for (const m of f.text.matchAll(new RegExp(PHONE_RUN_SOURCE, 'g'))) {
    for (const value of phonesOfRun(m[0])) out.push({ value, span: spanOf(f, m.index, m.index + m[0].length) });
  }
  return out;
}
