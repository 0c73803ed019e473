/** A key press kept while what it belongs to was still loading, replayed in order once it is there. */
export interface HeldKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The part of the key inbox /login loads: from the login Enter (or a session found at boot) until
 * the console's dispatcher connects, every key is kept here, even from the login field, so that
 * nothing typed while the console's chunk loads is lost. key-layers.ts takes them over, with the
 * palette and the holds, once the console is there. Every way the console can fail to come ends
 * the wait: a refused login, the login page shown again, a chunk that would not load.
 */
export const early = { waiting: false, keys: [] as HeldKey[] };

const NAMED_KEYS = /^(Enter|Escape|Backspace|Delete|Arrow\w+|Home|End|Page\w+)$/;

/** Plain keys and Ctrl/⌘+K may be shortcuts; Tab, F-keys and the browser's own chords stay the browser's. */
export function mayBeShortcut(e: KeyboardEvent): boolean {
  if (e.isComposing || e.keyCode === 229 || e.altKey) return false;
  if (e.ctrlKey || e.metaKey) return e.key === 'k' || e.key === 'K';
  return e.key.length === 1 || NAMED_KEYS.test(e.key);
}

export function heldKey({ key, ctrlKey, metaKey, altKey, shiftKey }: KeyboardEvent): HeldKey {
  return { key, ctrlKey, metaKey, altKey, shiftKey };
}

/** Stops a key here: nothing on the page sees it, the browser does nothing with it. */
export function swallow(e: KeyboardEvent): void {
  e.preventDefault();
  e.stopImmediatePropagation();
}

// The IME rule (a composition's Enter never submits) is boot/early-guards.ts's, ahead of this one.
function onKeyDown(e: KeyboardEvent): void {
  if (!early.waiting || !mayBeShortcut(e)) return;
  swallow(e);
  early.keys.push(heldKey(e));
}

let installed = false;

/** Installed at boot, before anything else listens, so it sees every key first (window, capture phase). */
export function installKeyInbox(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('keydown', onKeyDown, true);
}

/** The console is on its way (login sent, or a session found at boot): keep keys until it connects. */
export function awaitConsole(): void {
  early.waiting = true;
}

/** The console will not come (login refused, on the login page): what was kept is dropped. */
export function abandonConsole(): void {
  early.waiting = false;
  early.keys.length = 0;
}
