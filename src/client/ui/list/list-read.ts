import type { ApiBody, ApiPath, ApiReply } from '#contract/api';
import { ErrorCode } from '#contract/error-codes';
import { validationField } from '../../api/call-error';
import { callHandled } from '../../api/call-handled';
import type { ServerCheckedBody } from '../../api/server-checked-body';

/**
 * A list's read. Its body is the filters and the page, so a 40000 is a filter the server refused:
 * the filter bar shows it under that field (refusedFilter), and it is not toasted.
 */
export function readList<P extends ApiPath>(path: P, body: ApiBody<P> | ServerCheckedBody): Promise<ApiReply<P>> {
  return callHandled(path, body, (err) => err.code === ErrorCode.VALIDATION);
}

/** A filter the server refused, with why in the user's language. */
export interface RefusedFilter {
  field: string;
  rule: string;
}

/** From a list read's error: the refused filter, or null when the read failed otherwise (or not at all). */
export function refusedFilter(error: unknown): RefusedFilter | null {
  return validationField(error);
}
