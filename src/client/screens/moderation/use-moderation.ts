import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import type { AccountStatus } from '../../../contract/entities';
import { filterValues } from '../../ui/list/filter-def';
import { pageOf } from '../../ui/list/pagination';
import { useUrlQuery } from '../../ui/list/use-url-query';
import { fetchListPage, listKey } from './api/list-endpoints';
import { filtersToBody } from './api/filters-to-body';
import type { BaseRow, EntityDef } from './entity-def';
import { type ActionId } from './queue/actions';
import { createCursor } from './queue/cursor';
import { createQueueLease, RENEW_MS } from './queue/queue-lease';
import { createWorkState } from './queue/work-store';
import { createWriter } from './queue/writer';

/**
 * The state and verbs of one list screen, shared by the table and the queue: the rows (a page
 * from swr, or the leased hand), the cursor, the writer and, in queue mode, the lease.
 */
export function useModeration<Row extends BaseRow>(def: EntityDef<Row>) {
  const { query, setQuery } = useUrlQuery();
  const queueMode = def.kind !== 'message' && query.get('queue') === '1';
  const values = filterValues(def.filters, query);
  const filters = filtersToBody(def.filters, values);
  const filtersJson = JSON.stringify(filters);
  const { page, pageSize } = pageOf(query);

  const controller = useMemo(() => {
    const state = createWorkState<Row>();
    const lease = { current: null as ReturnType<typeof createQueueLease<Row>> | null };
    const cursor = createCursor(state, () => lease.current?.topUp());
    const writer = createWriter(def, state, cursor);
    let currentFilters: Record<string, unknown> = {};
    const c = {
      state,
      cursor,
      writer,
      lease,
      setFilters(f: Record<string, unknown>) {
        currentFilters = f;
      },
      leaseFilters: () => (Object.keys(currentFilters).length > 0 ? currentFilters : undefined),
      act(id: ActionId): boolean {
        const acted = writer.act(id);
        lease.current?.topUp();
        return acted;
      },
      focusedAccount(): number | null {
        const row = cursor.focusedRow();
        return row ? def.accountOf(row) : null;
      },
      openAccount(): void {
        const id = c.focusedAccount();
        state.accountId = state.accountId === id ? null : id;
      },
      toggleReveal(): void {
        const id = state.focused;
        if (id === null) return;
        state.revealed = state.revealed.includes(id) ? state.revealed.filter((x) => x !== id) : [...state.revealed, id];
      },
      pickReason(n: number): void {
        state.reason = state.reason === n ? null : n;
      },
      askStatus(status: AccountStatus): void {
        const ids = cursor.targets().map((r) => r.id);
        if (ids.length > 0) state.statusDialog = { status, ids };
      },
      confirmStatus(reason: string): void {
        const dialog = state.statusDialog;
        if (!dialog) return;
        state.statusDialog = null;
        const rows = state.rows.filter((r) => dialog.ids.includes(r.id));
        writer.act('status', { kind: 'status', value: dialog.status }, rows, reason || undefined);
      },
      toggleQueue: (): void => undefined,
    };
    return c;
  }, [def]);
  controller.toggleQueue = () => setQuery({ queue: queueMode ? null : '1', page: null });
  controller.setFilters(filters);

  const list = useSWR(
    queueMode ? null : listKey(def.listPath, filters, page, pageSize, 'desc'),
    () => fetchListPage(def.listPath, filters, page, pageSize, 'desc'),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  useEffect(() => {
    // The reply's rows are this list's rows (def.listPath names the endpoint).
    if (!queueMode && list.data) controller.cursor.setRows(list.data.list as unknown as Row[]);
  }, [queueMode, list.data, controller]);

  useEffect(() => {
    if (!queueMode || def.kind === 'message') return;
    const lease = createQueueLease(def.kind, controller.state, controller.cursor, controller.leaseFilters);
    controller.lease.current = lease;
    void lease.start();
    const timer = setInterval(() => void lease.renew(), RENEW_MS);
    return () => {
      clearInterval(timer);
      lease.stop();
      controller.lease.current = null;
    };
  }, [queueMode, filtersJson, def, controller]);

  return { controller, queueMode, list, page, pageSize, setQuery };
}

export type Controller<Row extends BaseRow> = ReturnType<typeof useModeration<Row>>['controller'];
