import type { ApiBody, ApiPath, ApiReply } from '#contract/api';
import { ApiCallError } from './api-error';
import { call } from './fetcher';
import type { ServerCheckedBody } from './server-checked-body';
import { t } from '../i18n/i18n';
import { showToast } from '../state/toasts';

/**
 * `call` for dialogs that answer some refusals themselves (a step-up prompt, a message under
 * the field): those are not toasted; every other failure is toasted as the fetcher would.
 * The fetcher still raises the logged-out modal on 401 / 60001 (quiet does not change that).
 */
export async function callHandled<P extends ApiPath>(
  path: P,
  body: ApiBody<P> | ServerCheckedBody,
  handles: (err: ApiCallError) => boolean,
): Promise<ApiReply<P>> {
  try {
    return await call(path, body, { quiet: true });
  } catch (err) {
    if (err instanceof ApiCallError) {
      if (!handles(err) && !err.loggedOut) showToast('error', err.message, { duration: 5000 });
    } else {
      showToast('error', t('request.error'), { duration: 5000 });
    }
    throw err;
  }
}
