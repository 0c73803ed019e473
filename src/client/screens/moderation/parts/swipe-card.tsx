import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { keyTime, type KeyTime } from '#client/commands/decision-gate';
import { REDUCED_MOTION, useMediaQuery } from '#client/ui/use-media-query';
import { BAD, GOOD } from './touch-verbs';

export type SwipeSide = 'left' | 'right';

/** Past this share of the card's width, a release decides. */
export const SWIPE_SHARE = 0.3;
/** A flick decides from a shorter way: this share, at this speed (px/ms) in the swipe's direction. */
const FLICK_SHARE = 0.12;
const FLICK_SPEED = 0.5;
/** A finger still this long before it lifts has stopped: no flick. */
const FLICK_WITHIN_MS = 100;
/** A move this long says which way the finger goes: across (a swipe) or down (the page scrolls). */
const SLOP = 10;

interface Gesture {
  pointer: number;
  x0: number;
  y0: number;
  at: KeyTime;
  width: number;
  across: boolean;
  last: { x: number; t: number };
  prev: { x: number; t: number };
}

/** Whether a release at `dx` (and the finger's last speed) decides, and which way. */
export function swipeOutcome(dx: number, width: number, speed: number): SwipeSide | null {
  const share = Math.abs(dx) / width;
  const flick = share >= FLICK_SHARE && Math.sign(speed) === Math.sign(dx) && Math.abs(speed) >= FLICK_SPEED;
  if (dx === 0 || (share < SWIPE_SHARE && !flick)) return null;
  return dx > 0 ? 'right' : 'left';
}

/**
 * The focused card, swiped by a finger or a pen (pointer events; a mouse drags nothing): the card
 * follows across, with the verb it would take showing as it goes; released past the threshold (or
 * flicked) it decides `onSwipe(side, when the finger went down)`, released before it goes back and
 * nothing happens. Down the page the browser scrolls as ever (`touch-action: pan-y`). With reduced
 * motion the card does not tilt nor glide back.
 */
export function SwipeCard({
  labels,
  onSwipe,
  children,
}: {
  labels: Record<SwipeSide, string | null>;
  onSwipe: (side: SwipeSide, at: KeyTime) => void;
  children: ReactNode;
}) {
  const reduced = useMediaQuery(REDUCED_MOTION);
  // The card's way across while a finger holds it; null at rest (it glides back, unless motion is reduced).
  const [drag, setDrag] = useState<{ dx: number; width: number } | null>(null);
  const gesture = useRef<Gesture | null>(null);

  function end(): void {
    gesture.current = null;
    setDrag(null);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>): void {
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    const width = e.currentTarget.getBoundingClientRect().width || window.innerWidth;
    const t = keyTime(e);
    gesture.current = {
      pointer: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      at: t,
      width,
      across: false,
      last: { x: e.clientX, t },
      prev: { x: e.clientX, t },
    };
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>): void {
    const g = gesture.current;
    if (!g || e.pointerId !== g.pointer) return;
    const x = e.clientX - g.x0;
    const y = e.clientY - g.y0;
    if (!g.across) {
      if (Math.abs(y) > SLOP && Math.abs(y) >= Math.abs(x)) return end();
      if (Math.abs(x) <= SLOP) return;
      g.across = true;
      // The rest of the swipe comes here even when the finger leaves the card.
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // A pointer already gone: its up or cancel ends the gesture.
      }
    }
    g.prev = g.last;
    g.last = { x: e.clientX, t: keyTime(e) };
    setDrag({ dx: x, width: g.width });
  }

  function onPointerUp(e: PointerEvent<HTMLDivElement>): void {
    const g = gesture.current;
    if (!g || e.pointerId !== g.pointer) return;
    const x = e.clientX - g.x0;
    const still = keyTime(e) - g.last.t > FLICK_WITHIN_MS;
    const speed = still || g.last.t === g.prev.t ? 0 : (g.last.x - g.prev.x) / (g.last.t - g.prev.t);
    const side = g.across ? swipeOutcome(x, g.width, speed) : null;
    end();
    if (side && labels[side]) onSwipe(side, g.at);
  }

  const dx = drag?.dx ?? 0;
  const side: SwipeSide | null = dx > 0 ? 'right' : dx < 0 ? 'left' : null;
  const label = side ? labels[side] : null;
  const reach = Math.min(1, Math.abs(dx) / ((drag?.width ?? window.innerWidth) * SWIPE_SHARE));
  return (
    // overflow-x-clip: a card swiped past the edge makes the page no wider.
    <div className="relative overflow-x-clip" data-swipe-card>
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={end}
        style={{
          touchAction: 'pan-y',
          transform: dx ? `translateX(${dx}px)${reduced ? '' : ` rotate(${dx / 40}deg)`}` : undefined,
        }}
        className={drag || reduced ? '' : 'transition-transform duration-200'}
      >
        {children}
      </div>
      {label && (
        <span
          aria-hidden
          data-swipe-hint={side}
          style={{ opacity: reach }}
          className={`pointer-events-none absolute top-4 rounded-md border px-3 py-1.5 text-[15px] font-semibold ${
            side === 'right' ? `left-4 ${GOOD}` : `right-4 ${BAD}`
          }`}
        >
          {label}
        </span>
      )}
    </div>
  );
}
