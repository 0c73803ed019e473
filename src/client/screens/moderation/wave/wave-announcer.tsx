import { useEffect, useRef } from 'react';
import { useT } from '#client/i18n/use-t';
import { pendingItems } from './wave-state';
import type { WaveItem } from '#contract/api/waves';

/**
 * The wave view's polite live region. `c` puts the view in place of the queue, and the queue's own
 * announcer goes with it, so a screen reader would hear nothing of the wave: here it hears that the
 * wave is open and what a decision takes once the view is drawn, and that it closed. Mounted for
 * the whole of queue mode: a region must be in the page before its words change to be read.
 */
export function WaveAnnouncer({
  wave,
}: {
  wave: { readonly id: number; readonly view: { readonly items: readonly Readonly<WaveItem>[] } | null } | null;
}) {
  const { t } = useT();
  const region = useRef<HTMLParagraphElement>(null);
  const seen = useRef<number | null>(null);
  const view = wave?.view ?? null;
  const drawn = view && wave ? wave.id : null;
  useEffect(() => {
    const p = region.current;
    if (!p) return;
    if (drawn !== null && view) {
      const pending = pendingItems(view);
      p.textContent = t('wave.announce.open', {
        id: drawn,
        n: pending.length,
        m: new Set(pending.map((i) => i.accountId)).size,
      });
    } else if (drawn === null && seen.current !== null) {
      p.textContent = t('wave.announce.closed');
    }
    seen.current = drawn;
    // The view is read for its counts only: what is told is the wave drawn, opened or closed.
  }, [drawn, t]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-wave-announcer="" />
  );
}
