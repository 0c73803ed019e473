import { describe, expect, it } from 'vitest';
import { decisionSpan } from '#server/services/classifier/train-model';

describe('the span of the decisions a model is trained on', () => {
  it('is the oldest and newest time, in any order', () => {
    const at = (iso: string) => new Date(iso);
    expect(decisionSpan([at('2026-03-02'), at('2026-01-05'), at('2026-11-29')])).toEqual({
      oldest: at('2026-01-05'),
      newest: at('2026-11-29'),
    });
    expect(decisionSpan([])).toBeNull();
  });

  it('holds at a team’s year of decisions: 500k times, where spreading them into Math.min overflows the stack', () => {
    const start = Date.UTC(2026, 0, 1);
    const times = Array.from({ length: 500_000 }, (_, i) => new Date(start + ((i * 7919) % 500_000) * 60_000));
    expect(() => Math.min(...times.map((t) => t.getTime()))).toThrow(RangeError);
    expect(decisionSpan(times)).toEqual({ oldest: new Date(start), newest: new Date(start + 499_999 * 60_000) });
  });
});
