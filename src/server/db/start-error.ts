/** The database cannot be opened safely; the server prints the message and exits. */
export class DatabaseStartError extends Error {}
