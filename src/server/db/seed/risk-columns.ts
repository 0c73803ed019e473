/**
 * `risk_parts` and `risk_score` of a row as the `risk_score_new` trigger writes them when the row
 * is inserted, for the bulk inserts to write in the same statement (the trigger is off during the
 * load: a call per row costs more than the row). When a row is written only the author's account
 * age is known; strikes, open reports and rule hits arrive later and are added set-based by
 * `finishBulkDerived` (seed-risk.ts). `registered` is the author's registration, `created` the
 * row's creation, both SQL expressions.
 *
 * The score is `risk_score_of(parts)`, a PL/pgSQL function with a subquery: some 20 µs a call,
 * more than the rest of a moment's row (≈ 70 s of CPU over the 3.6 M scored rows at 1M). The parts
 * of a loaded row hold the age alone, a whole number of days, so the statement asks the function
 * once per age up to `TABULATED_DAYS` (an init plan, run once per statement) and each row reads its
 * score there; an age outside the table calls the function itself. The same function gives every
 * score, so a change to it changes the seed's scores too.
 */
const TABULATED_DAYS = 1000;

export function riskColumns(registered: string, created: string): string {
  const age = `risk_age_days(${registered}, ${created})`;
  const parts = `jsonb_build_object('accountAgeDays', ${age})`;
  const byAge = `(SELECT array_agg(risk_score_of(jsonb_build_object('accountAgeDays', d)) ORDER BY d)
    FROM generate_series(0, ${TABULATED_DAYS}) d)`;
  return `${parts} AS risk_parts, coalesce((${byAge})[1 + ${age}], risk_score_of(${parts})) AS risk_score`;
}
