import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '#client/i18n/use-t';
import type { RowMark } from '../queue/work-store';
import { markText } from './badges';

export interface QueueAnnouncerProps {
  /**
   * The store the marks are in, read here: a reply that turns a mark from pending to done draws
   * this region, not the queue's cards around it.
   */
  store: { marks: Record<number, RowMark> };
  /** The item the cursor is on, its place in the hand and the hand's size; null when none is. */
  focused: { id: number; n: number; of: number } | null;
  /**
   * Why there is nothing to decide (the queue is empty, or nothing matches its filters): said once
   * the cursor has nowhere to go; null while items may still come.
   */
  empty: 'mod.queue.empty' | 'mod.queue.noMatch' | null;
}

/**
 * The queue's polite live region: a screen reader hears what a key did ("Approved #12") and which
 * item the cursor is now on, without leaving the item. Only news is said: a mark that turns from
 * pending to done is the same decision and is not said twice; a refusal is, with the item the
 * cursor is on.
 */
export function QueueAnnouncer({ store, focused, empty }: QueueAnnouncerProps) {
  const { t } = useT();
  const { marks } = useSnapshot(store);
  const region = useRef<HTMLParagraphElement>(null);
  const seenMarks = useRef(marks);
  const seenFocus = useRef<number | null>(null);
  const seenEmpty = useRef<QueueAnnouncerProps['empty']>(null);
  const focusedId = focused?.id ?? null;

  useEffect(() => {
    const news: [number, RowMark][] = [];
    for (const [id, mark] of Object.entries(marks)) {
      const before = seenMarks.current[Number(id)];
      // Snapshots keep the identity of an unchanged mark, so `!==` finds the ones a key touched.
      if (before !== mark && (mark.state !== 'done' || before?.action !== mark.action)) news.push([Number(id), mark]);
    }
    seenMarks.current = marks;
    const parts: string[] = [];
    const last = news.at(-1);
    if (last) {
      const [id, mark] = last;
      const action = markText(mark, t);
      parts.push(
        news.length > 1
          ? t('mod.announce.decidedMany', { action, n: news.length })
          : t('mod.announce.decided', { action, id }),
      );
    }
    // A decision is always told with where the cursor is: a key's mark and its move may draw apart
    // (undo moves first), and the later words replace the earlier ones in the region.
    // With no item, why there is none is told when it is known: a hand that went away (other
    // filters) first leaves nothing said, and its last item is not said as where the cursor is.
    if (focusedId !== seenFocus.current || (last && focused) || (!focused && empty !== seenEmpty.current)) {
      seenFocus.current = focusedId;
      seenEmpty.current = empty;
      if (focused) parts.push(t('mod.announce.focus', focused));
      else if (empty) parts.push(t(empty));
      else if (!last && region.current) region.current.textContent = '';
    }
    // Written to the DOM, not state: the words are for the screen reader, not a render.
    if (parts.length === 0 || !region.current) return;
    region.current.textContent = parts.reduce((first, second) => t('mod.announce.then', { first, second }));
    // `focused` is read for its words only; a new item is told by its id.
  }, [marks, focusedId, empty, t]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <p ref={region} role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-queue-announcer="" />
  );
}
