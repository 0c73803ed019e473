/** The flags `npm start` gives node for the server, which the benches start it with too. */
export const SERVER_NODE_FLAGS: readonly string[];
/** The node flags a command line gives the server (`node --a --b dist/server/main.js`), or null if it runs none. */
export function serverFlagsOf(command: string): string[] | null;
