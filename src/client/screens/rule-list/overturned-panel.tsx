import useSWR from 'swr';
import type { Rule } from '#contract/api/rules';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { RuleHighlighted } from '../../ui/rule-highlight';
import { callHandled } from '../../api/call-handled';
import { precisionText } from './precision';

/**
 * The rule's precision from the team's decisions on its own hits, and the last of those hits the
 * team approved (it was wrong). With none of its hits decided there is no list to show: "none
 * approved" would read as every decided hit removed.
 */
export function OverturnedPanel({ rule }: { rule: Rule }) {
  const { t, locale } = useT();
  const decided = rule.decided.removed + rule.decided.approved > 0;
  const { data } = useSWR(decided ? ['/admins/rules/overturned', rule.id] : null, () =>
    callHandled('/admins/rules/overturned', { ruleId: rule.id, limit: 5 }, () => false),
  );
  return (
    <section aria-label={t('rules.overturned.title')} className="rounded-md border border-line px-3 py-2 text-[13px]">
      <p className="text-fg">
        {t('rules.overturned.precision', { precision: precisionText(rule.precision, rule.decided, t) })}
      </p>
      {decided && <h3 className="mt-1 text-[12px] font-medium text-fg-3">{t('rules.overturned.title')}</h3>}
      <ul className="mt-1 flex flex-col gap-1 text-fg-2">
        {data?.list.map((h) => (
          <li key={`${h.contentKind}-${h.id}`} className="truncate">
            <span className="text-fg-3">
              {t(`rules.item.${h.contentKind}`, { id: h.id })} · {formatDateTime(h.decidedAt, locale)} ·{' '}
            </span>
            <RuleHighlighted text={h.text} hits={[{ ruleId: rule.id, ...rule }]} />
          </li>
        ))}
        {data?.list.length === 0 && <li className="text-fg-3">{t('rules.overturned.none')}</li>}
      </ul>
    </section>
  );
}
