const NOT_TEXT = /^(checkbox|radio|button|submit|reset|range|color)$/;

/** Typing into these must never trigger a single-key shortcut. */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  // isContentEditable also covers the children of a contenteditable element.
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !NOT_TEXT.test((el as HTMLInputElement).type);
}
