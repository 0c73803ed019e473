import useSWR from 'swr';
import { call } from '../../api/fetcher';

export function useMfaStatus() {
  return useSWR(['/admins/mfa/status'], () => call('/admins/mfa/status', {}));
}

export function enrollMfa() {
  return call('/admins/mfa/enroll', {}, { quiet: true });
}

// Quiet: the section says a wrong code (40101) under its field and toasts the other refusals itself.
export function confirmMfa(code: string) {
  return call('/admins/mfa/confirm', { code }, { quiet: true });
}

export function disableMfa(code: string) {
  return call('/admins/mfa/disable', { code }, { quiet: true });
}
