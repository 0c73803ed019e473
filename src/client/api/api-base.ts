declare const __API_BASE__: string | undefined;

const RUNTIME_KEY = 'backoffice-api-base';

/**
 * Where `/admins/*` lives: same origin by default, `API_BASE` at build time, or a runtime
 * override in localStorage (for pointing a built console at another backend of the contract).
 */
export function apiBase(): string {
  base ??= readApiBase();
  return base;
}

/** Read once a page: every request and every image's address asks, and the override is set before a load. */
let base: string | undefined;

function readApiBase(): string {
  try {
    const runtime = localStorage.getItem(RUNTIME_KEY);
    if (runtime) return runtime.replace(/\/$/, '');
  } catch {
    // Storage blocked: fall through to the build-time value.
  }
  return (typeof __API_BASE__ === 'string' ? __API_BASE__ : '').replace(/\/$/, '');
}
