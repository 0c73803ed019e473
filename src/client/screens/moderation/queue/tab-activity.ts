/** A tab with no key, pointer or focus for this long is idle: its leases are let go at the next renewal. */
export const IDLE_MS = 3 * 60_000;

const EVENTS = ['keydown', 'pointerdown', 'focus', 'wheel'] as const;

/**
 * Whether the moderator is working in this tab: visible, and touched within IDLE_MS. `onBack` runs
 * on the first sign of life after the tab was found away (so a let-go hand can be taken again).
 */
export function watchTabActivity(onBack: () => void, now: () => number = () => performance.now()) {
  let lastActive = now();
  let away = false;
  const touch = () => {
    lastActive = now();
    if (away && document.visibilityState === 'visible') {
      away = false;
      onBack();
    }
  };
  for (const type of EVENTS) window.addEventListener(type, touch, true);
  document.addEventListener('visibilitychange', touch);
  return {
    /** Asked at each renewal; a false answer marks the tab away until the moderator is back. */
    active(): boolean {
      const active = document.visibilityState === 'visible' && now() - lastActive < IDLE_MS;
      if (!active) away = true;
      return active;
    },
    stop(): void {
      for (const type of EVENTS) window.removeEventListener(type, touch, true);
      document.removeEventListener('visibilitychange', touch);
    },
  };
}
