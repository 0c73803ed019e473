import { describe, expect, it } from 'vitest';
import { idleBackoff } from '#server/lib/polled-line';

describe('idleBackoff', () => {
  it('doubles the pause after each empty poll up to the ceiling, and starts again at the poll after work', () => {
    const pause = idleBackoff(100, 1_000);
    expect([false, false, false, false, false, false].map((took) => pause.next(took))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
    expect(pause.next(true)).toBe(100);
    expect(pause.next(false)).toBe(100);
    expect(pause.next(false)).toBe(200);
  });

  it('never pauses less than the poll, whatever the ceiling', () => {
    const pause = idleBackoff(50, 20);
    expect([false, false, true, false].map((took) => pause.next(took))).toEqual([50, 50, 50, 50]);
  });
});
