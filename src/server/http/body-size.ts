import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { invalid } from '../domain/api-error';

export const BODY_LIMIT = 100 * 1024;
/** Oversized bodies up to this are read and dropped before the 40000, so the client sees the reply. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

const tooLarge = () => invalid('body', 'larger than the 100 KB limit', 'too_big', 100 * 1024);

async function drain(body: ReadableStream<Uint8Array> | null) {
  if (!body) return;
  const reader = body.getReader();
  for (;;) {
    const { done } = await reader.read();
    if (done) return;
  }
}

/**
 * Refuses bodies over 100 KB. Replying while the client is still uploading makes the socket close
 * under it, and most HTTP clients then report a network error instead of the envelope; reading
 * the rest first (up to 8 MB) lets them see the 40000. Chunked bodies are cut at the limit.
 */
export function limitBodySize(): MiddlewareHandler<AppEnv>[] {
  const cutChunked = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => {
      throw tooLarge();
    },
  });
  return [
    async (c, next) => {
      const length = Number(c.req.header('content-length'));
      if (Number.isFinite(length) && length > BODY_LIMIT) {
        if (length <= DRAIN_LIMIT) await drain(c.req.raw.body);
        throw tooLarge();
      }
      // A body with a length within the limit is read as it is (node's parser holds it to that
      // length). Only a chunked one goes through hono's bodyLimit: that reads `c.req.raw.body`,
      // which makes @hono/node-server build a whole web Request with a stream over the socket
      // instead of reading the body directly, a tenth of a list page's CPU time.
      if (c.req.header('transfer-encoding') === undefined) return next();
      return cutChunked(c, next);
    },
  ];
}
