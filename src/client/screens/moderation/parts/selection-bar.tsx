import { useSnapshot } from 'valtio';
import { Keys } from '#client/commands/shortcut-keys';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import { formatCount } from '#client/ui/list/pagination';
import type { BaseRow, EntityDef } from '../entity-def';
import { MATCHING_MAX, type Controller } from '../moderation-controller';
import { ACTIONS } from '../queue/actions';

/**
 * Over the table while rows are selected: how many, the decisions that apply to them with their
 * keys, and, when the whole page is selected and more rows match, the way to take them all (up to
 * what one decision takes).
 */
export function SelectionBar<Row extends BaseRow>({
  def,
  c,
  total,
}: {
  def: EntityDef<Row>;
  c: Controller<Row>;
  /** Rows matching the filters, as the list's reply counted them. */
  total: number;
}) {
  const { t } = useT();
  const snap = useSnapshot(c.state);
  if (snap.selected.length === 0 && !snap.matching) return null;
  const targets = c.cursor.targets();
  const applicable = def.actions.filter((id) => targets.some((r) => ACTIONS[id].applies(r)));
  const wholePage = snap.rows.length > 0 && snap.selected.length === snap.rows.length;
  const more = !snap.matching && wholePage && total > snap.rows.length;
  return (
    <div
      role="region"
      aria-label={t('mod.selection.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary-soft px-3 py-2 text-[13px]"
    >
      <span className="font-medium text-primary">
        {snap.matching
          ? t(
              // A capped total is where the server stopped counting: "10 000+", as the pager says it.
              snap.matching.totalCapped
                ? 'mod.matching.someOfCapped'
                : snap.matching.total > snap.matching.rows.length
                  ? 'mod.matching.someSelected'
                  : 'mod.matching.allSelected',
              {
                n: formatCount(snap.matching.rows.length),
                total: formatCount(snap.matching.total),
              },
            )
          : t('mod.selected', { n: snap.selected.length })}
      </span>
      {more && (
        <Button size="sm" variant="text" onClick={() => void c.selectMatching()}>
          {t('mod.matching.select', { n: Math.min(total, MATCHING_MAX) })}
          <Keys shortcut="* m" />
        </Button>
      )}
      <span className="ml-auto flex flex-wrap gap-1.5">
        {applicable.map((id) => (
          <Button key={id} size="sm" onClick={() => void c.act(id)}>
            {t(ACTIONS[id].title)}
            <Keys shortcut={ACTIONS[id].shortcut} />
          </Button>
        ))}
        <Button size="sm" onClick={() => c.cursor.selectNone()}>
          {t('mod.selection.clear')}
          <Keys shortcut="* n" />
        </Button>
      </span>
    </div>
  );
}
