import type { InverseStep } from './change-rows';

/** One pressed action as `z` sees it: the ids to focus again and the writes that put them back. */
export interface UndoEntry {
  ids: number[];
  /** Resolves once the server answered the action: the inverse writes at the new versions. */
  steps: Promise<InverseStep[]>;
  /**
   * For a decision written by another endpoint than the bulk updates (an enforcement with its
   * content act): resolves to the call that takes it back, or null when it did not apply.
   */
  custom?: Promise<(() => Promise<void>) | null>;
}

/** The screen's undo history, newest last; bounded because nobody undoes 200 steps back. */
export function createUndoStack(limit = 100) {
  const entries: UndoEntry[] = [];
  return {
    push(entry: UndoEntry): void {
      entries.push(entry);
      if (entries.length > limit) entries.shift();
    },
    pop(): UndoEntry | undefined {
      return entries.pop();
    },
    get size(): number {
      return entries.length;
    },
  };
}
