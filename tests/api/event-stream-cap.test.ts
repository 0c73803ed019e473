import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { nextIp } from './fixtures/commerce';
import { openStream, ticketFor, type LiveStream } from './live-stream';
import { LIVE_STREAMS_PER_SESSION } from '#contract/live-events';

let s: TestServer;
const open: LiveStream[] = [];
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await s.close();
});

async function stream(token: string) {
  const opened = await openStream(s.url, await ticketFor(s, token));
  open.push(opened);
  expect(opened.status).toBe(200);
  return opened;
}

describe('event streams per session', () => {
  it(`keeps ${LIVE_STREAMS_PER_SESSION} per session: opening one more closes the oldest, saying why`, async () => {
    expect(LIVE_STREAMS_PER_SESSION).toBe(8);
    const token = await s.login('agent', { ip: nextIp() });
    const other = await s.login('agent', { ip: nextIp() });
    const othersStream = await stream(other);
    const mine: LiveStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) mine.push(await stream(token));
    expect(s.live.size).toBe(LIVE_STREAMS_PER_SESSION + 1);

    const ninth = await stream(token);
    const closed = await mine[0]!.next('stream-closed');
    expect(closed.data).toEqual({ reason: 'too-many-streams' });
    await mine[0]!.ended;
    expect(s.live.size).toBe(LIVE_STREAMS_PER_SESSION + 1);

    // The others of the session, and another session's of the same admin, stay open.
    for (const kept of [...mine.slice(1), ninth, othersStream]) {
      expect(kept.frames.some((f) => f.event === 'stream-closed')).toBe(false);
    }
    mine.push(await stream(token));
    await mine[1]!.next('stream-closed');
    expect(othersStream.frames.some((f) => f.event === 'stream-closed')).toBe(false);
  });

  it("ends a revoked session's stream saying what ended it", async () => {
    const token = await s.login('promote', { ip: nextIp() });
    const opened = await stream(token);
    await s.call('/admins/logout', {}, { token });
    const ended = await opened.next('session-ended', undefined, 10_000);
    expect(ended.data).toEqual({ reason: 'revoked', why: 'LOGGED_OUT' });
  });
});
