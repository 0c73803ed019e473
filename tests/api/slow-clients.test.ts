import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
});
afterAll(() => s.close());

/** Longest a trickle is kept up: far beyond the limits, far below Node's defaults (60 s, 300 s). */
const GIVE_UP_MS = 10_000;

/**
 * Opens a raw connection, sends `head`, then one byte of `drip` every 200 ms until the server
 * closes the connection (or GIVE_UP_MS passes). Returns how long the server let it run and what
 * it answered.
 */
function trickle(head: string, drip: string): Promise<{ ms: number; reply: string }> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), '127.0.0.1');
    let reply = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ ms: performance.now() - started, reply });
    };
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still listened after ${GIVE_UP_MS} ms`));
    }, GIVE_UP_MS);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip[sent++ % drip.length]!);
      }, 200);
    });
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}

describe('clients that send slowly', () => {
  it('are cut off once the headers take longer than HEADERS_TIMEOUT_SECONDS', async () => {
    const { ms, reply } = await trickle('POST /admins/login HTTP/1.1\r\nHost: x\r\n', 'X-Slow: yes\r\n');
    // The limit, plus up to a second until the server next looks at its connections.
    expect(ms).toBeGreaterThan(900);
    expect(ms).toBeLessThan(3_500);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('are cut off once the body takes longer than REQUEST_TIMEOUT_SECONDS', async () => {
    const body = JSON.stringify({ username: 'root', password: 'x'.repeat(200) });
    const head =
      'POST /admins/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { ms } = await trickle(head, body);
    expect(ms).toBeGreaterThan(1_900);
    expect(ms).toBeLessThan(4_500);
  });

  it('leave the server answering everyone else', async () => {
    const [cut, login] = await Promise.all([
      trickle('POST /admins/login HTTP/1.1\r\nHost: x\r\n', 'X-Slow: yes\r\n'),
      s.login('agent'),
    ]);
    expect(cut.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(login).toMatch(/^[\w-]{43}$/);
  });
});
