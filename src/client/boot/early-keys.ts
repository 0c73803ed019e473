import type { HeldKey } from './held-keys';

/**
 * The console's early key inbox, kept by the page's first script (early-guards.ts, inline, the first
 * listener of all) and steered by the console's modules (commands/key-inbox.ts). The two are built
 * apart, so they meet on `window`.
 */
export interface EarlyKeys {
  keys: HeldKey[];
  /** The console is on its way (login sent, or a session found at boot): every key is kept for it. */
  waiting: boolean;
  /** The console's start has run: from here `waiting` alone says whether a console page's keys are kept. */
  started: boolean;
  /** A login Enter is held until the form's handler is live: what is typed after it is the console's. */
  held: boolean;
}

export function earlyKeys(): EarlyKeys {
  const w = window as unknown as { __consoleEarlyKeys?: EarlyKeys };
  return (w.__consoleEarlyKeys ??= { keys: [], waiting: false, started: false, held: false });
}
