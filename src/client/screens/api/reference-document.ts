/**
 * The published OpenAPI 3.1 document rewritten as OpenAPI 3.0 for Swagger UI to draw. Swagger UI
 * reads a 3.1 document through its ApiDOM normaliser, which built a tree of elements for the whole
 * document on every visit: 3.7–4.0 s of the page's main thread on these machines, against 1.7–1.8 s
 * for the same operations read as 3.0 (tests/bench/RESULTS.md). The
 * document the API serves stays 3.1; only the screen's drawing of it changes.
 *
 * What 3.0 cannot say is said its way: a type list with `null` is the type and `nullable`, `const`
 * is a one-value `enum`, `examples` is `example`, a tuple (`prefixItems`) is an array of its item
 * types with its length, and `propertyNames` (a map's keys) is written into the description.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is one schema. */
const ONE_SCHEMA = ['items', 'not', 'additionalProperties'];
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST = ['anyOf', 'oneOf', 'allOf'];

export function forSwaggerUi(document: object): object {
  const doc = document as JsonObject;
  const out: JsonObject = { ...doc, openapi: '3.0.3' };
  delete out.jsonSchemaDialect;
  delete out.webhooks;
  if (isObject(doc.paths)) out.paths = mapValues(doc.paths, convertOperationPart);
  if (isObject(doc.components)) {
    const components = { ...doc.components };
    if (isObject(components.schemas)) components.schemas = mapValues(components.schemas, convertSchema);
    out.components = components;
  }
  return out;
}

/** Anything inside a path item: every `schema` met on the way (parameters, bodies, replies) is converted. */
function convertOperationPart(node: Json): Json {
  if (Array.isArray(node)) return node.map(convertOperationPart);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'schema' ? convertSchema(value) : convertOperationPart(value);
  }
  return out;
}

export function convertSchema(schema: Json): Json {
  if (!isObject(schema)) return schema;
  const node = nullableAlternative(schema);
  const out: JsonObject = {};
  const notes: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' && value === 'null') {
      // Always null (a reply with no data): 3.0 has no null type.
      out.nullable = true;
      out.enum = [null];
    } else if (key === 'type' && Array.isArray(value)) {
      const types = value.filter((t) => t !== 'null');
      if (types.length === 1) out.type = types[0]!;
      else if (types.length > 1) out.anyOf = types.map((t) => ({ type: t }));
      if (types.length < value.length) out.nullable = true;
    } else if (key === 'const') {
      out.enum = [value];
    } else if (key === 'examples' && Array.isArray(value)) {
      if (value.length > 0) out.example = value[0]!;
    } else if (key === 'prefixItems' && Array.isArray(value)) {
      const items = value.map(convertSchema);
      const distinct = [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
      out.items = distinct.length === 1 ? distinct[0]! : { anyOf: distinct };
      out.minItems = value.length;
      out.maxItems = value.length;
    } else if (key === 'propertyNames') {
      notes.push(keysNote(value));
    } else if (key === 'properties' && isObject(value)) {
      out.properties = mapValues(value, convertSchema);
    } else if (ONE_SCHEMA.includes(key) && isObject(value)) {
      out[key] = convertSchema(value);
    } else if (SCHEMA_LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map(convertSchema);
    } else if (key !== '$schema') {
      out[key] = value;
    }
  }
  if (notes.length > 0) {
    const said = typeof out.description === 'string' ? [out.description] : [];
    out.description = [...said, ...notes].filter((note) => note !== '').join(' ');
  }
  return out;
}

/** `anyOf: [X, {type: null}]` (a nullable reference or shape) as X with `nullable`, before conversion. */
function nullableAlternative(schema: JsonObject): JsonObject {
  const list = schema.anyOf;
  if (!Array.isArray(list)) return schema;
  const rest = list.filter((s) => !(isObject(s) && s.type === 'null' && Object.keys(s).length === 1));
  if (rest.length === list.length) return schema;
  const { anyOf: _dropped, ...others } = schema;
  if (rest.length === 0) return { ...others, nullable: true };
  if (rest.length > 1) return { ...others, anyOf: rest, nullable: true };
  const [only] = rest;
  // A reference cannot carry siblings in 3.0: it goes under allOf.
  if (isObject(only) && '$ref' in only) return { ...others, allOf: [only], nullable: true };
  return { ...others, ...(only as JsonObject), nullable: true };
}

function keysNote(names: Json): string {
  if (isObject(names) && Array.isArray(names.enum))
    return `Keys: ${names.enum.filter((key) => typeof key === 'string').join(', ')}.`;
  if (isObject(names) && typeof names.pattern === 'string') return `Keys match ${names.pattern}.`;
  return '';
}

function mapValues(object: JsonObject, f: (value: Json) => Json): JsonObject {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]));
}
