/**
 * An error as a log line may show it. Database errors carry the statement's parameters (drizzle
 * puts them in its message, both drivers in `params`), and PostgreSQL's `detail` and `where` quote
 * row values ("Failing row contains (…)", "Key (username)=(…)"): passwords, tokens and message
 * text would reach the log through them. What stays is what an operator needs: the statement
 * without values, the SQLSTATE, the constraint, the table and the stack.
 */
export function errorFields(err: Error): Record<string, unknown> {
  return describe(err, paramsIn(err), 0);
}

/** pg/PGlite fields that name things, never values. */
const NAMING_FIELDS = ['code', 'severity', 'constraint', 'schema', 'table', 'column', 'dataType', 'routine'] as const;

function describe(err: Error, params: readonly string[], depth: number): Record<string, unknown> {
  const e = err as Error & Record<string, unknown>;
  const query = typeof e.query === 'string' ? e.query : null;
  const message = query !== null && /^Failed query: /.test(err.message) ? `Failed query: ${query}` : err.message;
  const fields: Record<string, unknown> = { name: err.name, message: redact(message, params) };
  for (const key of NAMING_FIELDS) if (typeof e[key] === 'string') fields[key] = e[key];
  if (query !== null) fields.query = query;
  if (params.length > 0) fields.params = `${params.length} redacted`;
  // The stack's first line repeats the message: keep only the frames.
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames && frames.length > 0) fields.stack = frames.join('\n');
  if (err.cause instanceof Error && depth < 4) fields.cause = describe(err.cause, params, depth + 1);
  return fields;
}

/** The statement's parameters, from the first error of the chain that carries them (drizzle's, or the driver's). */
function paramsIn(err: unknown): string[] {
  for (let current = err, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) return params.map((p) => (typeof p === 'string' ? p : (JSON.stringify(p) ?? '')));
  }
  return [];
}

/** PostgreSQL quotes a value it cannot take ('invalid input syntax for type integer: "…"'). */
function redact(message: string, params: readonly string[]): string {
  let out = message;
  for (const p of params.filter((v) => v.length > 0)) {
    out = out.split(`"${p}"`).join('"<redacted>"');
    // Longer values are taken out wherever they appear; short ones only when quoted, or every digit would go.
    if (p.length >= 6) out = out.split(p).join('<redacted>');
  }
  return out;
}
