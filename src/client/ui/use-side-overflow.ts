import { useCallback, useEffect, useRef, useState } from 'react';

/** Less than this left to scroll counts as none (subpixel widths never quite reach the end). */
const SLACK_PX = 2;

export interface SideOverflow {
  /** The scrolling box's ref callback. */
  attach: (el: HTMLElement | null) => void;
  el: HTMLElement | null;
  /** Content hidden before the start or past the end of the box. */
  before: boolean;
  after: boolean;
  /** Measures again (after something moved the content without a scroll or a resize). */
  measure: () => void;
  /** Scrolls by most of the box's width, toward the start (-1) or the end (1). */
  scroll: (direction: -1 | 1) => void;
}

/**
 * Which way a box that scrolls sideways has more to show, kept as it scrolls and as it or its
 * content changes size: the tab strip's scroll buttons and a wide table's cue read it.
 */
export function useSideOverflow(): SideOverflow {
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
    onChange();
    el.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onChange);
    observer?.observe(el);
    // The content can grow inside a box that keeps its size (a table's rows arriving).
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      observer?.disconnect();
    };
  }, [el]);
  const remeasure = useCallback(() => measure.current(), []);
  const scroll = useCallback(
    (direction: -1 | 1) => el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' }),
    [el],
  );
  return { attach: setEl, el, before: edges.before, after: edges.after, measure: remeasure, scroll };
}
