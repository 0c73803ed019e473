/** A key press kept while what it belongs to was still loading, replayed in order once it is there. */
export interface HeldKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

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
export function swallow(e: Event): void {
  e.preventDefault();
  e.stopImmediatePropagation();
}
