const NOT_TEXT = /^(checkbox|radio|button|submit|reset|range|color)$/;

/** Typing into these must never trigger a single-key shortcut. */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  // isContentEditable also covers the children of a contenteditable element.
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !NOT_TEXT.test((el as HTMLInputElement).type);
}

/** Focus inside a modal dialog (drawer, sheet, palette): its keys are the dialog's, not the console's. */
export function insideModal(target: EventTarget | null): boolean {
  const el = target as Element | null;
  return !!el && typeof el.closest === 'function' && el.closest('[aria-modal="true"]') !== null;
}

// Text fields are not here: a command may take a plain Enter inside one (isEditable decides those).
const ACTIVATABLE = [
  'button',
  'a[href]',
  'summary',
  'input:is([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"])',
  ...['button', 'link', 'menuitem', 'option', 'tab', 'checkbox', 'switch', 'radio'].map((r) => `[role="${r}"]`),
].join(', ');

/**
 * Enter and Space on these are the browser's own activation (WCAG 2.1.1): a focused button opens
 * what it names, even on a screen whose Enter opens the focused row.
 */
export function activatesOnKey(target: EventTarget | null, key: string): boolean {
  const el = target as HTMLElement | null;
  if ((key !== 'Enter' && key !== ' ') || !el || typeof el.closest !== 'function') return false;
  return el.closest(ACTIVATABLE) !== null;
}
