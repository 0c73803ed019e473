/** Warms the shell chunk while the login request is in flight; not part of the /login load. */
export function prefetchShell(): void {
  void import('../shell').catch(() => {
    // The real import after login reports the failure; a failed warm-up is harmless.
  });
}
