import { memo, useEffect, type ReactNode } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../ui/list/pagination';
import { useHoldKeys } from '../../commands/hold-keys';
import { CommandKeys } from '../../commands/shortcut-keys';
import type { BaseRow, EntityDef } from './entity-def';
import { MarkBadge } from './parts/badges';
import { RiskLine, riskOf } from './parts/risk-line';
import { QueueOrderSwitch } from './parts/queue-order-switch';
import { labelOfFilters } from './queue/queue-order';
import { QueueAnnouncer } from './parts/queue-announcer';
import { ReasonStrip } from './parts/reason-strip';
import { AUTHOR_SETTLE_MS, AuthorSummary } from './parts/author-summary';
import { WaitClock } from './parts/wait-clock';
import { useSettled } from '../../ui/use-settled';
import { whenIdle } from '../../ui/when-idle';
import { usePrefetchAccountInfo } from './api/account-endpoints';
import type { useModeration } from './use-moderation';
import { AlsoOpenBy, NewItemsBar, OthersHere } from './parts/live-queue-bar';
import { imagesOfRow, warmImages } from './queue/warm-images';
import { isOwnDecision, isSettledMark, type RowMark } from './queue/work-store';
import { decidedNow, waitingNow } from './queue/waiting-count';
import { PHONE, useMediaQuery } from '../../ui/use-media-query';
import { useQueueTouch } from './parts/queue-touch';
import { heldByOthersText } from './queue/held-by-others';

type Moderation<Row extends BaseRow> = ReturnType<typeof useModeration<Row>>;

/** How many of the next items are drawn under the focused one (already leased, so no wait). */
const UP_NEXT = 5;
const PREFETCH_AUTHORS = 2;
/** How many items past those drawn have their images loaded ahead. */
const WARM_AHEAD = 10;
/** Loaded ahead by then even on a page never idle (keys held down). */
const WARM_WITHIN_MS = 200;

/**
 * An item's mark, read from the store here: a reply that turns a mark from pending to done draws
 * this badge alone, not the queue's cards around it.
 */
/** When an item entered its queue: every queue's row has its creation time (what team statistics measure from). */
function enteredAt(row: object): string | null {
  const at = (row as { createdAt?: unknown }).createdAt;
  return typeof at === 'string' ? at : null;
}

function QueueMark({ state, id }: { state: { marks: Record<number, RowMark> }; id: number }) {
  return <MarkBadge mark={useSnapshot(state).marks[id]} />;
}

/**
 * One item's card, drawn again only when its row is another object: rows are values, replaced
 * whole when they change (work-store's `asValue`), so a key draws the cards whose item it moved
 * or decided, not the four of the next items that stay where they were.
 */
const QueueCard = memo(function QueueCard({
  def,
  row,
  compact,
}: {
  def: EntityDef<BaseRow>;
  row: BaseRow;
  compact: boolean;
}) {
  return def.card(row, compact);
}) as <Row extends BaseRow>(props: { def: EntityDef<Row>; row: Row; compact: boolean }) => ReactNode;

/**
 * Queue mode: the focused item large, the next few small beneath it. Only these are drawn, so a
 * key costs the same on a hand of 100 as of 10. No spinner: the hand is topped up ahead.
 */
export function QueueView<Row extends BaseRow>({ def, m }: { def: EntityDef<Row>; m: Moderation<Row> }) {
  const { t } = useT();
  const snap = useSnapshot(m.controller.state);
  const rows = snap.rows as readonly Row[];
  const at = rows.findIndex((r) => r.id === snap.focused);
  const focused = at >= 0 ? rows[at]! : undefined;
  const since = focused ? enteredAt(focused) : null;
  // Below 768 px the queue is worked by touch: a swipeable card, its verbs as large buttons.
  const phone = useMediaQuery(PHONE) && def.actions.length > 0;
  // A queue hands out open items only: reopening a finished report is a list's verb, not a card's.
  const touch = useQueueTouch(
    def.actions.filter((a) => a !== 'reopen'),
    focused?.id ?? null,
    m.controller.writer,
  );
  // Reports against the same target: one card, one decision for all of them.
  const group = focused ? m.controller.cursor.focusedGroup() : [];
  const inCard = new Set(group.map((r) => r.id));
  const next = rows
    .slice(at + 1)
    .filter((r) => !inCard.has(r.id))
    .slice(0, UP_NEXT);
  // The item just decided stays in view with its mark, so the key's effect is seen as the cursor moves on.
  const previous = at > 0 ? rows[at - 1] : undefined;
  // Decided in this tab and standing; those decided elsewhere are shown greyed but are not this moderator's.
  const decided = Object.values(snap.marks).filter(isOwnDecision).length;
  const elsewhere = (id: number) => snap.marks[id]?.action === 'elsewhere';
  const queue = def.kind === 'message' ? null : def.kind;
  // The lease's count, less what stopped waiting since: it falls with each decision, this tab's or
  // another's (and rises with an undo) without asking the server again.
  const left = queue ? waitingNow(snap.total, snap.decidedAtTotal, decidedNow(queue, m.filters, snap)) : 0;
  // Why nothing is on screen, once that is known: nothing matches the filters, or nothing waits.
  const empty = m.refused
    ? 'mod.queue.noMatch'
    : snap.drained && !snap.leasing && snap.heldByOthers.items === 0
      ? 'mod.queue.empty'
      : null;
  // The hand is worked through and nothing more came: the last decision stays on screen (`z` still
  // takes it back), and the queue says why nothing follows it.
  const finished =
    at >= 0 && !snap.leasing && snap.drained && rows.slice(at).every((r) => isSettledMark(snap.marks[r.id]));
  // Keys pressed before the first items arrive act on them once they are there.
  useHoldKeys(rows.length === 0 && !snap.drained);
  const author = focused ? def.accountOf(focused) : null;
  const risk = focused ? riskOf(focused) : null;
  // The authors of the next items, asked for now, so their summary line is there when the cursor comes.
  const nextAuthors = next.slice(0, PREFETCH_AUTHORS).map((r) => def.accountOf(r));
  // Once the cursor rests, as the line itself waits: not for every item a run of keys passes.
  const nextAuthorsKey = useSettled(nextAuthors.join(','), AUTHOR_SETTLE_MS);
  const prefetchAccountInfo = usePrefetchAccountInfo();
  useEffect(() => {
    if (!nextAuthorsKey) return;
    for (const id of new Set(nextAuthorsKey.split(','))) if (id) prefetchAccountInfo(Number(id));
  }, [nextAuthorsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // The images of what is on screen and of the items after it: each item then draws whole when
  // the cursor reaches it, and images seen again (a frequent author) are not loaded again.
  const warmKey = rows
    .slice(Math.max(0, at - 1), at + 1 + UP_NEXT + WARM_AHEAD)
    .map((r) => r.id)
    .join(',');
  useEffect(() => {
    const ids = new Set(warmKey.split(',').map(Number));
    // When the page is idle: loading ahead must not hold up the frame of the key that moved on.
    return whenIdle(() => {
      // Read from the store, not the render's snapshot: fields read there count as the view's use.
      const ahead = snapshot(m.controller.state).rows.filter((r) => ids.has(r.id));
      warmImages(ahead.flatMap(imagesOfRow));
    }, WARM_WITHIN_MS);
  }, [warmKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const nothingWaits = snap.heldByOthers.items > 0 ? heldByOthersText(t, snap.heldByOthers) : t('mod.queue.empty');

  return (
    <section aria-label={t('mod.queue.title', { list: t(def.title) })} className="flex min-w-0 flex-1 flex-col gap-3">
      <QueueAnnouncer
        store={m.controller.state}
        focused={focused && !finished ? { id: focused.id, n: at + 1, of: rows.length } : null}
        empty={empty}
      />
      <div className="flex flex-wrap items-center gap-3 text-[13px] text-fg-2">
        <span>
          {t('mod.queue.progress', { done: decided, left: `${formatCount(left)}${snap.totalCapped ? '+' : ''}` })}
        </span>
        {snap.selected.length > 0 && (
          <span className="text-primary">{t('mod.selected', { n: snap.selected.length })}</span>
        )}
        <QueueOrderSwitch order={m.order} label={labelOfFilters(m.filters)} onPick={m.controller.setOrder} />
        {queue && <OthersHere queue={queue} />}
        <span className="ml-auto flex items-center gap-1.5 text-fg-3 max-md:hidden">
          {t('mod.queue.leave')} <CommandKeys id="mod.queue" />
        </span>
      </div>
      {!m.refused && <NewItemsBar count={snap.entered.length} onTake={() => m.controller.takeNewItems()} />}
      {previous && (
        <div
          data-queue-previous={previous.id}
          className="flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2 text-[13px] text-fg-3"
        >
          <div className="min-w-0 flex-1">
            <QueueCard def={def} row={previous} compact />
          </div>
          <QueueMark state={m.controller.state} id={previous.id} />
        </div>
      )}
      {focused ? (
        <>
          {(phone ? touch.card : (card: ReactNode) => card)(
            <article
              data-queue-focus={focused.id}
              aria-current="true"
              data-decided-elsewhere={elsewhere(focused.id) || undefined}
              className={`rounded-xl border-2 bg-surface p-6 max-md:p-4 ${snap.selected.includes(focused.id) ? 'border-primary' : 'border-primary/40'} ${elsewhere(focused.id) ? 'opacity-50 grayscale' : ''}`}
            >
              <div className="mb-3 flex items-center justify-between gap-3">
                <span className="text-[12px] text-fg-3">
                  {t('mod.queue.position', { n: at + 1, of: rows.length })}
                  {snap.selected.includes(focused.id) && <span className="sr-only">{t('mod.queue.itemSelected')}</span>}
                  {since && (
                    <>
                      {' · '}
                      <WaitClock since={since} targetMinutes={snap.targetMinutes} />
                    </>
                  )}
                </span>
                <QueueMark state={m.controller.state} id={focused.id} />
              </div>
              {queue && <AlsoOpenBy queue={queue} itemId={focused.id} />}
              {risk && (
                <div className="mb-3">
                  <RiskLine score={risk.score} parts={risk.parts} />
                </div>
              )}
              <div className="text-[16px] leading-relaxed text-fg">
                <QueueCard def={def} row={focused} compact={false} />
              </div>
              {group.length > 1 && (
                <section aria-label={t('mod.queue.group', { n: group.length })} className="mt-4 text-[13px]">
                  <h3 className="mb-1.5 font-medium text-fg-2">{t('mod.queue.group', { n: group.length })}</h3>
                  <ul className="flex flex-col gap-1.5">
                    {group.map((r) => (
                      <li key={r.id} className="rounded-md bg-fill/60 px-3 py-1.5">
                        {def.groupLine?.(r) ?? def.card(r, true)}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {author !== null && <AuthorSummary accountId={author} />}
            </article>,
          )}
          {phone && touch.verbs}
          {def.actions.length > 0 && (
            <ReasonStrip kind={def.kind} armed={snap.reason} onPick={m.controller.pickReason} />
          )}
          {phone && touch.more}
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-[14px] text-fg-3">
          {m.refused
            ? t('mod.queue.noMatch')
            : snap.leasing || (rows.length === 0 && !snap.drained)
              ? t('mod.queue.taking')
              : nothingWaits}
        </p>
      )}
      {finished && (
        <p
          data-queue-finished
          className="rounded-xl border border-dashed border-line bg-surface p-6 text-center text-[14px] text-fg-3"
        >
          {nothingWaits}
        </p>
      )}
      {next.length > 0 && (
        <ol aria-label={t('mod.queue.upNext')} className="flex flex-col gap-2">
          {next.map((row) => (
            <li
              key={row.id}
              data-queue-next={row.id}
              className={`flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2.5 text-[13px] text-fg-2 ${elsewhere(row.id) ? 'opacity-50' : ''}`}
            >
              <div className="min-w-0 flex-1">
                <QueueCard def={def} row={row} compact />
              </div>
              <QueueMark state={m.controller.state} id={row.id} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
