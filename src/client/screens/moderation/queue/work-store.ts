import { proxy, ref } from 'valtio/vanilla';
import type { AccountStatus } from '#contract/entities';
import type { RefusedFilter } from '#client/ui/list/list-read';
import type { ActionId } from './actions';
import type { WaveOpen } from '../wave/wave-state';
import type { HeldByOthers } from '#contract/api/moderation-queue';
import { NOBODY_ELSE } from './held-by-others';

/** What a row shows about the last key pressed on it: in flight, applied, refused or undone. */
export interface RowMark {
  /** A decision key, an undo, an item skipped (handed back), or an account status set from the status dialog. */
  action: ActionId | 'undo' | 'skip' | AccountStatus | 'elsewhere';
  state: 'pending' | 'done' | 'failed';
  /** `elsewhere`: who decided it in another tab ('' when written outside the console). */
  by?: string;
}

/**
 * The item needs nothing more from this tab: acted on (written or on its way), skipped, or decided
 * in another tab. One undone, or whose write failed, waits again.
 */
export function isSettledMark(mark: RowMark | undefined): boolean {
  return !!mark && mark.action !== 'undo' && mark.state !== 'failed';
}

/** A decision of this tab that stands: what "N decided" counts (not a skip, an undo or a refusal). */
export function isOwnDecision(mark: RowMark): boolean {
  return isSettledMark(mark) && mark.action !== 'skip' && mark.action !== 'elsewhere';
}

/**
 * The UI state of one list screen (cursor, selection, panes, marks, undo history); server rows
 * stay in swr or, in queue mode, in the leased hand kept here. Created per screen instance.
 */
export interface WorkState<Row> {
  rows: Row[];
  focused: number | null;
  selected: number[];
  /**
   * Every row matching the filters, up to a decision's limit, when the moderator chose them all:
   * what actions then apply to, pages beyond this one included; null otherwise.
   */
  matching: { rows: Row[]; total: number; totalCapped: boolean } | null;
  detail: boolean;
  /** The account drawer (`u`), by account id. */
  accountId: number | null;
  /** Preset reason armed with 1–9 for the next action. */
  reason: number | null;
  marks: Record<number, RowMark>;
  revealed: number[];
  /** Queue mode: the server's count of what is left (and whether it stopped counting). */
  total: number;
  totalCapped: boolean;
  /**
   * Queue mode: rows of the hand that no longer waited when `total` was counted (waiting-count.ts);
   * those decided since are taken off `total` on screen, without asking the server again.
   */
  decidedAtTotal: number;
  /**
   * Queue mode: items outside the hand that stopped waiting since it was taken (decided in another
   * tab, or by this tab's wave decision), less those that started waiting again (an undo that
   * brought them into the hand, another's undo); counted into "N waiting" (waiting-count.ts).
   */
  offHand: number;
  /**
   * Queue mode: items outside the hand this tab is writing, and the live event its own write will
   * cause (`decided`, `entered`): that event is not news of another tab. Taken off when it comes.
   */
  expected: Record<number, 'decided' | 'entered'>;
  /** Queue mode: a filter the server refused for the lease (said under its field; the hand is empty). */
  refused: RefusedFilter | null;
  /** Queue mode: a lease call is under way (never shown as a spinner; it only avoids doubles). */
  leasing: boolean;
  /** Queue mode: the last lease found nothing new. */
  drained: boolean;
  /** Queue mode: matching items other moderators hold, and how many moderators hold them. */
  heldByOthers: HeldByOthers;
  /** The queue's waiting-time target in minutes (team statistics'), from the last lease; null: none. */
  targetMinutes: number | null;
  /**
   * Account status dialog: the status chosen and the rows it is for, or (`author`) the account
   * open in the drawer, the author of the item in a content queue.
   */
  statusDialog: { status: AccountStatus; ids: number[]; author?: boolean } | null;
  /** A decision on more rows than BULK_CONFIRM_OVER, waiting for the moderator to confirm it. */
  bulkConfirm: { action: ActionId; count: number } | null;
  /** The suspension length picker: for the author of item `rowId` (disabled with it), or of the drawer (`rowId` null). */
  suspendPicker: { accountId: number; rowId: number | null } | null;
  /** A ban waiting for its confirmation: on the focused item's person (`rowId`) or the drawer's author. */
  banConfirm: { accountId: number; rowId: number | null } | null;
  /** Queue mode: items that entered the queue since the hand was taken (live events), not yet taken. */
  entered: number[];
  /** Queue mode: the wave view (`c`) of the focused item's wave. */
  wave: WaveOpen | null;
}

/**
 * Rows and marks are held as values, not as proxies of their own: each is replaced whole when it
 * changes, so a view that reads one is drawn again when it is another object. As proxies, every
 * row of a hand (and its author, its media) would be walked again for each snapshot a key takes.
 */
export function asValue<T extends object>(value: T): T {
  return ref(value);
}

/** Puts a mark on a row (a new object each time: see `asValue`). */
export function markRow<Row>(state: WorkState<Row>, id: number, mark: RowMark): void {
  state.marks[id] = asValue({ ...mark });
}

export function createWorkState<Row>(): WorkState<Row> {
  return proxy<WorkState<Row>>({
    rows: [],
    focused: null,
    selected: [],
    matching: null,
    detail: false,
    accountId: null,
    reason: null,
    marks: {},
    revealed: [],
    total: 0,
    totalCapped: false,
    decidedAtTotal: 0,
    offHand: 0,
    expected: {},
    refused: null,
    leasing: false,
    drained: false,
    heldByOthers: NOBODY_ELSE,
    targetMinutes: null,
    statusDialog: null,
    bulkConfirm: null,
    suspendPicker: null,
    banConfirm: null,
    entered: [],
    wave: null,
  });
}
