import { isIdText, type FilterDef } from '#client/ui/list/filter-def';
import { dayStartIso } from '#client/i18n/business-zone';

/** The largest id the API takes (the contract's `id`, a PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/** A filter's URL string as the contract takes it, or undefined where it does not parse. */
function parsed(d: FilterDef, v: string): unknown {
  if (d.kind === 'boolean') return v === 'true' ? true : v === 'false' ? false : undefined;
  if (d.kind === 'id') return isIdText(v) && Number(v) <= ID_MAX ? Number(v) : undefined;
  if (d.kind === 'date') return dayStartIso(v, d.name.endsWith('To') ? 1 : 0);
  return v;
}

/**
 * The URL's filter strings as the contract's filter object. Dates are days of the business time
 * zone: a `…From` day starts at its midnight, a `…To` day is included, so it ends at the next
 * midnight (exclusive).
 * Values that do not parse are left out rather than sent to be refused: the screen shows nothing
 * while the URL holds one (`unparsedFilter`).
 */
export function filtersToBody(
  defs: readonly FilterDef[],
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    const v = values[d.name];
    if (!v) continue;
    const value = parsed(d, v);
    if (value !== undefined) out[d.name] = value;
  }
  return out;
}

/** A filter value that does not parse, and why: not an id, an id past ID_MAX, or another value. */
export interface UnparsedFilter {
  name: string;
  why: 'notAnId' | 'tooBig' | 'invalid';
}

/**
 * The first filter whose URL value does not parse (a hand-edited or old link, or a typed id).
 * Left out of the request, it would widen the list or the queue while its field still shows it.
 * An id past ID_MAX is refused here, as the server would refuse it, so no request goes out.
 */
export function unparsedFilter(
  defs: readonly FilterDef[],
  values: Readonly<Record<string, string>>,
): UnparsedFilter | null {
  const d = defs.find((f) => !!values[f.name] && parsed(f, values[f.name]!) === undefined);
  if (!d) return null;
  if (d.kind !== 'id') return { name: d.name, why: 'invalid' };
  return { name: d.name, why: isIdText(values[d.name]!) ? 'tooBig' : 'notAnId' };
}
