import type { InverseStep } from './change-rows';

/**
 * An undo in a queue's leased hand: the holder its writes name, so that the server leases what
 * they put back into the hand in their own transaction (services/core/back-in-hand.ts), and the
 * lease they go out after.
 */
export interface HandWrite {
  holder: string;
  after: Promise<void>;
}

/** One pressed action as `z` sees it: the ids to focus again and the writes that put them back. */
export interface UndoEntry {
  ids: number[];
  /** Resolves once the server answered the action: the inverse writes at the new versions. */
  steps: Promise<InverseStep[]>;
  /**
   * For a decision written by another endpoint than the bulk updates (an enforcement with its
   * content act, a wave): resolves to the call that takes it back, or null when it did not apply.
   */
  custom?: Promise<((hand: HandWrite | undefined) => Promise<void>) | null>;
}

/** An entry as sessionStorage keeps it: its steps once the server answered, with their versions. */
interface StoredEntry {
  ids: number[];
  steps: InverseStep[];
}

function readStored(key: string | undefined): StoredEntry[] {
  if (!key) return [];
  try {
    const raw = sessionStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as StoredEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * The screen's undo history, newest last; bounded because nobody undoes 200 steps back. Under
 * `storageKey` it survives a reload of the tab (sessionStorage): each step with the versions it
 * was answered at, so a step whose item changed since is refused by the server as any stale write.
 * A decision written by another endpoint (`custom`) holds a call, not data: it is not kept.
 */
export function createUndoStack(limit = 100, storageKey?: string) {
  const stored = new Map<UndoEntry, StoredEntry>();
  const entries: UndoEntry[] = readStored(storageKey).map((s) => {
    const entry: UndoEntry = { ids: s.ids, steps: Promise.resolve(s.steps) };
    stored.set(entry, s);
    return entry;
  });

  function save(): void {
    if (!storageKey) return;
    const kept = entries.map((e) => stored.get(e)).filter((s): s is StoredEntry => !!s && s.steps.length > 0);
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // Full or refused storage: undo still works until the reload.
    }
  }

  return {
    push(entry: UndoEntry): void {
      entries.push(entry);
      if (entries.length > limit) entries.shift();
      if (!entry.custom)
        void entry.steps.then((steps) => {
          if (!entries.includes(entry)) return;
          stored.set(entry, { ids: entry.ids, steps });
          save();
        });
    },
    pop(): UndoEntry | undefined {
      const entry = entries.pop();
      save();
      return entry;
    },
    get size(): number {
      return entries.length;
    },
  };
}
