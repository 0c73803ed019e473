import { useSyncExternalStore } from 'react';
import type { Command } from './command';

/**
 * The one command registry. Commands carry functions and closures over React state, so they
 * live in a plain map with a version counter rather than in a valtio snapshot.
 *
 * Registering an id that is already there stacks the new command on top; unregistering pops it
 * and the earlier one applies again (two mounted screens may declare the same `queue.next`).
 */
const stacks = new Map<string, Command[]>();
const listeners = new Set<() => void>();
let version = 0;
let cached: { version: number; list: Command[] } = { version: -1, list: [] };

function changed(): void {
  version += 1;
  for (const l of listeners) l();
}

export function registerCommands(commands: readonly Command[]): () => void {
  for (const c of commands) {
    const stack = stacks.get(c.id) ?? [];
    stack.push(c);
    stacks.set(c.id, stack);
  }
  changed();
  return () => {
    for (const c of commands) {
      const stack = stacks.get(c.id);
      if (!stack) continue;
      const at = stack.lastIndexOf(c);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) stacks.delete(c.id);
    }
    changed();
  };
}

/** Every registered command (the top of each id's stack), in registration order. */
export function allCommands(): readonly Command[] {
  if (cached.version !== version) {
    cached = { version, list: [...stacks.values()].map((s) => s[s.length - 1]!).filter(Boolean) };
  }
  return cached.list;
}

export function commandById(id: string): Command | undefined {
  const stack = stacks.get(id);
  return stack?.[stack.length - 1];
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registry as React state: re-renders when commands come or go. */
export function useRegistry(): readonly Command[] {
  return useSyncExternalStore(subscribe, allCommands, allCommands);
}
