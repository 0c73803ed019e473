import { z } from 'zod';
import type { ApiPath } from '#contract/api';
import { api } from '#contract/api';

/** The JSON Schema of a body, as far as these generators read it. */
interface Js {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export type LeafKind = 'text' | 'instant' | 'cursor';
export interface Leaf {
  path: string[];
  kind: LeafKind;
}

export function bodySchema(path: ApiPath): Js {
  return z.toJSONSchema(api[path].body, { io: 'input', unrepresentable: 'any' }) as Js;
}

const branch = (js: Js): Js => {
  const options = js.anyOf ?? js.oneOf;
  return options?.find((o) => o.type !== 'null') ?? js.allOf?.[0] ?? js;
};

/** A plain body of the schema: its required fields with small ordinary values. */
export function sampleOf(schema: Js): unknown {
  const js = branch(schema);
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((js.required ?? []).map((k) => [k, sampleOf(js.properties?.[k] ?? {})]));
    case 'array':
      return Array.from({ length: Math.max(1, js.minItems ?? 1) }, () => sampleOf(js.items ?? {}));
    case 'string':
      if (js.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (js.format === 'date') return '2026-01-01';
      if (js.format === 'uri') return 'https://example.test/a';
      // Letters and digits fit every pattern the contract uses (codes, keys, names).
      return 'abcd1234'.padEnd(js.minLength ?? 0, 'x').slice(0, Math.max(1, Math.min(8, js.maxLength ?? 8)));
    case 'integer':
    case 'number':
      return Math.max(1, js.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return {};
  }
}

/** Every string field of the body at any depth (optional ones too), and what kind of string it is. */
export function leavesOf(schema: Js, path: string[] = []): Leaf[] {
  const js = branch(schema);
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  if (type === 'object') {
    return Object.entries(js.properties ?? {}).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  }
  if (type === 'array' && js.items) return leavesOf(js.items, [...path, '0']);
  if (type !== 'string' || js.enum || js.const !== undefined) return [];
  if (path.at(-1) === 'cursor') return [{ path, kind: 'cursor' }];
  return [{ path, kind: js.format === 'date-time' ? 'instant' : 'text' }];
}

/** `body` with `value` at `path`, creating the objects and arrays on the way. */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  const root = structuredClone(body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return root;
}
