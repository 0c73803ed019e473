import type { LinkableKind } from '#contract/enforcement';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/message-key';
import type { Column } from '../../ui/list/column';
import type { FilterDef } from '../../ui/list/filter-def';
import type { EntitySource } from './api/entity-source';
import type { ActionId } from './queue/actions';
import type { Changeable } from './queue/change-rows';

/** What every list row has; messages have no version and are read-only. */
export type BaseRow = Changeable;

/**
 * One list of the account and audit centers, declared once: the generic screen draws the table,
 * the filters, the queue and the panes, and registers the keys of `actions`, from this.
 */
export interface EntityDef<Row extends BaseRow> extends EntitySource<Row> {
  /** Route name (src/contract/routes.ts); commands are scoped to it. */
  screen: string;
  /** The list's name (its menu entry). */
  title: MessageKey;
  columns: readonly Column<Row>[];
  filters: readonly FilterDef[];
  actions: readonly ActionId[];
  /** Account status changes with a confirmation (the account list). */
  accountStatus?: boolean;
  /** The account `u` opens: the author, the account itself, the reported target's author. */
  accountOf: (row: Row) => number | null;
  /** An item in queue mode: large and readable when focused, one or two lines when `compact` (up next). */
  card: (row: Row, compact: boolean) => ReactNode;
  /** The detail pane (Enter / o). */
  detail: (row: Row) => ReactNode;
  /**
   * Rows decided as one in queue mode (reports against the same target): with nothing selected, a
   * decision on the focused row takes the undecided rows of its group in the hand too.
   */
  groupOf?: (row: Row) => string;
  /** One row of a group, as listed in its card (what this report says, and who). */
  groupLine?: (row: Row) => ReactNode;
  /**
   * Whom `w` / `Shift+s` act on when the item is not the content itself (a report): the reported
   * account or the reported content's author, and that content; null when there is no such person.
   * With it, the enforcement finishes the focused report group VALID in the same call.
   */
  reported?: (row: Row) => { accountId: number; content: { kind: LinkableKind; id: number } | null } | null;
}
