/**
 * A decision needs a seen item and a deliberate key. A key that decides (approve, reject, ban…)
 * acts only when the item it names was on screen before the key went down, and only on the scene
 * (screen, mode, palette, dialog) the moderator saw when pressing it. Keys typed through a change
 * of scene — the rest of a word typed into the palette, keys held while a queue loaded — never
 * decide: the gate closes at the change and opens again only on a key that follows a pause, the
 * time it takes to look at what came. Moving keys are not asked.
 */

/** A pause this long before a key says it was pressed at what is on screen, not typed on. */
export const DELIBERATE_PAUSE_MS = 300;

/** When a key went down, on the clock of performance.now(). */
export type KeyTime = number;

interface GateState {
  /** Each part of the scene (screen, mode, palette, dialog) as last drawn. */
  parts: Map<string, string>;
  open: boolean;
  changedAt: KeyTime;
  lastKeyAt: KeyTime;
  target: string | null;
  targetShownAt: KeyTime;
  /** The moderator was told since the gate last let a decision through. */
  told: boolean;
  tell: (() => void) | null;
}

const gate: GateState = {
  parts: new Map(),
  open: true,
  changedAt: -Infinity,
  lastKeyAt: -Infinity,
  target: null,
  targetShownAt: Infinity,
  told: false,
  tell: null,
};

const clock = (): KeyTime => performance.now();

/**
 * A key's own time where the browser gives it on the page's clock (Chromium does); where it is
 * missing or on another clock (some DOMs give the epoch), the time it is handled stands in.
 */
export function keyTime(e: { timeStamp?: number }): KeyTime {
  const now = clock();
  const at = e.timeStamp;
  return at !== undefined && at > 0 && at <= now + 1 ? at : now;
}

/** Every key, before anyone handles it (palette text included): the pause is measured from it. */
export function noteKey(at: KeyTime): void {
  if (!gate.open && at >= gate.changedAt && at - gate.lastKeyAt >= DELIBERATE_PAUSE_MS) gate.open = true;
  gate.lastKeyAt = at;
}

/**
 * A part of the scene is now `value`: a change closes the gate until a deliberate key, one that
 * follows a pause and comes after the change was drawn. Keys still coming were typed at what was
 * there before (a first key after a quiet keyboard follows a pause, so a click changes little).
 */
export function sceneShown(part: string, value: string): void {
  if (gate.parts.get(part) === value) return;
  gate.parts.set(part, value);
  gate.open = false;
  gate.told = false;
  gate.changedAt = clock();
}

/** The item (or selection) a decision would name is drawn: from now keys may decide it. */
export function targetShown(target: string | null): void {
  if (gate.target === target) return;
  gate.target = target;
  gate.targetShownAt = clock();
}

/** How the moderator is told that keys were not applied (once per change). */
export function onKeysNotApplied(tell: () => void): () => void {
  gate.tell = tell;
  return () => {
    if (gate.tell === tell) gate.tell = null;
  };
}

/**
 * Whether a deciding key pressed at `at` may act on `target` (what the command would decide now).
 * A key kept while something loaded (`replayed`) was typed before it was there: it never decides.
 */
export function mayDecide(target: string | null, at: KeyTime, replayed: boolean): boolean {
  const seen = target !== null && target === gate.target && gate.targetShownAt <= at;
  if (gate.open && seen && !replayed) {
    gate.told = false;
    return true;
  }
  if (!gate.told) {
    gate.told = true;
    gate.tell?.();
  }
  return false;
}

/**
 * A tap or a swipe on the card names what the finger went down on: it decides only when `target`
 * is the item drawn, and drawn before `at` (the pointer's down). A pointer gesture is deliberate by
 * itself, so it does not wait for the pause a key after a change of scene waits for.
 */
export function seenBefore(target: string | null, at: KeyTime): boolean {
  return target !== null && target === gate.target && gate.targetShownAt <= at;
}

/** For tests: a fresh page. */
export function resetDecisionGate(): void {
  gate.parts.clear();
  gate.open = true;
  gate.changedAt = -Infinity;
  gate.lastKeyAt = -Infinity;
  gate.target = null;
  gate.targetShownAt = Infinity;
  gate.told = false;
}
