/**
 * The first script of every page, a few hundred bytes, run before the console's modules (a
 * `defer` script ahead of them). /login arrives prerendered, so the form is live HTML while the
 * console's scripts are still on their way; these guards make that HTML behave as the console will.
 */

/**
 * Dispatched once handlers are live: by a form on itself (bubbling) once its own submit handler is,
 * and on `document` once the console has rendered (hydrated).
 */
export const CONSOLE_READY = 'console-ready';

/** Stops a key here: nothing on the page sees it, the browser does nothing with it. */
function swallow(e: Event): void {
  e.preventDefault();
  e.stopImmediatePropagation();
}

/**
 * The one input-method rule, for every field that acts on Enter (filters, forms, the palette, the
 * login form): the Enter that confirms a composition is the IME's, never a submit. Chromium marks
 * it `isComposing`; Safari ends the composition first and sends keyCode 229.
 */
function onKeyDown(e: KeyboardEvent): void {
  if (e.key === 'Enter' && (e.isComposing || e.keyCode === 229)) swallow(e);
}

let heldSubmit: HTMLFormElement | null = null;

/**
 * A submit nobody handled (the console's handler always cancels the browser's own) is a form the
 * console has not taken over yet: the browser would send the password to the server in a URL.
 * It is held, and sent through the console's handler once that handler is live.
 */
function onSubmitUnhandled(e: SubmitEvent): void {
  if (e.defaultPrevented) return;
  e.preventDefault();
  if (e.target instanceof HTMLFormElement) heldSubmit = e.target;
}

function onConsoleReady(e: Event): void {
  const held = heldSubmit;
  const form = e.target instanceof HTMLFormElement ? e.target : held;
  // The held form itself, or the one React drew in its place when it could not take the page over
  // as drawn: that form starts from what was typed into the one it replaced (typed-early.ts).
  if (!held || !form?.isConnected || (held !== form && held.isConnected)) return;
  heldSubmit = null;
  form.requestSubmit();
}

let installed = false;

/** Window listeners: keys in the capture phase, before any other; submits in the bubble phase, after all. */
export function installEarlyGuards(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('submit', onSubmitUnhandled);
  document.addEventListener(CONSOLE_READY, onConsoleReady);
}
