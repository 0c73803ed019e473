// A module of its own: the console's modules need the name, not the page's first script that listens for it.
/**
 * Dispatched once handlers are live: by a form on itself (bubbling) once its own submit handler is,
 * and on `document` once the console has rendered (hydrated).
 */
export const CONSOLE_READY = 'console-ready';
