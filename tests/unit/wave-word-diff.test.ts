import { describe, expect, it } from 'vitest';
import { tokens, wordDiff } from '#client/screens/moderation/wave/word-diff';

const marked = (from: string, to: string) =>
  wordDiff(from, to)
    .filter((p) => p.kind !== 'same')
    .map((p) => `${p.kind === 'added' ? '+' : '-'}${p.text}`);

describe('the wave view’s word diff', () => {
  it('marks a swapped word as removed and added, the rest kept', () => {
    expect(wordDiff('cheap watches here now', 'cheap bags here now')).toEqual([
      { text: 'cheap ', kind: 'same' },
      { text: 'watches', kind: 'removed' },
      { text: 'bags', kind: 'added' },
      { text: ' here now', kind: 'same' },
    ]);
  });

  it('reads Chinese character by character and emoji as one token', () => {
    expect(tokens('日赚五百👍🏽')).toEqual(['日', '赚', '五', '百', '👍', '🏽']);
    expect(marked('兼职日赚五百', '兼职日赚八百')).toEqual(['-五', '+八']);
    expect(marked('free money', 'free money 🔥')).toEqual(['+ 🔥']);
  });

  it('does not mark a change of spacing alone', () => {
    expect(marked('win  a   prize', 'win a prize')).toEqual([]);
  });

  it('the same text has nothing marked; texts too long to compare come back whole', () => {
    expect(marked('same text', 'same text')).toEqual([]);
    const long = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    expect(wordDiff(long, `${long} x`).map((p) => p.kind)).toEqual(['removed', 'added']);
  });

  it('reads words as the fingerprints do: leetspeak, look-alikes and case are not changes', () => {
    expect(marked('FREE money, click now', 'fr33 m0ney, cl1ck now')).toEqual([]);
    expect(marked('free money now', 'free cash now')).toEqual(['-money', '+cash']);
  });
});
