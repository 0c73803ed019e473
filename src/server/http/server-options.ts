import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * Options of the Node HTTP server. A client that sends its headers or body a byte at a time would
 * otherwise hold a socket (and, mid-body, a handler) for as long as it likes; Node answers 408 and
 * closes the connection once the limits pass. Node looks for such connections every
 * `connectionsCheckingInterval` (30 s by default), which would stretch a 30 s limit to a minute.
 */
export function nodeServerOptions(config: Config): ServerOptions {
  return {
    headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionsCheckingInterval: 1000,
  };
}
