import { insideModal, isEditable } from './editable';
import { earlyKeys } from '../boot/early-keys';
import { heldKey, mayBeShortcut, swallow, type HeldKey } from '../boot/held-keys';
import { installKeyInbox } from './key-inbox';
import { keyTime, noteKey } from './decision-gate';

type Accept = (key: HeldKey) => void;

/** After this long a wait is taken as broken: keys flow again instead of vanishing. */
const GIVE_UP_MS = 10_000;

/**
 * Who keys belong to once the console is there: its dispatcher, and above it the palette while it
 * is open. A `waiting` palette (its chunk still loading) takes every key, even from a field, so
 * that nothing typed after Ctrl/⌘+K reaches a queue. Holds (a screen's chunk, a queue's first
 * items) keep the console's keys off the page until what they act on is there, never out of a field
 * or a dialog: Escape in the settings drawer closes it even while a queue loads behind it.
 */
interface Layer {
  state: 'off' | 'waiting' | 'ready';
  accept: Accept | null;
  since: number;
}

const consoleLayer: Layer = { state: 'off', accept: null, since: 0 };
const paletteLayer: Layer = { state: 'off', accept: null, since: 0 };
const queue: HeldKey[] = [];
let holds = 0;
let holdsSince = 0;

const top = (): Layer | null =>
  paletteLayer.state !== 'off' ? paletteLayer : consoleLayer.state !== 'off' ? consoleLayer : null;
const stale = (since: number) => performance.now() - since > GIVE_UP_MS;
const holding = () => holds > 0 && !stale(holdsSince);

/** Gives kept keys, in order, to whoever they belong to, as far as it is ready for them. */
function drain(): void {
  while (queue.length > 0) {
    const layer = top();
    if (!layer) {
      queue.length = 0;
      return;
    }
    if (layer.state !== 'ready' || (layer === consoleLayer && holding())) return;
    layer.accept!(queue.shift()!);
  }
}

/** Keys the console dispatches itself (dispatchReplayedKey): not typed now, so neither timed nor held. */
const replayed = new WeakSet<Event>();

/**
 * Dispatches a key the user typed earlier on an element that was not there yet (a dropdown's
 * button whose code came after the press). It passes the layers untouched: it was typed before,
 * on a button, and a hold meanwhile would keep it from the button it was meant for.
 */
export function dispatchReplayedKey(target: EventTarget, e: KeyboardEvent): boolean {
  replayed.add(e);
  return target.dispatchEvent(e);
}

function onKeyDown(e: KeyboardEvent): void {
  if (replayed.has(e)) return;
  // Before anyone handles it (the palette's text too): a decision needs a pause before its key.
  noteKey(keyTime(e));
  if (!mayBeShortcut(e)) return;
  const layer = top();
  if (!layer) return;
  if (layer.state === 'waiting') {
    if (stale(layer.since)) return leavePalette();
  } else if (layer !== consoleLayer || !holding() || isEditable(e.target) || insideModal(e.target)) return;
  swallow(e);
  queue.push(heldKey(e));
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  installKeyInbox();
  // After the boot listener: while the console is still awaited, that one keeps the keys.
  window.addEventListener('keydown', onKeyDown, true);
}

function connect(layer: Layer, accept: Accept): () => void {
  layer.state = 'ready';
  layer.accept = accept;
  // Outside the caller's render or effect: a replayed key may update React state synchronously.
  queueMicrotask(drain);
  return () => {
    if (layer.accept !== accept) return;
    layer.state = 'off';
    layer.accept = null;
    queueMicrotask(drain);
  };
}

/** The dispatcher takes keys from here on, those kept since the login Enter first. */
export function connectConsole(accept: Accept): () => void {
  install();
  const early = earlyKeys();
  queue.unshift(...early.keys.splice(0));
  early.waiting = false;
  return connect(consoleLayer, accept);
}

/** Ctrl/⌘+K was pressed: every key from now on belongs to the palette, loaded or not. */
export function awaitPalette(): void {
  if (paletteLayer.state === 'ready') return;
  paletteLayer.state = 'waiting';
  paletteLayer.accept = null;
  paletteLayer.since = performance.now();
}

export function connectPalette(accept: Accept): () => void {
  return connect(paletteLayer, accept);
}

/** The palette closed: keys kept after that belong to the console again. */
export function leavePalette(): void {
  paletteLayer.state = 'off';
  paletteLayer.accept = null;
  queueMicrotask(drain);
}

/**
 * While something the next keys act on is loading (a screen's chunk, a queue's first items), the
 * console's keys wait for it. Keys typed into a field are never held. Returns the release.
 */
export function holdKeys(): () => void {
  if (holds === 0) holdsSince = performance.now();
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    queueMicrotask(drain);
  };
}

/** For tests: back to a fresh page. */
export function resetKeyInbox(): void {
  for (const layer of [consoleLayer, paletteLayer]) {
    layer.state = 'off';
    layer.accept = null;
  }
  queue.length = 0;
  holds = 0;
  const early = earlyKeys();
  early.waiting = false;
  early.held = false;
  early.keys.length = 0;
}
