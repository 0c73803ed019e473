import type { Context } from 'hono';
import type { z } from 'zod';
import type { ValidationDetail } from '#contract/error-codes';
import { unstorableText } from '#contract/validation';
import { ApiError, invalid } from '../domain/api-error';

/** The rule of a zod issue in the contract's terms, with the bound of a size rule. */
function ruleOf(issue: z.core.$ZodIssue): Pick<ValidationDetail, 'rule' | 'limit'> {
  switch (issue.code) {
    case 'unrecognized_keys':
      return { rule: 'unknown_key' };
    case 'invalid_type':
      return { rule: /received undefined$/.test(issue.message) ? 'required' : 'invalid_type' };
    case 'too_small':
      return { rule: 'too_small', limit: Number(issue.minimum) };
    case 'too_big':
      return { rule: 'too_big', limit: Number(issue.maximum) };
    case 'invalid_format':
      return { rule: 'invalid_format' };
    case 'custom': {
      // A refinement of the contract's names its rule (`params.rule`) when a client can say it better.
      const rule: unknown = issue.params?.rule;
      return { rule: rule === 'before_start' || rule === 'below_min' ? rule : 'invalid_value' };
    }
    default:
      return { rule: 'invalid_value' };
  }
}

/** Turns one zod issue into a 40000: "field: rule" as `msg`, the field and rule as `data`. */
export function issueError(issue: z.core.$ZodIssue): ApiError {
  const path = issue.path.map(String).join('.');
  const { rule, limit } = ruleOf(issue);
  if (issue.code === 'unrecognized_keys') {
    const name = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    const keys = issue.keys.map((k) => (path ? `${path}.${name(k)}` : name(k)));
    return invalid(keys.join(', '), `unknown key${keys.length > 1 ? 's' : ''}, not allowed`, rule);
  }
  return invalid(path || 'body', rule === 'required' ? 'is required' : issue.message, rule, limit);
}

/** Reads a JSON body and validates it; anything else is a 40000 that names the problem. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw invalid('content-type', 'must be application/json', 'invalid_format');
  const text = await c.req.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON', 'invalid_format');
  }
  refuseUnstorableText(json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // An unknown key says most about what the caller got wrong, so it is named first.
    const issues = parsed.error.issues;
    const first = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
    throw first ? issueError(first) : invalid('body', 'failed validation');
  }
  return parsed.data;
}

/**
 * Refuses a body holding a string (value or key, at any depth) that PostgreSQL text cannot hold,
 * naming its path: checked once here for every endpoint, so no schema can forget it and no such
 * string reaches a query, where it would fail as a 500 or be stored altered. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
function refuseUnstorableText(json: unknown): void {
  const stack: [unknown, string][] = [[json, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) throw invalid(path || 'body', problem, 'invalid_format');
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const name = path ? `${path}.${key}` : key;
        if (unstorableText(key)) throw invalid(JSON.stringify(name), 'is not a key this endpoint knows', 'unknown_key');
        stack.push([item, name]);
      }
    }
  }
}
