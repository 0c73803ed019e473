import type pg from 'pg';

/** Distinct statements worth keeping prepared; past this, new texts run unnamed as before. */
const MAX_NAMED = 2_000;
/** Long texts and long parameter lists are one-offs (a bulk `IN` of 500 ids), not hot paths. */
const MAX_TEXT_LENGTH = 16_000;
const MAX_PARAMS = 64;

const names = new Map<string, string>();

function nameFor(text: string, params: number): string | undefined {
  if (text.length > MAX_TEXT_LENGTH || params > MAX_PARAMS) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `bo_${names.size.toString(36)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown[] };

/**
 * Makes a pooled client run each repeated statement as a named prepared statement. PostgreSQL
 * then parses and plans it once per connection instead of once per call: planning a list page
 * costs more than executing it (about 1 ms against 0.4 ms), and pgbench on the queue page's
 * SQL goes from ~3 900 to ~7 100 tps with prepared statements. node-postgres remembers per
 * connection which names it has parsed, so a name is only ever sent with its one text.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values?: unknown): unknown => {
    // A text with parameters (queryText's, which the list pages' per-row reads use) is one
    // statement, so it may be named too; one without may be a script of several, which cannot.
    if (typeof config === 'string') {
      if (!Array.isArray(values) || values.length === 0) return config;
      const name = nameFor(config, values.length);
      return name === undefined ? config : { text: config, name };
    }
    if (typeof config !== 'object' || config === null) return config;
    const c = config as QueryConfigLike;
    if (typeof c.text !== 'string' || c.name !== undefined) return config;
    const params = Array.isArray(values) ? values.length : (c.values?.length ?? 0);
    const name = nameFor(c.text, params);
    return name === undefined ? config : { ...c, name };
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) =>
    query(named(config, rest[0]), ...rest);
}
