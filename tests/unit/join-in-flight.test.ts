import { describe, expect, it } from 'vitest';
import { joinInFlight } from '#client/ui/join-in-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('joinInFlight', () => {
  it('shares a pending call, and sends a new one once it has settled', async () => {
    const sent: ReturnType<typeof deferred<number>>[] = [];
    const ask = joinInFlight(() => {
      const d = deferred<number>();
      sent.push(d);
      return d.promise;
    });
    const first = ask();
    const joined = ask();
    expect(sent).toHaveLength(1);
    sent[0]!.resolve(7);
    expect(await first).toBe(7);
    expect(await joined).toBe(7);
    void ask();
    expect(sent).toHaveLength(2);
  });

  it('hands a refusal to every caller that joined, and lets the next ask try again', async () => {
    let calls = 0;
    const ask = joinInFlight(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('refused')) : Promise.resolve('ok');
    });
    const a = ask();
    const b = ask();
    await expect(a).rejects.toThrow('refused');
    await expect(b).rejects.toThrow('refused');
    expect(await ask()).toBe('ok');
    expect(calls).toBe(2);
  });
});
