import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (a lazy overlay) from the first time `open` is true, and keeps them mounted
 * after, for their closing transition and the next opening.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // React's pattern for state that follows a prop: set during render, no extra frame.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
