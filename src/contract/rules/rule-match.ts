import { HANZI_VARIANT_GROUPS } from './hanzi-variants';
import type { RuleKind } from './rule-kinds';

/**
 * The console's side of rule matching: the same folding and term expression as the database's
 * (migration `rules-sql`: rule_term_pattern and rules_match), used to highlight matched spans and
 * to show a dry run's spans. Text is NFKC-normalised per character (full-width → half-width) and
 * matched case-insensitively; a term's Chinese characters match either script.
 */

let variants: Map<string, string> | null = null;

function variantsOf(ch: string): string | undefined {
  if (!variants) {
    variants = new Map();
    for (const group of HANZI_VARIANT_GROUPS.split('|')) for (const c of group) variants.set(c, group);
  }
  return variants.get(ch);
}

const LATIN_WORD = '[0-9a-z_\\u00c0-\\u024f]';
const LATIN_WORD_CHAR = new RegExp(`^${LATIN_WORD}$`, 'i');
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A term as the database folds it: trimmed, NFKC, whitespace runs as one space. */
export const normalizeTerm = (term: string) => term.trim().normalize('NFKC').replace(/\s+/g, ' ');

/** The regular expression of a term; `probe` leaves out the whole-word look-arounds. */
export function termSource(term: string, probe = false): string {
  const t = normalizeTerm(term);
  let out = '';
  for (const c of t) {
    if (c === ' ') out += '\\s+';
    else if (PUNCTUATION.includes(c)) out += `\\${c}`;
    else {
      const v = variantsOf(c);
      out += v ? `[${v}]` : c;
    }
  }
  const first = t.slice(0, 1);
  const last = t.slice(-1);
  if (!probe && LATIN_WORD_CHAR.test(first)) out = `(?<!${LATIN_WORD})${out}`;
  if (!probe && LATIN_WORD_CHAR.test(last)) out = `${out}(?!${LATIN_WORD})`;
  return out;
}

/** The rule as a global, case-insensitive RegExp, or null when JavaScript cannot compile it. */
export function ruleRegExp(kind: RuleKind, pattern: string): RegExp | null {
  try {
    return new RegExp(kind === 'term' ? termSource(pattern) : pattern, 'gi');
  } catch {
    return null;
  }
}

export interface FoldedText {
  text: string;
  /** For each UTF-16 unit of `text`: where the character it came from starts and ends in the original. */
  from: number[];
  to: number[];
}

/** NFKC per character, remembering where each folded unit came from. */
export function foldText(text: string): FoldedText {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = ch.normalize('NFKC');
    for (let u = 0; u < f.length; u++) {
      from.push(i);
      to.push(i + ch.length);
    }
    out += f;
    i += ch.length;
  }
  return { text: out, from, to };
}

export type Span = [number, number];

/** The stretches of `text` the rules match, in original offsets, sorted and merged. */
export function matchSpans(text: string, rules: readonly { kind: RuleKind; pattern: string }[]): Span[] {
  if (rules.length === 0 || text === '') return [];
  const folded = foldText(text);
  const spans: Span[] = [];
  for (const r of rules) {
    const re = ruleRegExp(r.kind, r.pattern);
    if (!re) continue;
    for (const m of folded.text.matchAll(re)) {
      if (m[0].length === 0) continue;
      const start = folded.from[m.index];
      const end = folded.to[m.index + m[0].length - 1];
      if (start !== undefined && end !== undefined) spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}
