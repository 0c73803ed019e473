import type { WorkplaceReply } from '#contract/api/workplace';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../i18n/format-number';
import { formatMoney } from '../../i18n/money';
import { StatCard, StatCardSkeleton } from '../../stats/stat-card';
import { roleMayEnter, type Area } from '#contract/access';
import type { Role } from '#contract/roles';

type Cards = WorkplaceReply['cards'];
type Flow = { today: number; yesterday: number };
type Stock = { now: number; beforeToday: number };

interface CardSpec {
  key: keyof Cards;
  label: MessageKey;
  money?: boolean;
  goodWhen?: 'up' | 'down' | 'neither';
  /** Shown only to roles that may enter this area (the server leaves the figure out for others). */
  area?: Area;
}

/**
 * The cards in display order. The server leaves out what the role may not see (money without
 * paid stats, orders without orders), so a card shows only when its figure arrived.
 */
const CARDS: readonly CardSpec[] = [
  { key: 'netRevenueCents', label: 'workplace.card.netRevenue', money: true, area: 'paidStats' },
  { key: 'pendingOrders', label: 'workplace.card.pendingOrders', goodWhen: 'neither', area: 'orders' },
  { key: 'renewalOrders', label: 'workplace.card.renewalOrders', area: 'orders' },
  { key: 'onlineContent', label: 'workplace.card.onlineContent' },
  { key: 'contentPutIn', label: 'workplace.card.contentPutIn' },
  { key: 'newComments', label: 'workplace.card.newComments' },
];

const isFlow = (f: Flow | Stock): f is Flow => 'today' in f;

/** Today's figures, each compared with yesterday; until they come, the cards the role will get, in grey. */
export function FigureCards({ reply, role }: { reply: WorkplaceReply | undefined; role: Role }) {
  const { t, locale } = useT();
  if (!reply)
    return (
      <dl aria-label={t('workplace.figures')} className="m-0 grid grid-cols-2 gap-3 md:grid-cols-3">
        {CARDS.filter((spec) => !spec.area || roleMayEnter(role, spec.area)).map((spec) => (
          <StatCardSkeleton key={spec.key} label={t(spec.label)} withDelta />
        ))}
      </dl>
    );
  const write = (spec: CardSpec, n: number) =>
    spec.money ? formatMoney(n, reply.currency, locale) : formatCount(n, locale);
  return (
    <dl aria-label={t('workplace.figures')} className="m-0 grid grid-cols-2 gap-3 md:grid-cols-3">
      {CARDS.map((spec) => {
        const figure = reply.cards[spec.key];
        if (!figure) return null;
        // A flow compares today with yesterday; a stock says how much today added to it.
        const [value, delta, deltaLabel] = isFlow(figure)
          ? [figure.today, figure.today - figure.yesterday, t('stats.vsYesterday')]
          : [figure.now, figure.now - figure.beforeToday, t('workplace.sinceYesterday')];
        const deltaText = spec.money
          ? `${delta > 0 ? '+' : ''}${formatMoney(delta, reply.currency, locale)}`
          : undefined;
        return (
          <StatCard
            key={spec.key}
            label={t(spec.label)}
            value={write(spec, value)}
            delta={{ value: delta, label: deltaLabel, ...(deltaText ? { text: deltaText } : {}) }}
            goodWhen={spec.goodWhen ?? 'up'}
          />
        );
      })}
    </dl>
  );
}
