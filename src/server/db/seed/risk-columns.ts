/**
 * `risk_parts` and `risk_score` of a row as the `risk_score_new` trigger writes them when the row
 * is inserted, for the bulk inserts to write in the same statement (the trigger is off during the
 * load: a call per row costs more than the row). When a row is written only the author's account
 * age is known; strikes, open reports and rule hits arrive later and are added set-based by
 * `finishBulkDerived` (seed-risk.ts). `registered` is the author's registration, `created` the
 * row's creation, both SQL expressions.
 */
export function riskColumns(registered: string, created: string): string {
  const parts = `jsonb_build_object('accountAgeDays', risk_age_days(${registered}, ${created}))`;
  return `${parts} AS risk_parts, risk_score_of(${parts}) AS risk_score`;
}
