import { useT } from '../../i18n/use-t';
import { useScreenQuery } from '../screen-query';
import { filterValues, typedFilterProblem, type FilterDef } from './filter-def';
import type { RefusedFilter } from './list-read';

/**
 * The first filter of the screen's URL whose value is not of its kind (a typed id, amount or
 * currency that is not one, or a hand-edited link), with why in the user's language. Left out of
 * the request, it would widen the list while its field still shows it: the screen reads nothing
 * and shows this under the field instead (ListScreen applies such values for that reason).
 */
export function useUnparsedFilter(defs: readonly FilterDef[]): RefusedFilter | null {
  const { t } = useT();
  const { query } = useScreenQuery();
  const values = filterValues(defs, query);
  for (const d of defs) {
    const problem = typedFilterProblem(d, values[d.name] ?? '');
    if (problem) return { field: d.name, rule: t(problem) };
  }
  return null;
}
