/** A promise carrying the status fields React's `use()` reads to return a settled value at once. */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

const inFlight = new Set<Promise<unknown>>();

/** Loads started and not yet settled: a test waits for them before its environment goes. */
export const loadsInFlight = (): Promise<unknown>[] => [...inFlight];

/**
 * A load run once and shared by whoever asks: the prefetch on the login page, the preload when the
 * user presses Enter, the render. Read with `use()`: once it has arrived, the component renders at
 * once, with no Suspense fallback — and so without React's 300 ms hold on content revealed after a
 * fallback, which a `lazy()` that suspends on every first render pays even for a chunk in hand.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | null = null;
  return () => {
    if (promise) return promise;
    const p: Tracked<T> = load();
    inFlight.add(p);
    p.then(
      (value) => {
        inFlight.delete(p);
        p.status = 'fulfilled';
        p.value = value;
      },
      (reason: unknown) => {
        inFlight.delete(p);
        p.status = 'rejected';
        p.reason = reason;
      },
    );
    promise = p;
    return p;
  };
}
