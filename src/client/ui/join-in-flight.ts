/**
 * A call shared while it is pending: whoever asks meanwhile joins it instead of sending it again;
 * once it has settled, the next ask sends a new one.
 */
export function joinInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= run().finally(() => {
      pending = null;
    }));
}
