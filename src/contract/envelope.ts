import type { ErrorCode } from './error-codes';

/** Every reply of the admin API, success or not. */
export interface Envelope<T = unknown> {
  code: ErrorCode;
  msg: string;
  data: T;
}
