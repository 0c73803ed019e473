/** A promise carrying the status fields React's `use()` reads to return a settled value at once. */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

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
    p.then(
      (value) => Object.assign(p, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(p, { status: 'rejected', reason }),
    );
    promise = p;
    return p;
  };
}
