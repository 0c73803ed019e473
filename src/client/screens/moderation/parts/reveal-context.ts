import { createContext, useContext } from 'react';

/** Which rows' media the moderator chose to see unblurred, and whether blurring is on at all. */
export interface RevealState {
  blur: boolean;
  revealed: readonly number[];
  reveal: (rowId: number) => void;
}

export const RevealContext = createContext<RevealState>({ blur: true, revealed: [], reveal: () => undefined });

export function useReveal(rowId: number): { hidden: boolean; reveal: () => void } {
  const ctx = useContext(RevealContext);
  return { hidden: ctx.blur && !ctx.revealed.includes(rowId), reveal: () => ctx.reveal(rowId) };
}
