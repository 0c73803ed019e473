import useSWR from 'swr';
import type { ApiBody } from '#contract/api';
import { call } from '../../api/fetcher';
import { callHandled } from '../../api/call-handled';
import { validationField } from '../../api/call-error';

export function useMySessions() {
  return useSWR(['/admins/sessions/mine'], () => call('/admins/sessions/mine', {}));
}

export function revokeMine(body: ApiBody<'/admins/sessions/revoke-mine'>) {
  return call('/admins/sessions/revoke-mine', body);
}

/** Saves profile fields; a `field: rule` 40000 goes under its field instead of a toast. */
export function updateProfile(body: ApiBody<'/admins/profile/update'>) {
  return callHandled('/admins/profile/update', body, (err) => validationField(err) !== null);
}
