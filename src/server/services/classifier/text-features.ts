import { foldText, type FoldedText } from '#contract/rules/text-fold';
import { textEmails, textLinks, textPhones, type Span } from '#contract/rules/text-entities';
import { registrableDomain } from '#contract/rules/registrable-domain';
import { DOMAIN_LISTS } from '#contract/rules/domain-lists';

/**
 * What the classifier reads of a text: features that work for Chinese and English alike, each with
 * the stretch of the original text it came from, so that the queue card can highlight what drove a
 * score. Read from the folded text (the rules' folding, leetspeak included: `r3tard` and `retard`
 * are one word to the model as to the rules).
 *
 * - Latin words: the word itself (`w:idiot`) and its character 3- and 4-grams with the word's edges
 *   marked (`^id`, `idi`, `iot$`), which catch a word's other forms and its misspellings.
 * - Chinese: each character and each pair of neighbours (`c:赚`, `c:稳赚`): Chinese has no spaces
 *   and two characters are most of its words.
 * - Things: a link, its registrable domain, a shortener, an e-mail address, a phone number; a long
 *   run of digits by its length.
 *
 * A feature counts once per text (binary features suit short posts better than counts).
 */
export interface TextFeature {
  key: string;
  span: Span;
}

/** The longest text read: the rules read the first 20 000 characters; a post's start says enough. */
const READ_MAX = 5_000;
const HAN = /\p{Script=Han}/u;
const SHORTENERS: ReadonlySet<string> = new Set(DOMAIN_LISTS.shorteners);

export function textFeatures(input: string): TextFeature[] {
  const text = input.length > READ_MAX ? input.slice(0, READ_MAX) : input;
  const seen = new Map<string, Span>();
  const add = (key: string, span: Span) => {
    if (!seen.has(key)) seen.set(key, span);
  };
  const folded = foldText(text, { leet: true });
  wordFeatures(folded, add);
  for (const link of textLinks(text)) {
    add('link', link.span);
    const site = registrableDomain(link.host);
    if (site) {
      add(`d:${site}`, link.span);
      if (SHORTENERS.has(site)) add('shortener', link.span);
    }
  }
  for (const email of textEmails(text)) add('email', email.span);
  for (const phone of textPhones(text)) add('phone', phone.span);
  return [...seen].map(([key, span]) => ({ key, span }));
}

function wordFeatures(f: FoldedText, add: (key: string, span: Span) => void): void {
  const span = (start: number, end: number): Span => [f.from[start] ?? 0, f.to[end - 1] ?? 0];
  const chars = [...f.text];
  // Offsets of each code point in the UTF-16 string, for the spans.
  const at: number[] = [];
  let offset = 0;
  for (const c of chars) {
    at.push(offset);
    offset += c.length;
  }
  at.push(offset);
  let i = 0;
  while (i < chars.length) {
    const c = chars[i]!;
    if (HAN.test(c)) {
      const start = i;
      while (i < chars.length && HAN.test(chars[i]!)) i++;
      for (let k = start; k < i; k++) {
        add(`c:${chars[k]}`, span(at[k]!, at[k + 1]!));
        if (k + 1 < i) add(`c:${chars[k]}${chars[k + 1]}`, span(at[k]!, at[k + 2]!));
      }
    } else if (/[a-z]/.test(c)) {
      const start = i;
      while (i < chars.length && /[a-z]/.test(chars[i]!)) i++;
      latinWord(chars.slice(start, i).join(''), at[start]!, add, span);
    } else if (/[0-9]/.test(c)) {
      const start = i;
      while (i < chars.length && /[0-9]/.test(chars[i]!)) i++;
      const digits = i - start;
      add(`n:${digits >= 7 ? '7+' : digits >= 4 ? '4-6' : '1-3'}`, span(at[start]!, at[i]!));
    } else i++;
  }
}

function latinWord(
  word: string,
  start: number,
  add: (key: string, span: Span) => void,
  span: (start: number, end: number) => Span,
): void {
  add(`w:${word}`, span(start, start + word.length));
  if (word.length < 3) return;
  const marked = `^${word}$`;
  for (const n of [3, 4]) {
    for (let k = 0; k + n <= marked.length; k++) {
      // Positions in `marked` are one ahead of the word's; the edge marks stand on the first and last letter.
      const from = Math.max(0, k - 1);
      const to = Math.min(word.length, k + n - 1);
      add(`g:${marked.slice(k, k + n)}`, span(start + from, start + to));
    }
  }
}
