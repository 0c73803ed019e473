import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a contract schema: `input` for a body (a
 * field with a default may be left out), `output` for a reply. Zod puts two kinds of parts in
 * `$defs`, whose `#/$defs/…` pointers would resolve against the OpenAPI document's root; both move
 * to `components.schemas` and the pointers are rewritten to match:
 * - the contract's shared shapes (rows, authors, risk parts: those given an `id` with `.meta`) go
 *   under that id, once for the whole document, so the rows that many replies carry are written
 *   once (inline in every reply, they made the document 632 KB; shared, 417 KB);
 * - recursive parts go under `<name>.<def>`, named after the operation that first needed them.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A refinement or transform has no JSON Schema; its base type is still described.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...root } = generated as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const defs = Object.entries($defs ?? {});
  const names = new Map(defs.map(([def]) => [def, isSharedId(def) ? def : `${name}.${def}`]));
  const ref = (def: string) => `#/components/schemas/${names.get(def)}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)];
        if (inner === '#') return [key, `#/components/schemas/${name}.root`];
        return [key, inner.startsWith('#/$defs/') ? ref(inner.slice('#/$defs/'.length)) : inner];
      }),
    );
  };
  for (const [def, body] of defs) {
    const component = names.get(def)!;
    const written = rewrite(body) as JsonSchema;
    const taken = components[component];
    // A shared shape reads the same wherever it is used; one that read differently (a default in a
    // body, say) would need a name of its own for that reading.
    if (taken !== undefined && JSON.stringify(taken) !== JSON.stringify(written))
      throw new Error(`${def} reads differently in ${name}: give that reading an id of its own`);
    components[component] = written;
  }
  const result = rewrite(root) as JsonSchema;
  // A schema that refers to itself as a whole is stored once and pointed at.
  if (JSON.stringify(result).includes(`"#/components/schemas/${name}.root"`)) {
    components[`${name}.root`] = result;
    return { $ref: `#/components/schemas/${name}.root` };
  }
  return result;
}

/** Zod names the parts it pulls out for recursion `__schema0`, `__schema1`…; an `id` is ours. */
const isSharedId = (def: string) => !def.startsWith('__');

/** The components a part of the document points at, and those they point at in turn. */
export function componentsReachedFrom(value: unknown, components: Record<string, JsonSchema>): Set<string> {
  const reached = new Set<string>();
  const prefix = '#/components/schemas/';
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (v === null || typeof v !== 'object') return;
    for (const [key, inner] of Object.entries(v)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(prefix)) {
        const target = inner.slice(prefix.length);
        if (reached.has(target)) continue;
        reached.add(target);
        visit(components[target]);
      } else visit(inner);
    }
  };
  visit(value);
  return reached;
}
