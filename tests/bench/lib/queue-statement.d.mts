/** The statements the server sends for the benches' queue page (queue-statement.mjs). */
export function queuePageStatement(status: string): string;
export const ruleHitsStatement: string;
export const cappedTotalStatement: string;
/** The rule hits, classifier scores and waves of a page's rows in one statement (db/text-row-reads.ts). */
export const rowReadsStatement: string;
