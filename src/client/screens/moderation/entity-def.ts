import type { ReactNode } from 'react';
import type { ModerationQueue } from '#contract/api/moderation-filters';
import type { MessageKey } from '../../i18n/message-key';
import type { Column } from '../../ui/list/column';
import type { FilterDef } from '../../ui/list/filter-def';
import type { ListPath } from './api/list-endpoints';
import type { ActionId } from './queue/actions';
import type { Changeable } from './queue/change-rows';

/** What every list row has; messages have no version and are read-only. */
export type BaseRow = Changeable;

/**
 * One list of the account and audit centers, declared once: the generic screen draws the table,
 * the filters, the queue and the panes, and registers the keys of `actions`, from this.
 */
export interface EntityDef<Row extends BaseRow> {
  /** Route name (src/contract/routes.ts); commands are scoped to it. */
  screen: string;
  /** The list's name (its menu entry). */
  title: MessageKey;
  /** The queue it leases from, or `message` for the read-only message list (no queue). */
  kind: ModerationQueue | 'message';
  listPath: ListPath;
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
}
