/** Password length rules, zod-free so that the login bundle can read them too. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
