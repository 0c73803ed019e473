import { DOMAIN_LISTS } from './domain-lists';
import type { RuleKind } from './rule-kinds';
import { re2Matches } from './rule-regex';
import { foldText, type FoldedText } from './text-fold';
import { textEmails, textLinks, textPhones } from './text-entities';

/**
 * The console's side of rule matching: the stretches of a text a rule hits, found the way the
 * database decides the hit (migration rules-evasion-sql: rule_term_regex, rule_regex_pg,
 * rules_match) on the same folded text (text-fold.ts), then mapped back to the original for
 * highlighting. Regular expressions run on re2js, so no pattern can hold the browser either.
 */

export interface MatchableRule {
  kind: RuleKind;
  pattern: string;
  leet?: boolean | undefined;
  exceptions?: readonly string[] | undefined;
  exceptionPattern?: string | undefined;
}

const LATIN_WORD = '[0-9a-z_\\u00c0-\\u024f]';
const LATIN_WORD_CHAR = new RegExp(`^${LATIN_WORD}$`);
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/**
 * The regular expression of a term, on folded text: the term folded likewise; a Latin letter
 * written once matches once or twice, a double letter twice (the folding keeps stretched letters
 * twice); punctuation escaped; unless `probe`, whole Latin words only.
 */
export function termSource(term: string, leet = false, probe = false): string {
  const t = [...foldText(term, { leet }).text];
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c >= 'a' && c <= 'z') {
      if (t[i + 1] === c) {
        out += c + c;
        i++;
      } else out += `${c}${c}?`;
    } else if (PUNCTUATION.includes(c)) out += `\\${c}`;
    else out += c;
  }
  if (!probe && LATIN_WORD_CHAR.test(t[0] ?? '')) out = `(?<!${LATIN_WORD})${out}`;
  if (!probe && LATIN_WORD_CHAR.test(t[t.length - 1] ?? '')) out = `${out}(?!${LATIN_WORD})`;
  return out;
}

export type Span = [number, number];

/** Terms are ours to build (no user regex syntax in them), so the native engine runs them. */
function termMatches(term: string, leet: boolean, text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(new RegExp(termSource(term, leet), 'g'))) {
    if (m[0].length > 0) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** A rule's exceptions' matches in folded text: phrases as terms (longest first), then the pattern. */
function exceptionSpans(r: MatchableRule, text: string): Span[] {
  const spans: Span[] = [];
  for (const p of [...(r.exceptions ?? [])].sort((a, b) => b.length - a.length)) {
    if (p.trim() !== '') spans.push(...termMatches(p, r.leet ?? false, text));
  }
  if (r.exceptionPattern) spans.push(...re2Matches(r.exceptionPattern, text));
  return spans;
}

/** The folded text with the exceptions' matches blanked to one space, as the database's regexp_replace does. */
function masked(f: FoldedText, spans: readonly Span[]): FoldedText {
  if (spans.length === 0) return f;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const [s, e] of sorted) {
    if (s < at) continue;
    for (let i = at; i < s; i++) {
      text += f.text[i];
      from.push(f.from[i]!);
      to.push(f.to[i]!);
    }
    text += ' ';
    from.push(f.from[s]!);
    to.push(f.to[e - 1]!);
    at = e;
  }
  for (let i = at; i < f.text.length; i++) {
    text += f.text[i];
    from.push(f.from[i]!);
    to.push(f.to[i]!);
  }
  return { text, from, to };
}

const domainsOf = (pattern: string): string[] =>
  pattern
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter((e) => e !== '')
    .flatMap((e) => (e.startsWith('list:') ? [...(DOMAIN_LISTS[e.slice(5) as keyof typeof DOMAIN_LISTS] ?? [])] : [e]));

/** Stretches of the original text a rule hits (empty for an author rule: it reads no text). */
export function ruleSpans(text: string, r: MatchableRule): Span[] {
  const leet = r.leet ?? false;
  if (r.kind === 'term' || r.kind === 'regex') {
    const folded = foldText(text, { leet });
    const f = masked(folded, exceptionSpans(r, folded.text));
    const found = r.kind === 'term' ? termMatches(r.pattern, leet, f.text) : re2Matches(r.pattern, f.text);
    return found.flatMap(([s, e]) => {
      const a = f.from[s];
      const b = f.to[e - 1];
      // A match made only of a blanked exception is no hit.
      return a === undefined || b === undefined || f.text.slice(s, e).trim() === '' ? [] : [[a, b] as Span];
    });
  }
  if ((r.exceptions?.length || r.exceptionPattern) && exceptionSpans(r, foldText(text, { leet }).text).length > 0)
    return [];
  if (r.kind === 'domain') {
    const entries = domainsOf(r.pattern);
    const any = entries.includes('*');
    return [...textLinks(text), ...textEmails(text)]
      .filter((l) => any || entries.some((d) => l.host === d || l.host.endsWith(`.${d}`)))
      .map((l) => l.span);
  }
  if (r.kind === 'phone') {
    const entries = r.pattern.split(/[\s,;]+/).filter((e) => e !== '');
    const any = entries.includes('*');
    return textPhones(text)
      .filter((p) => any || entries.includes(p.value))
      .map((p) => p.span);
  }
  return [];
}

/** The stretches of `text` the rules match, in original offsets, sorted and merged. */
export function matchSpans(text: string, rules: readonly MatchableRule[]): Span[] {
  if (rules.length === 0 || text === '') return [];
  const spans = rules.flatMap((r) => ruleSpans(text, r));
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}
