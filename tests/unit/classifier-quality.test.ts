import { describe, expect, it } from 'vitest';
import type { ClassifierLabel } from '#contract/classifier';
import { isHeldOut, measureQuality, type LabelledItem } from '#server/services/classifier/model-quality';

/** Items whose label is written in their features, and a share of noise the model cannot read. */
function items(n: number, noise: number): LabelledItem[] {
  const labels: ClassifierLabel[] = ['fine', 'spam', 'fraud'];
  return Array.from({ length: n }, (_, i) => {
    const label = labels[i % 3]!;
    const told = i % 100 >= noise * 100 ? `sign:${label}` : `sign:${labels[(i + 1) % 3]}`;
    return { key: `moment:${i}`, label, features: [told, `id:${i}`, 'common'] };
  });
}

describe('the quality of a model, on decisions it was not trained on', () => {
  it('holds out the same items on every run, about the share asked for', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `moment:${i}`);
    const out = keys.filter((k) => isHeldOut(k, 0.2));
    expect(out.length / keys.length).toBeGreaterThan(0.18);
    expect(out.length / keys.length).toBeLessThan(0.22);
    expect(keys.filter((k) => isHeldOut(k, 0.2))).toEqual(out);
  });

  it('finds a model that reads every label right: precision and recall 1, the confusion on its diagonal', () => {
    const q = measureQuality(items(900, 0));
    expect(q.trained + q.heldOut).toBe(900);
    expect(q.labels.map((l) => [l.label, l.precision, l.recall])).toEqual([
      ['fine', 1, 1],
      ['fraud', 1, 1],
      ['spam', 1, 1],
    ]);
    for (const [team, row] of Object.entries(q.confusion)) expect(Object.keys(row)).toEqual([team]);
    expect(q.calibration.reduce((n, b) => n + b.items, 0)).toBe(q.heldOut);
  });

  it('says what a model gets wrong: a fifth of the items carry another label’s sign', () => {
    const q = measureQuality(items(3000, 0.2));
    for (const l of q.labels) {
      expect(l.recall!).toBeGreaterThan(0.7);
      expect(l.recall!).toBeLessThan(0.9);
    }
    const wrong = Object.entries(q.confusion).reduce(
      (n, [team, row]) => n + Object.entries(row).reduce((m, [model, c]) => m + (model === team ? 0 : c), 0),
      0,
    );
    expect(wrong / q.heldOut).toBeGreaterThan(0.1);
    expect(wrong / q.heldOut).toBeLessThan(0.3);
    // One sign and a fifth of noise: the model says about 0.8 for its top label, and is right about 80 % of the time.
    const fullest = [...q.calibration].sort((a, b) => b.items - a.items)[0]!;
    expect(fullest.items / q.heldOut).toBeGreaterThan(0.9);
    expect(Math.abs(fullest.predicted! - fullest.observed!)).toBeLessThan(0.1);
  });
});
