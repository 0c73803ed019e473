import { isAvailable } from '#client/commands/command';
import { seenBefore, type KeyTime } from '#client/commands/decision-gate';
import { commandById } from '#client/commands/registry';
import { runCommand } from '#client/commands/run-command';
import { latestRoute } from '#client/state/route-listener';
import { session } from '#client/state/session';
import type { ActionId } from './actions';

/**
 * Runs a queue command from a tap or a swipe, `at` being when the finger (or pen) went down: the
 * very command its key runs, so reasons, leases and undo take one path. A deciding command acts
 * only on the item drawn before the finger went down (decision-gate.ts `seenBefore`): a card
 * replaced under the finger is not decided. Returns whether it ran.
 */
export function runTapped(id: string, at: KeyTime): boolean {
  const command = commandById(id);
  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  if (!command || !isAvailable(command, ctx)) return false;
  if (command.decides && !seenBefore(command.decides(), at)) return false;
  runCommand(command, ctx);
  return true;
}

/**
 * The two commonest verbs of a queue, for a swipe: right lets the item be (approve, a report
 * found valid, enable), left turns it down (reject, a report found invalid, disable). The first
 * of each that the queue's keys have.
 */
const SWIPE_RIGHT: readonly ActionId[] = ['approve', 'finishValid', 'enable'];
const SWIPE_LEFT: readonly ActionId[] = ['reject', 'finishInvalid', 'disable'];

export interface SwipeVerbs {
  right: ActionId | null;
  left: ActionId | null;
}

export function swipeVerbs(actions: readonly ActionId[]): SwipeVerbs {
  return {
    right: SWIPE_RIGHT.find((a) => actions.includes(a)) ?? null,
    left: SWIPE_LEFT.find((a) => actions.includes(a)) ?? null,
  };
}

/** The command an action's key runs (use-moderation-commands.ts). */
export const actionCommand = (id: ActionId) => `mod.action.${id}`;
