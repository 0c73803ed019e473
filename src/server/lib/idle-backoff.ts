/**
 * The pause before a background line's next poll (the classifier's scorer, the wave worker):
 * `pollMs` after a poll that took work, then doubled after each empty one, up to `maxMs`. Polling
 * both lines ten times a second, a server at rest used 7 % of a core on PGlite; with the pause
 * grown to a second, 2 %. An item arriving after a quiet spell waits at most `maxMs` for its poll
 * (a test's `drained()` wakes the line at once).
 */
export function idleBackoff(pollMs: number, maxMs: number): { next(tookWork: boolean): number } {
  let idle = pollMs;
  return {
    next(tookWork) {
      if (tookWork) {
        idle = pollMs;
        return pollMs;
      }
      const pause = idle;
      idle = Math.min(Math.max(maxMs, pollMs), idle * 2);
      return pause;
    },
  };
}
