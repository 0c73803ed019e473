import { fold } from '#contract/rules/text-fold';

/** A piece of an item's text, as it stands against the wave's first item. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/**
 * Words, each CJK character on its own (Chinese has no spaces), emoji with their joiners, runs of
 * space, and any other character alone.
 */
const TOKEN =
  /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{L}\p{N}\p{M}_'’]+|\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|./gsu;

/** Past this many cells (tokens of one × tokens of the other) two texts are not compared word by word. */
const MAX_CELLS = 40_000;

export function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * What a token is compared as. A change of spacing alone is not what a moderator looks for: every
 * run of space compares equal. Words compare as the wave's fingerprints read them (the rules' fold
 * with leetspeak: look-alikes, full width, case, `0` for `o`), so "fr33" stands unmarked beside
 * "free", as it counted in the similarity the view shows.
 */
const key = (token: string) => (/^\s+$/u.test(token) ? ' ' : fold(token, { leet: true }));

/**
 * What `to` changed from `from`, word by word (a longest common subsequence of tokens): the parts
 * kept, those added in `to` and those of `from` missing from it, in reading order. Texts too long
 * to compare cheaply come back whole, unchanged or replaced.
 */
export function wordDiff(from: string, to: string): DiffPart[] {
  const a = tokens(from);
  const b = tokens(to);
  if (a.length * b.length > MAX_CELLS) {
    return from === to
      ? [{ text: to, kind: 'same' }]
      : [
          { text: from, kind: 'removed' },
          { text: to, kind: 'added' },
        ];
  }
  const ka = a.map(key);
  const kb = b.map(key);
  const w = b.length + 1;
  // lcs[i * w + j]: the longest common run of a[i..] and b[j..].
  const lcs = new Uint16Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * w + j] =
        ka[i] === kb[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart['kind']) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (ka[i] === kb[j]) {
      push(b[j]!, 'same');
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) {
      push(a[i++]!, 'removed');
    } else {
      push(b[j++]!, 'added');
    }
  }
  while (i < a.length) push(a[i++]!, 'removed');
  while (j < b.length) push(b[j++]!, 'added');
  return parts;
}
