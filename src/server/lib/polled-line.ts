/**
 * The pause before a line's next poll: `pollMs` after a poll that took work, then doubled after
 * each empty one, up to `maxMs`. Polling both lines ten times a second, a server at rest used 7 %
 * of a core on PGlite; with the pause grown to a second, 2 %. An item arriving after a quiet spell
 * waits at most `maxMs` for its poll (`drained()` wakes the line at once).
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

/** How a line is paced; each has a default. */
export interface LinePace {
  /** Between polls of a line that just took work (100 ms). */
  pollMs?: number | undefined;
  /** The longest pause an idle line grows to between polls (1 s). */
  idlePollMaxMs?: number | undefined;
  /** Between two full batches: room for the requests waiting on the database (5 ms). */
  backlogPauseMs?: number | undefined;
}

export interface PolledLineOptions extends LinePace {
  /** One batch: how many items it took out of line (0: the line was empty; -1: it could not look). */
  take: () => Promise<number>;
  /** A batch this full is followed by the next one after `backlogPauseMs`. */
  batchSize: number;
}

export interface PolledLine {
  /** Stops polling; resolves once the batch under way has ended. */
  close(): Promise<void>;
  /** Resolves once a batch that began after the call found the line empty (tests, benches). */
  drained(): Promise<void>;
}

/**
 * A line the database fills (the classifier's `classifier_unscored`, the waves' `wave_unprinted`),
 * worked in batches by a server process: back to back while there is a backlog, then on a poll
 * that backs off while the line stays empty.
 */
export function pollLine(options: PolledLineOptions): PolledLine {
  const pollMs = options.pollMs ?? 100;
  const backlogPauseMs = options.backlogPauseMs ?? 5;
  const pause = idleBackoff(pollMs, options.idlePollMaxMs ?? 1_000);
  let closed = false;
  let wake: (() => void) | null = null;
  // Who waits for an empty line, and the number of the batch they came in during: a batch that
  // began before them may have missed what they just wrote.
  let idleWaiters: { after: number; resolve: () => void }[] = [];
  let batches = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(t);
        wake = null;
        resolve();
      };
    });

  const running = (async () => {
    while (!closed) {
      const batch = ++batches;
      const n = await options.take();
      if (n === 0) {
        for (const w of idleWaiters.filter((w) => w.after < batch)) w.resolve();
        idleWaiters = idleWaiters.filter((w) => w.after >= batch);
      }
      // Even with a backlog, a pause on a timer: on PGlite the queries resolve without ever giving
      // the event loop to I/O, and back-to-back batches would keep the server from answering.
      if (!closed) await sleep(n >= options.batchSize ? backlogPauseMs : pause.next(n > 0));
    }
  })();

  return {
    async close() {
      closed = true;
      wake?.();
      await running;
    },
    drained: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push({ after: batches, resolve });
        wake?.();
      }),
  };
}
