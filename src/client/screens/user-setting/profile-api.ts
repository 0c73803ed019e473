import useSWR from 'swr';
import type { ApiBody } from '#contract/api';
import type { RegionLocale } from '#contract/api/profile';
import { call } from '../../api/fetcher';
import { callHandled } from '../../api/call-handled';
import { validationField } from '../../api/call-error';

export function useRegions(locale: RegionLocale) {
  return useSWR(['/admins/regions/get', locale], () => call('/admins/regions/get', { locale }), {
    revalidateOnFocus: false,
  });
}

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
