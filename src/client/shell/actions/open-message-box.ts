/** Marks the navbar's bell, which opens the message box (drawn before and after its code arrives). */
export const MESSAGE_BOX_ATTR = 'data-message-box';

/**
 * Opens the message box as a press on its bell does. From the palette: after the palette's dialog
 * has gone (it keeps focus inside itself while it is up, and a popover closes when focus leaves
 * it), which its closing has already set in motion by the time this task runs.
 */
export function openMessageBox(): void {
  setTimeout(() => {
    const bell = document.querySelector<HTMLButtonElement>(`[${MESSAGE_BOX_ATTR}]`);
    if (!bell || bell.getAttribute('aria-expanded') === 'true') return;
    bell.focus();
    bell.click();
  }, 0);
}
