import { describe, expect, it } from 'vitest';
import { swipeOutcome } from '#client/screens/moderation/parts/swipe-card';
import { swipeVerbs } from '#client/screens/moderation/queue/touch-decide';

describe('a swipe on the queue card', () => {
  it('decides past 30 % of the width, or on a flick of 12 % in its own direction; else nothing', () => {
    expect(swipeOutcome(120, 400, 0)).toBe('right');
    expect(swipeOutcome(-120, 400, 0)).toBe('left');
    expect(swipeOutcome(100, 400, 0)).toBeNull();
    expect(swipeOutcome(50, 400, 0.8)).toBe('right');
    expect(swipeOutcome(-50, 400, -0.8)).toBe('left');
    // A flick back toward the middle, or too short a way, is a change of mind.
    expect(swipeOutcome(100, 400, -0.8)).toBeNull();
    expect(swipeOutcome(40, 400, 2)).toBeNull();
    expect(swipeOutcome(0, 400, 0)).toBeNull();
  });

  it('takes the two commonest verbs of each queue: right lets the item be, left turns it down', () => {
    expect(swipeVerbs(['enable', 'disable', 'approve', 'reject'])).toEqual({ right: 'approve', left: 'reject' });
    expect(swipeVerbs(['finishValid', 'finishInvalid', 'disableTargetFinish'])).toEqual({
      right: 'finishValid',
      left: 'finishInvalid',
    });
    expect(swipeVerbs(['approve', 'reject'])).toEqual({ right: 'approve', left: 'reject' });
    expect(swipeVerbs([])).toEqual({ right: null, left: null });
  });
});
