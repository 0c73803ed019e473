import type { ApiPath } from '../api';
import type { ErrorCode } from '../error-codes';

/**
 * Body codes an endpoint's own rules may answer, beyond those every call may get (40000 and
 * 50000; with a session also 401, 60001 and 40300). The OpenAPI document lists them per endpoint.
 */
export const ENDPOINT_REFUSALS: Partial<Record<ApiPath, readonly ErrorCode[]>> = {
  '/admins/login': [40101, 42200, 42900],
  '/admins/reauth': [40101, 42200, 42900],
  '/admins/mfa/enroll': [42200],
  '/admins/mfa/confirm': [40101, 42200, 42900],
  '/admins/mfa/disable': [40101, 42200, 42900],
  '/admins/admin/mfa-reset': [40400, 42200],
  '/admins/password/change': [42200],
  '/admins/account-info/get': [40400],
  '/admins/update-report-finish': [42200],
  '/admins/order/get': [40400],
  '/admins/order-refund': [40400, 40900, 42200],
  '/admins/admin/roles': [40400, 40900, 42200],
  '/admins/admin/disable': [40400, 42200],
  '/admins/admin/reset-password': [40400, 42200],
  '/admins/admin/sessions': [40400],
  '/admins/admin/session-revoke': [40400],
  '/admins/apk-channel': [40400, 40900],
  '/admins/api-tokens/revoke': [40400],
  '/admins/classifier/train': [42200],
  '/admins/second-review/verdict': [40400, 40900, 42200],
  '/admins/second-review/resolve': [40400, 40900, 42200],
  '/admins/second-review/settings-save': [40900],
};
