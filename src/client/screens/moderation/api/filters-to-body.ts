import { isIdText, type FilterDef } from '#client/ui/list/filter-def';

/** Start of a local calendar day, as the ISO instant the API takes. */
function dayStart(date: string, plusDays = 0): string | null {
  const d = new Date(`${date}T00:00:00`);
  if (Number.isNaN(d.getTime())) return null;
  d.setDate(d.getDate() + plusDays);
  return d.toISOString();
}

/**
 * The URL's filter strings as the contract's filter object. Dates are local days: a `…From` day
 * starts at its midnight, a `…To` day is included, so it ends at the next midnight (exclusive).
 * Values that do not parse are left out rather than sent to be refused.
 */
export function filtersToBody(
  defs: readonly FilterDef[],
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    const v = values[d.name];
    if (!v) continue;
    if (d.kind === 'boolean') {
      if (v === 'true' || v === 'false') out[d.name] = v === 'true';
    } else if (d.kind === 'id') {
      if (isIdText(v)) out[d.name] = Number(v);
    } else if (d.kind === 'date') {
      const iso = dayStart(v, d.name.endsWith('To') ? 1 : 0);
      if (iso) out[d.name] = iso;
    } else {
      out[d.name] = v;
    }
  }
  return out;
}
