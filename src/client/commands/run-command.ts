import type { Command, CommandContext } from './command';
import { holdKeys } from './key-layers';

let untilShown: (() => void) | null = null;

/**
 * Does `act`; when it led to another page, the keys after it wait until the page area has drawn
 * that page (or its loading state, which holds them on), so that `g r q` typed at speed lands `q`
 * on the reports list and not on the screen it left.
 */
export function keysFollow(act: () => void): void {
  const before = location.href;
  act();
  if (location.href !== before && !untilShown) untilShown = holdKeys();
}

export function runCommand(command: Command, ctx: CommandContext): void {
  keysFollow(() => void command.run(ctx));
}

/** The page area has drawn the page at the current address: kept keys go to it. */
export function pageShown(): void {
  const release = untilShown;
  untilShown = null;
  release?.();
}
