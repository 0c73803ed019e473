/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`, when given); returns the
 * cancel. Safari has no requestIdleCallback: a timer stands in there, and in the component tests' DOM.
 */
export function whenIdle(work: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, timeoutMs === undefined ? {} : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
