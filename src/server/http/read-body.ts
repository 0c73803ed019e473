import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorCode } from '#contract/error-codes';
import { ApiError, invalid } from '../domain/api-error';

/** Turns one zod issue into "field: rule", the form every 40000 message takes. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const name = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    const keys = issue.keys.map((k) => (path ? `${path}.${name(k)}` : name(k)));
    return `${keys.join(', ')}: unknown key${keys.length > 1 ? 's' : ''}, not allowed`;
  }
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message))
    return `${path || 'body'}: is required`;
  return `${path || 'body'}: ${issue.message}`;
}

/** Reads a JSON body and validates it; anything else is a 40000 that names the problem. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw invalid('content-type', 'must be application/json');
  const text = await c.req.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // An unknown key says most about what the caller got wrong, so it is named first.
    const issues = parsed.error.issues;
    const first = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
    throw new ApiError(ErrorCode.VALIDATION, first ? describeIssue(first) : 'body: failed validation');
  }
  return parsed.data;
}
