import { api, type ApiPath } from '#contract/api';

/**
 * Holds the component fakes to the contract: every successful reply a fake hands out is parsed
 * with its endpoint's reply schema, so a fake that drifted from the server fails the test that
 * used it (setup.ts throws what was found after each test) instead of passing on a shape the
 * real server never sends.
 */
const drift = new Set<string>();

function isApiPath(path: string): path is ApiPath {
  return Object.hasOwn(api, path);
}

/** Records a drift when `data`, answered with code 200 at `path`, is not the contract's reply. */
export function checkReply(path: string, data: unknown): void {
  if (!isApiPath(path)) {
    drift.add(`fake answered ${path}, which is not an endpoint of the contract`);
    return;
  }
  const parsed = api[path].reply.safeParse(data);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(reply)'}: ${i.message}`).join('\n');
  drift.add(`fake reply for ${path} does not match the contract's reply schema:\n${issues}`);
}

/** Wraps a fake `fetch` so the envelopes it answers with code 200 are checked on the way out. */
export function contractChecked(
  fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const res = await fetchImpl(input, init);
    if (!res.headers.get('Content-Type')?.includes('application/json')) return res;
    const envelope = (await res.clone().json()) as { code?: unknown; data?: unknown };
    if (envelope.code === 200) checkReply(new URL(String(input), 'http://localhost').pathname, envelope.data);
    return res;
  };
}

/** The drifts found since the last call, forgotten once taken. */
export function takeContractDrift(): string[] {
  const found = [...drift];
  drift.clear();
  return found;
}
