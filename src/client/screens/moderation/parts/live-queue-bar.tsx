import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import type { LivePresence } from '#contract/live-events';
import { live } from '../../../live/live-store';
import { session } from '../../../state/session';
import { useT } from '../../../i18n/use-t';
import { CommandKeys } from '../../../commands/shortcut-keys';

/** Others in this queue now (not this admin), from the live presence events. */
export function useOthersHere(queue: ModerationQueue): readonly LivePresence[] {
  const { presence } = useSnapshot(live);
  const me = session.info?.id;
  return (presence[queue] ?? []).filter((p) => p.id !== me);
}

const namesOf = (people: readonly LivePresence[]) => [...new Set(people.map((p) => p.name))];

/** "2 others here: Ana, Bo" in the queue's header. */
export const OthersHere = memo(function OthersHere({ queue }: { queue: ModerationQueue }) {
  const { t } = useT();
  const names = namesOf(useOthersHere(queue));
  if (names.length === 0) return null;
  const text =
    names.length === 1
      ? t('live.oneOtherHere', { names: names[0]! })
      : t('live.othersHere', { n: names.length, names: names.join(', ') });
  return (
    <span data-live-presence className="text-fg-3">
      {text}
    </span>
  );
});

/** On the focused card: who else has this very item open. */
export function AlsoOpenBy({ queue, itemId }: { queue: ModerationQueue; itemId: number }) {
  const { t } = useT();
  const names = namesOf(useOthersHere(queue).filter((p) => p.itemId === itemId));
  if (names.length === 0) return null;
  return (
    <p data-live-open-by className="mb-3 rounded-md bg-fill px-3 py-1.5 text-[13px] text-fg-2">
      {t('live.openBy', { names: names.join(', ') })}
    </p>
  );
}

/** "3 new items · Take them": items that entered the queue since the hand was taken. */
export function NewItemsBar({ count, onTake }: { count: number; onTake: () => void }) {
  const { t } = useT();
  if (count === 0) return null;
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg bg-primary/10 px-4 py-2 text-[13px] text-fg">
      <span>{t('live.newItems', { n: count })}</span>
      <button type="button" className="font-medium text-primary underline-offset-2 hover:underline" onClick={onTake}>
        {t('live.takeNew')}
      </button>
      <span className="contents max-md:hidden">
        <CommandKeys id="mod.takeNew" />
      </span>
    </div>
  );
}
