import { useCallback, useEffect, useRef, useState } from 'react';

/** Less than this left to scroll counts as none (subpixel widths never quite reach the end). */
const SLACK_PX = 2;

export interface TabOverflow {
  /** The strip's ref callback. */
  attach: (el: HTMLElement | null) => void;
  /** Tabs hidden before the start or past the end of the strip. */
  before: boolean;
  after: boolean;
  /** Scrolls the strip by most of its width, toward the start (-1) or the end (1). */
  scroll: (direction: -1 | 1) => void;
}

/**
 * The tab strip scrolls sideways with its scrollbar hidden (a full-size bar under a 40 px bar
 * crowded it); this says which way there is more to see, for the scroll buttons and the fades,
 * and keeps the tab on display in view. `key` changes when the tabs or the one on display do.
 */
export function useTabOverflow(key: string): TabOverflow {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  const measure = useRef(() => {});
  measure.current = () => {
    if (!el) return;
    const before = el.scrollLeft > SLACK_PX;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK_PX;
    setEdges((e) => (e.before === before && e.after === after ? e : { before, after }));
  };
  useEffect(() => {
    if (!el) return;
    const onChange = () => measure.current();
    el.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onChange);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      observer?.disconnect();
    };
  }, [el]);
  useEffect(() => {
    // The tab on display in view (a tab opened by `g` lands at the end, maybe out of sight).
    el?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure.current();
  }, [el, key]);
  const scroll = useCallback(
    (direction: -1 | 1) => el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' }),
    [el],
  );
  return { attach: setEl, before: edges.before, after: edges.after, scroll };
}
