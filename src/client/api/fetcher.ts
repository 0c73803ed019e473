import type { ApiBody, ApiPath, ApiReply } from '#contract/api';
import { ErrorCode } from '#contract/error-codes';
import { t } from '../i18n/i18n';
import { showToast } from '../state/toasts';
import { showLoggedOutModal } from '../state/logged-out';
import { apiBase } from './api-base';
import { getToken } from './token';
import { ApiCallError, TransportError } from './api-error';
import { errorMessage } from './error-message';
import type { ServerCheckedBody } from './server-checked-body';

const TOAST_MS = 5000;

/**
 * Paths whose 401 / 60001 must not raise the logged-out modal: user-info (the guard logs out
 * and redirects instead, per the seed spec) and logout itself (it is already the way out).
 */
const NO_LOGGED_OUT_MODAL = new Set<ApiPath>(['/admins/info/get', '/admins/logout']);

export interface CallOptions {
  /** Skip the error toast; only logout uses it, whose failure changes nothing for the user. */
  quiet?: boolean;
  signal?: AbortSignal;
  /**
   * Whether a 401 / 60001 raises the logged-out modal (the default); not for a request made beside
   * the session's own check, which decides what happens then.
   */
  loggedOutModal?: boolean;
  /** Outlives the page (a release sent as the tab closes). */
  keepalive?: boolean;
}

function isEnvelope(value: unknown): value is { code: number; msg: string; data: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/**
 * The one way the console calls the admin API: POST JSON with the bearer token, unwrap the
 * envelope, toast every refusal for 5 s and reject, raise the logged-out modal on 401 / 60001.
 */
export async function call<P extends ApiPath>(
  path: P,
  body: ApiBody<P> | ServerCheckedBody,
  options: CallOptions = {},
): Promise<ApiReply<P>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let envelope: unknown;
  let status: number | null = null;
  try {
    const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
    if (options.signal) init.signal = options.signal;
    if (options.keepalive) init.keepalive = true;
    const response = await fetch(`${apiBase()}${path}`, init);
    status = response.status;
    // Errors travel with a 4xx/5xx status AND an envelope, so the body is read whatever the status.
    envelope = await response.json().catch(() => null);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if (!options.quiet) showToast('error', t('request.error'), { duration: TOAST_MS });
    throw new TransportError(err instanceof Error ? err.message : String(err), null);
  }

  if (!isEnvelope(envelope)) {
    const text = status ? t('request.httpStatus', { status }) : t('request.error');
    if (!options.quiet) showToast('error', text, { duration: TOAST_MS });
    throw new TransportError(text, status);
  }
  if (envelope.code !== ErrorCode.OK) {
    const text = errorMessage(envelope.code, envelope.msg, envelope.data);
    if (!options.quiet) showToast('error', text, { duration: TOAST_MS });
    const error = new ApiCallError(
      envelope.code,
      text,
      envelope.data,
      path,
      text === t('request.failed'),
      envelope.msg,
    );
    if (error.loggedOut && options.loggedOutModal !== false && !NO_LOGGED_OUT_MODAL.has(path))
      showLoggedOutModal((envelope.data as { reason?: unknown } | null)?.reason);
    throw error;
  }
  return envelope.data as ApiReply<P>;
}
