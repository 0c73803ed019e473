/**
 * The first script of every page, a few hundred bytes, run before the console's modules (a
 * `defer` script ahead of them). /login arrives prerendered, so the form is live HTML while the
 * console's scripts are still on their way; these guards make that HTML behave as the console will.
 */
import { CONSOLE_READY } from './console-ready';
import { earlyKeys } from './early-keys';
import { heldKey, mayBeShortcut, swallow } from './held-keys';

/**
 * The one input-method rule, for every field that acts on Enter (filters, forms, the palette, the
 * login form): the Enter that confirms a composition is the IME's, never a submit. Chromium marks
 * it `isComposing`; Safari ends the composition first and sends keyCode 229. Then the keys kept
 * for the console (`keeping`).
 */
function onKeyDown(e: KeyboardEvent): void {
  if (e.key === 'Enter' && (e.isComposing || e.keyCode === 229)) return swallow(e);
  if (!keeping() || !mayBeShortcut(e)) return;
  swallow(e);
  earlyKeys().keys.push(heldKey(e));
}

let heldSubmit: HTMLFormElement | null = null;

/**
 * Keys kept for the console until its dispatcher takes them (commands/key-inbox.ts): while it is
 * awaited, after a held login Enter (typed on into the password field, they would spoil it), and on
 * a console page whose scripts are still loading (its frame already tells of Ctrl K and `?`).
 */
function keeping(): boolean {
  const early = earlyKeys();
  return early.waiting || early.held || (!early.started && !!document.querySelector('[data-console-frame]'));
}

/**
 * A submit nobody handled (the console's handler always cancels the browser's own) is a form the
 * console has not taken over yet: the browser would send the password to the server in a URL.
 * It is held, and sent through the console's handler once that handler is live.
 */
function onSubmitUnhandled(e: SubmitEvent): void {
  if (e.defaultPrevented) return;
  e.preventDefault();
  if (!(e.target instanceof HTMLFormElement)) return;
  heldSubmit = e.target;
  earlyKeys().held = true;
}

function onConsoleReady(e: Event): void {
  const held = heldSubmit;
  const form = e.target instanceof HTMLFormElement ? e.target : held;
  // The held form itself, or the one React drew in its place when it could not take the page over
  // as drawn: that form starts from what was typed into the one it replaced (typed-early.ts).
  if (!held || !form?.isConnected || (held !== form && held.isConnected)) return;
  heldSubmit = null;
  earlyKeys().held = false;
  form.requestSubmit();
}

/**
 * Window listeners: keys in the capture phase, before any other; submits in the bubble phase, after
 * all. A second call adds nothing (the same listener is added once).
 */
export function installEarlyGuards(): void {
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('submit', onSubmitUnhandled);
  document.addEventListener(CONSOLE_READY, onConsoleReady);
}
