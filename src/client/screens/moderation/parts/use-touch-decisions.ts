import { useCallback, useEffect, useState } from 'react';
import type { KeyTime } from '#client/commands/decision-gate';
import { runTapped } from '../queue/touch-decide';

/** How long the undo toast of a tap or a swipe stays. */
export const UNDO_TOAST_MS = 6000;

export interface TouchToast {
  text: string;
  /** The undo stack's size right after the decision: once it changes (`z`, another decision), the toast's Undo would take back something else. */
  undoSize: number;
}

/**
 * Taps and swipes run the commands the keys run (queue/touch-decide.ts); a decision they take
 * shows a toast with an Undo button for a few seconds, which runs `z`'s command.
 */
export function useTouchDecisions(writer: { readonly acts: number; readonly undoSize: number }) {
  const [toast, setToast] = useState<TouchToast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), UNDO_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  /** Runs `commandId` for a gesture begun at `at`; `text` says what it did, for the toast. */
  const decide = useCallback(
    (commandId: string, at: KeyTime, text: string): boolean => {
      const before = writer.acts;
      if (!runTapped(commandId, at)) return false;
      if (writer.acts > before) setToast({ text, undoSize: writer.undoSize });
      return true;
    },
    [writer],
  );
  const undo = useCallback((at: KeyTime) => {
    setToast(null);
    runTapped('mod.undo', at);
  }, []);
  // Read at each render: a `z` or a key's decision since leaves it nothing of its own to undo.
  const current = toast && toast.undoSize === writer.undoSize ? toast : null;
  return { decide, undo, toast: current, dismiss: () => setToast(null) };
}
