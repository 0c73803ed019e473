import { earlyKeys } from '../boot/early-keys';

export type { HeldKey } from '../boot/held-keys';

/**
 * The part of the key inbox /login loads: from the login Enter (or a session found at boot) until
 * the console's dispatcher connects, every key is kept, even from the login field, so that nothing
 * typed while the console's chunk loads is lost. The page's first script keeps them (its listener
 * comes before all others, boot/early-guards.ts); this module says when. key-layers.ts takes them
 * over, with the palette and the holds, once the console is there. Every way the console can fail
 * to come ends the wait: a refused login, the login page shown again, a chunk that would not load.
 */
/** The console's start, before anything renders: from here `waiting` says whether keys are kept. */
export function installKeyInbox(): void {
  earlyKeys().started = true;
}

/** The console is on its way (login sent, or a session found at boot): keep keys until it connects. */
export function awaitConsole(): void {
  earlyKeys().waiting = true;
}

/**
 * The console will not come (login refused, on the login page): what was kept is dropped. Not what
 * was typed after a held login Enter: that waits for the held submit's answer.
 */
export function abandonConsole(): void {
  const early = earlyKeys();
  early.waiting = false;
  if (!early.held) early.keys.length = 0;
}
