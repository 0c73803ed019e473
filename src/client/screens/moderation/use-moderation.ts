import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { filterValues } from '../../ui/list/filter-def';
import { refusedFilter } from '../../ui/list/list-read';
import { pageOf } from '../../ui/list/pagination';
import { useScreenQuery } from '../../ui/screen-query';
import { useLatest } from '../../ui/use-latest';
import { listKey } from './api/list-endpoints';
import { filtersToBody, ID_MAX, unparsedFilter } from './api/filters-to-body';
import { useT } from '../../i18n/use-t';
import type { BaseRow, EntityDef } from './entity-def';
import { createModerationController } from './moderation-controller';
import { createQueueLease, emptyHand, RENEW_MS } from './queue/queue-lease';
import { watchTabActivity } from './queue/tab-activity';
import { missingQueueDefaults, withValues } from './queue/implicit-filters';
import type { QueueOrder } from '#contract/risk';
import { labelOfFilters, queueOrderOf } from './queue/queue-order';
import { useLiveQueue } from './queue/use-live-queue';

/**
 * The state and verbs of one list screen, shared by the table and the queue: the rows (a page
 * from swr, or the leased hand), the cursor, the writer and, in queue mode, the lease.
 */
export function useModeration<Row extends BaseRow>(def: EntityDef<Row>) {
  const { t } = useT();
  const { query, setQuery } = useScreenQuery();
  const queueMode = def.kind !== 'message' && query.get('queue') === '1';
  const missing = queueMode && def.kind !== 'message' ? missingQueueDefaults(def.kind, query) : null;
  const missingJson = JSON.stringify(missing);
  const values = filterValues(def.filters, withValues(query, missing));
  const filters = filtersToBody(def.filters, values);
  const orderLabel = queueMode ? labelOfFilters(filters) : null;
  const order: QueueOrder = queueMode ? queueOrderOf(query.get('order'), orderLabel) : 'asc';
  const filtersJson = JSON.stringify(filters);
  // A filter value that does not parse shows nothing, under its field's message: never the list or
  // the queue without that filter.
  const unparsed = unparsedFilter(def.filters, values);
  const blocked = unparsed !== null;
  const { page, pageSize } = pageOf(query);

  // Read by the controller's verbs when they run, never during render.
  const live = useLatest({ filters, queueMode, order, setQuery });
  const controller = useMemo(() => createModerationController(def, live), [def, live]);

  const list = useSWR(
    queueMode || blocked ? null : listKey(def.listPath, filters, page, pageSize, 'desc'),
    () => def.fetchPage(filters, page, pageSize),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  useEffect(() => {
    if (missing) setQuery(missing);
  }, [missingJson, setQuery]); // `missing` is new each render; its JSON says when it changed.

  // A refused filter empties the table (swr would keep the previous filter's rows on screen) and
  // the queue (its lease says so, queue-lease.ts).
  const leaseRefused = useSnapshot(controller.state).refused;
  const refused = unparsed
    ? {
        field: unparsed.name,
        rule:
          unparsed.why === 'notAnId'
            ? t('list.filters.notAnId')
            : unparsed.why === 'tooBig'
              ? t('request.validation.too_big', { limit: ID_MAX })
              : t('request.validation.invalid_value'),
      }
    : queueMode
      ? leaseRefused
      : refusedFilter(list.error);
  const isRefused = refused !== null;
  useEffect(() => {
    if (queueMode) return;
    if (isRefused) controller.cursor.setRows([]);
    else if (list.data) controller.cursor.setRows(list.data.list);
  }, [queueMode, isRefused, list.data, controller]);

  // `?open=<id>` (the palette opening a record): its detail, once its row is on the page.
  const openId = Number(query.get('open')) || null;
  useEffect(() => {
    if (queueMode || openId === null || !list.data?.list.some((r) => r.id === openId)) return;
    controller.openDetail(openId);
    setQuery({ open: null });
  }, [queueMode, openId, list.data, controller, setQuery]);

  useEffect(() => {
    if (!queueMode || def.kind === 'message' || !def.lease) return;
    if (blocked) {
      // Nothing to take: the queue says nothing matches rather than wait for a hand, and the hand
      // before it was given back (the cleanup of its lease).
      emptyHand(controller.state, controller.cursor);
      controller.state.refused = null;
      return;
    }
    const lease = createQueueLease(
      def.kind,
      def.lease,
      controller.state,
      controller.cursor,
      controller.leaseFilters,
      order,
      controller.writer,
    );
    controller.lease.current = lease;
    void lease.start();
    // Renewed only while the moderator works in this tab; an idle or hidden tab lets its items go,
    // a closing one gives them back at once (expiry stays the backstop).
    const activity = watchTabActivity(() => void lease.takeAgain());
    const timer = setInterval(() => (activity.active() ? void lease.renew() : lease.letGo()), RENEW_MS);
    const onPageHide = () => lease.leavePage();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      activity.stop();
      clearInterval(timer);
      lease.stop();
      controller.lease.current = null;
    };
  }, [queueMode, filtersJson, blocked, order, def, controller]);

  useLiveQueue(
    queueMode && def.kind !== 'message' && def.lease ? def.kind : null,
    controller.state,
    () => controller.lease.current?.othersLetGo(),
    controller.leaseFilters,
  );

  return { controller, queueMode, order, filters, list, refused, page, pageSize, setQuery };
}
