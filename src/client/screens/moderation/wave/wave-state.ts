import type { EnforcementKind } from '#contract/enforcement';
import type { WaveDecision, WaveItem } from '#contract/api/waves';
import type { WaveGetReply } from './wave-endpoints';

/** What a wave decision does, as the confirm dialog counts it before it goes out. */
export interface WaveAsk {
  decision: WaveDecision;
  authors: { kind: EnforcementKind; days?: number } | null;
  items: number;
  accounts: number;
}

/** The wave view (`c`), in the screen's store: the wave of item `rowId` and what was drawn of it. */
export interface WaveOpen {
  id: number;
  rowId: number;
  /** The wave as read when the view opened (held as a value): a decision names these items only. */
  view: WaveGetReply | null;
  /** The length picker of "suspend every author" is open. */
  picker: boolean;
  /** A decision waiting for its confirmation. */
  confirm: WaveAsk | null;
}

/** The items a decision takes: the pending ones the view shows. */
export function pendingItems(view: { readonly items: readonly Readonly<WaveItem>[] }): Readonly<WaveItem>[] {
  return view.items.filter((i) => i.auditStatus === 'PENDING');
}

/**
 * What a wave decision names, as the decision gate compares it (commands/decision-gate.ts): the
 * wave and the items drawn. The view reports it once drawn; the keys ask for it when pressed.
 */
export function waveTarget(
  wave: { readonly id: number; readonly view: { readonly items: readonly Readonly<WaveItem>[] } | null } | null,
): string | null {
  if (!wave?.view) return null;
  return `wave:${wave.id}:${pendingItems(wave.view)
    .map((i) => i.id)
    .join(',')}`;
}
