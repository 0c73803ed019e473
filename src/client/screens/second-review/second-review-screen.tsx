import { useLayoutEffect, useState } from 'react';
import { AREA_ROLES } from '#contract/access';
import type { SecondReviewItem } from '#contract/api/second-review';
import { CommandButton } from '../../commands/command-button';
import type { Command } from '../../commands/command';
import { sceneShown, targetShown } from '../../commands/decision-gate';
import { useScreenCommands } from '../../commands/use-screen-commands';
import { formatCount } from '../../i18n/format-number';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { itemName } from '../../ui/item-name';
import { ErrorState, Panel } from '../../stats/panel';
import { useLabelName } from './label-name';
import { answeredElsewhere, sendVerdict, useReviewQueue, type ReviewQueueReply } from './second-review-api';
import { VerdictDialog, type Disagreement } from './verdict-dialog';

const SCREEN = 'SecondReview';
const targetOf = (item: SecondReviewItem | undefined) => (item ? `second-review:${item.id}` : null);

function ReviewCard({ item }: { item: SecondReviewItem }) {
  const { t, locale } = useT();
  const name = useLabelName();
  return (
    <article aria-label={t('secondReview.card')} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <p className="text-[13px] text-fg-3">
        {itemName(item.kind, item.targetId, t)} · {formatDateTime(item.decidedAt, locale)}
      </p>
      <p className="text-[15px] break-words whitespace-pre-wrap text-fg">{item.text}</p>
      <p className="text-[13px] text-fg-2">
        {t('secondReview.decided', { decision: t(`secondReview.decision.${item.decision}`), label: name(item.label) })}
      </p>
    </article>
  );
}

/**
 * The second-review queue: decisions of other moderators sampled for a second look, oldest first,
 * shown without who made them. `y` agrees, `n` disagrees with the label one would have given, `l`
 * sends the disagreement to a lead with a note; each acts only on the card drawn before the key.
 */
export default function SecondReviewScreen() {
  const { t, locale } = useT();
  const { data, error, mutate } = useReviewQueue();
  const [index, setIndex] = useState(0);
  const [dialog, setDialog] = useState<null | { toLead: boolean }>(null);
  const list = data?.list ?? [];
  const at = Math.min(index, Math.max(0, list.length - 1));
  const item = list[at];
  useLayoutEffect(() => targetShown(targetOf(item)), [item]);
  useLayoutEffect(() => sceneShown('dialog', String(dialog !== null)), [dialog]);

  /** Takes the answered card out of the page; an empty page is fetched again. */
  const answered = async (id: number, send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (err) {
      // Toasted by the call, and the card stays; unless another reviewer answered it first.
      if (!answeredElsewhere(err)) return;
    }
    const rest = (d: ReviewQueueReply | undefined) =>
      d && { list: d.list.filter((i) => i.id !== id), total: Math.max(0, d.total - 1) };
    const next = rest(data);
    await mutate(next, { revalidate: !next || next.list.length === 0 });
  };
  const agree = () => {
    if (item)
      void answered(item.id, () => sendVerdict({ id: item.id, verdict: 'agree', expectedVersion: item.version }));
  };
  const disagree = (d: Disagreement) => {
    setDialog(null);
    if (!item) return;
    void answered(item.id, () =>
      sendVerdict({
        id: item.id,
        verdict: 'disagree',
        label: d.label,
        toLead: d.toLead,
        expectedVersion: item.version,
        ...(d.note ? { note: d.note } : {}),
      }),
    );
  };

  useScreenCommands(() => {
    const when = { screen: SCREEN, roles: AREA_ROLES.secondReview };
    const hasItem = () => item !== undefined;
    const decides = () => targetOf(item);
    const cmd = (c: Omit<Command, 'group' | 'when'>): Command => ({ ...c, group: 'secondReview.group', when });
    return [
      cmd({
        id: 'secondReview.next',
        title: 'secondReview.next',
        shortcut: ['j', 'arrowdown'],
        repeatable: true,
        hideInPalette: true,
        run: () => setIndex(Math.min(at + 1, Math.max(0, list.length - 1))),
      }),
      cmd({
        id: 'secondReview.previous',
        title: 'secondReview.previous',
        shortcut: ['k', 'arrowup'],
        repeatable: true,
        hideInPalette: true,
        run: () => setIndex(Math.max(0, at - 1)),
      }),
      cmd({
        id: 'secondReview.agree',
        title: 'secondReview.agree',
        shortcut: 'y',
        enabled: hasItem,
        decides,
        run: agree,
      }),
      cmd({
        id: 'secondReview.disagree',
        title: 'secondReview.disagree',
        shortcut: 'n',
        enabled: hasItem,
        decides,
        run: () => setDialog({ toLead: false }),
      }),
      cmd({
        id: 'secondReview.toLead',
        title: 'secondReview.sendToLead',
        shortcut: 'l',
        enabled: hasItem,
        decides,
        run: () => setDialog({ toLead: true }),
      }),
    ];
  }, [item?.id, at, list.length]);

  return (
    <div className="flex flex-col gap-4">
      <Panel
        title={t('menu.audit.SecondReview')}
        actions={
          data && (
            <span className="text-[13px] text-fg-3">
              {t('secondReview.waiting', { n: formatCount(data.total, locale) })}
            </span>
          )
        }
      >
        {error && !data && <ErrorState onRetry={() => void mutate()} />}
        {data && !item && <p className="text-[13px] text-fg-3">{t('secondReview.empty')}</p>}
        {item && (
          <>
            <p className="text-[13px] text-fg-3">{t('secondReview.blind')}</p>
            <ReviewCard item={item} />
            <div className="flex flex-wrap gap-2">
              <CommandButton id="secondReview.agree" variant="primary" />
              <CommandButton id="secondReview.disagree" />
              <CommandButton id="secondReview.toLead" />
            </div>
            <p className="text-[12px] text-fg-3">{t('secondReview.position', { at: at + 1, of: list.length })}</p>
          </>
        )}
      </Panel>
      {dialog && item && (
        <VerdictDialog decided={item.label} toLead={dialog.toLead} onSend={disagree} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
