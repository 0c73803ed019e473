/** API token constants, zod-free so that a screen can read them without the validator. */

/** Every API token starts with this, so a leaked one is recognisable and the guard knows it is not a session. */
export const API_TOKEN_PREFIX = 'bo_';
export const API_TOKEN_MAX_DAYS = 365;
/** A token's lifetime when its maker names none. */
export const API_TOKEN_DEFAULT_DAYS = 90;
