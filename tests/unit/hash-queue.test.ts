import { describe, expect, it } from 'vitest';
import { FairQueue, asHashOwner, currentHashOwner } from '#server/lib/hash-queue';

/** Work that finishes when the test says so. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the fair hash queue', () => {
  it('runs at most `limit` at once and one per owner, serving waiting owners in turn', async () => {
    const queue = new FairQueue(2);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (owner: string, name: string) => {
      const g = gate();
      gates.set(name, g);
      return queue.run(owner, async () => {
        order.push(name);
        await g.done;
      });
    };
    const all = [...['a1', 'a2', 'a3', 'a4'].map((n) => job('a', n)), job('b', 'b1'), job('b', 'b2'), job('c', 'c1')];
    await tick();
    // a1 and b1 start (one per owner); everything else waits.
    expect(order).toEqual(['a1', 'b1']);
    expect(queue.queued).toBe(5);
    gates.get('a1')!.open();
    await tick();
    // The freed slot goes to c, which has waited without a turn, not to a's next job.
    expect(order).toEqual(['a1', 'b1', 'c1']);
    gates.get('b1')!.open();
    await tick();
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2']);
    for (const name of ['c1', 'a2', 'b2', 'a3', 'a4']) {
      gates.get(name)!.open();
      await tick();
    }
    await Promise.all(all);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.queued).toBe(0);
  });

  it('frees the slot when work fails', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', () => Promise.resolve(7))).toBe(7);
  });

  it('knows whose work it is from the request that started it', async () => {
    expect(currentHashOwner()).toBe('process');
    expect(await asHashOwner('admin:7', async () => (await tick(), currentHashOwner()))).toBe('admin:7');
  });
});
