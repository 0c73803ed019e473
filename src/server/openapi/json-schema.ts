import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a contract schema: `input` for a body (a
 * field with a default may be left out), `output` for a reply. Recursive parts come out as
 * `$defs`, whose `#/$defs/…` pointers would resolve against the OpenAPI document's root; they are
 * moved to `components.schemas` under `<name>.<def>` and the pointers rewritten to match.
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
  const ref = (def: string) => `#/components/schemas/${name}.${def}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)];
        if (inner === '#') return [key, ref('root')];
        return [key, inner.startsWith('#/$defs/') ? ref(inner.slice('#/$defs/'.length)) : inner];
      }),
    );
  };
  for (const [def, body] of Object.entries($defs ?? {})) components[`${name}.${def}`] = rewrite(body) as JsonSchema;
  const result = rewrite(root) as JsonSchema;
  // A schema that refers to itself as a whole is stored once and pointed at.
  if (JSON.stringify(result).includes(`"${ref('root')}"`)) {
    components[`${name}.root`] = result;
    return { $ref: ref('root') };
  }
  return result;
}
