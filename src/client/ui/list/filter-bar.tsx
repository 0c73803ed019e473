import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { Button } from '../button';
import { filterValues, type FilterDef } from './filter-def';
import { FilterField } from './filter-field';
import { useScreenQuery } from '../screen-query';
import type { RefusedFilter } from './list-read';

/**
 * The filters of a list, synced with the URL. The first one is the page filter that `/`
 * focuses. Changing a filter goes back to page 1. `children` sit at the end (table tools).
 */
export function FilterBar({
  defs,
  refused = null,
  appliesInvalid = false,
  names = {},
  children,
}: {
  defs: readonly FilterDef[];
  /** A filter the server refused: its message goes under that field (or, for another, after the filters). */
  refused?: RefusedFilter | null;
  /**
   * The screen shows nothing while a filter in the URL does not parse (and says why as `refused`),
   * so a typed value that is not one of its kind is applied like a linked one: the rows of the
   * filter before it do not stay on screen under a field that shows another value.
   */
  appliesInvalid?: boolean;
  /** What the value of a filter stands for, when the screen knows it: a rule's name for `ruleId=16`. */
  names?: Readonly<Record<string, string | undefined>>;
  children?: ReactNode;
}) {
  const { t } = useT();
  const { query, setQuery } = useScreenQuery();
  const values = filterValues(defs, query);
  const reset = () => setQuery(Object.fromEntries([...defs.map((d) => d.name), 'page'].map((name) => [name, null])));
  return (
    // While a field shows its message (it floats under the field), the row gap makes room for it:
    // on a wrapped bar it would otherwise cover the field or the tools below. Only then: a phone's
    // bar of many rows would push the queue's card below the fold.
    <div
      role="search"
      aria-label={t('list.filters')}
      className="flex flex-wrap items-center gap-2 has-[[aria-invalid=true]]:gap-y-6"
    >
      {defs.map((d, i) => (
        <FilterField
          key={d.name}
          def={d}
          value={values[d.name] ?? ''}
          primary={i === 0}
          appliesInvalid={appliesInvalid}
          valueName={names[d.name]}
          error={refused?.field === d.name ? refused.rule : undefined}
          onChange={(v) => setQuery({ [d.name]: v || null, page: null })}
        />
      ))}
      {Object.keys(values).length > 0 && (
        <Button variant="text" size="sm" onClick={reset}>
          {t('list.filters.reset')}
        </Button>
      )}
      {refused && !defs.some((d) => d.name === refused.field) && (
        <span role="alert" className="text-[12px] text-danger">
          {t('list.filters.refused', { field: refused.field, rule: refused.rule })}
        </span>
      )}
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
