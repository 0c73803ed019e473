import { describe, expect, it } from 'vitest';
import {
  candidates,
  fingerprint,
  fingerprintText,
  similarity,
  type Fingerprint,
} from '#server/services/waves/fingerprint';
import { CAMPAIGN_SIZE, WAVE_POSTS } from './wave-labelled-set';

/** Two posts are one wave's when the index finds them (a shared band) and they are this alike. */
const NEAR = 0.5;

describe('the similarity fingerprint', () => {
  it('reads past spacing, punctuation, emoji, case, full width and leetspeak', () => {
    expect(fingerprintText('G00d  PROFIT!!! 🔥 ｄａｉｌｙ')).toBe(fingerprintText('good profit daily'));
    expect(fingerprintText('稳 赚 不 赔，加微信')).toBe('稳赚不赔加微信');
  });

  it('is the same numbers for the same text, on every run (they are stored and indexed)', () => {
    const a = fingerprint('Guaranteed profit every day, join our group now')!;
    expect(Array.from(a.signature.slice(0, 4))).toEqual(
      Array.from(fingerprint('Guaranteed profit every day, join our group now')!.signature.slice(0, 4)),
    );
    expect(a.bands).toHaveLength(16);
    expect(a.bands.every((b) => Number.isInteger(b) && b >= -(2 ** 31) && b < 2 ** 31)).toBe(true);
  });

  it('has nothing to say about a text too short to tell a campaign from a greeting', () => {
    expect(fingerprint('hi')).toBeNull();
    expect(fingerprint('早上好')).toBeNull();
  });

  it('estimates how much two texts share', () => {
    const a = fingerprint('Join our crypto investment group and double your money in one week')!;
    const b = fingerprint('Join our crypto investment group and triple your money in one week')!;
    const c = fingerprint('The museum opens a new exhibition of ancient pottery next month')!;
    expect(similarity(a, a)).toBe(1);
    expect(similarity(a, b)).toBeGreaterThan(0.6);
    expect(similarity(a, c)).toBeLessThan(0.1);
  });
});

/** Waves as connected groups of near posts (what the cluster table will hold). */
function waves(prints: (Fingerprint | null)[]): number[] {
  const parent = prints.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  prints.forEach((a, i) => {
    if (!a) return;
    for (let j = 0; j < i; j++) {
      const b = prints[j];
      if (b && candidates(a, b) && similarity(a, b) >= NEAR) parent[root(i)] = root(j);
    }
  });
  return prints.map((_, i) => root(i));
}

describe('campaigns found as waves, on a labelled set of our own', () => {
  const prints = WAVE_POSTS.map((p) => fingerprint(p.text));
  const wave = waves(prints);
  const campaigns = [...new Set(WAVE_POSTS.map((p) => p.campaign).filter((c) => c !== null))];

  it.each(campaigns)('%s: at least 95 %% of its posts in one wave', (name) => {
    const mine = WAVE_POSTS.flatMap((p, i) => (p.campaign === name ? [wave[i]!] : []));
    const sizes = new Map<number, number>();
    for (const w of mine) sizes.set(w, (sizes.get(w) ?? 0) + 1);
    const largest = Math.max(...sizes.values());
    expect(largest / CAMPAIGN_SIZE).toBeGreaterThanOrEqual(0.95);
  });

  it('no ordinary post joins a campaign’s wave, and no two campaigns join', () => {
    const campaignOf = new Map<number, string>();
    WAVE_POSTS.forEach((p, i) => {
      if (p.campaign) campaignOf.set(wave[i]!, p.campaign);
    });
    const joined = WAVE_POSTS.filter((p, i) => p.campaign === null && campaignOf.has(wave[i]!));
    expect(joined.map((p) => p.text)).toEqual([]);
    const perWave = new Map<number, Set<string>>();
    WAVE_POSTS.forEach((p, i) => {
      if (p.campaign) perWave.set(wave[i]!, (perWave.get(wave[i]!) ?? new Set()).add(p.campaign));
    });
    expect([...perWave.values()].filter((s) => s.size > 1)).toEqual([]);
  });
});
