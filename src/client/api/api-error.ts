import { ErrorCode } from '#contract/error-codes';

/** A reply whose body code is not 200. `data` is the envelope's data (e.g. retryAfterSeconds). */
export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly path: string,
    /** True when the server gave no message and the text is the generic 'Error'. */
    readonly generic = false,
    /**
     * The envelope's msg as the server sent it, for a form that reads more than the rule from it
     * (a refused regex says why); `message` is what the user is shown.
     */
    readonly serverMessage = message,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get loggedOut(): boolean {
    return this.code === ErrorCode.UNAUTHENTICATED || this.code === ErrorCode.SESSION_EXPIRED;
  }
}

/** The call never produced an envelope: network down, CORS, a proxy's HTML error page. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
