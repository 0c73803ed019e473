import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';

/**
 * Runs slow work (password hashing) at most `limit` at a time and at most one at a time per
 * owner, taking waiting owners in turn. A flood from one owner then queues behind itself: anyone
 * else waits for at most one piece of work to finish, not for the whole flood.
 */
export class FairQueue {
  private running = 0;
  private readonly busy = new Set<string>();
  /** Owners in the order they get their next turn; Map keeps insertion order. */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly limit: number) {}

  async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    await this.turn(owner);
    try {
      return await work();
    } finally {
      this.running--;
      this.busy.delete(owner);
      // An owner that just had a turn goes behind everyone already waiting.
      const line = this.waiting.get(owner);
      if (line) {
        this.waiting.delete(owner);
        this.waiting.set(owner, line);
      }
      this.dispatch();
    }
  }

  /** How many pieces of work wait, for tests and metrics. */
  get queued(): number {
    let n = 0;
    for (const line of this.waiting.values()) n += line.length;
    return n;
  }

  private turn(owner: string): Promise<void> {
    if (this.running < this.limit && !this.busy.has(owner) && !this.waiting.has(owner)) {
      this.start(owner);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const line = this.waiting.get(owner);
      if (line) line.push(resolve);
      else this.waiting.set(owner, [resolve]);
    });
  }

  private start(owner: string) {
    this.running++;
    this.busy.add(owner);
  }

  private dispatch() {
    for (const owner of [...this.waiting.keys()]) {
      if (this.running >= this.limit) return;
      if (this.busy.has(owner)) continue;
      const line = this.waiting.get(owner)!;
      const next = line.shift()!;
      if (line.length === 0) this.waiting.delete(owner);
      this.start(owner);
      next();
    }
  }
}

const owners = new AsyncLocalStorage<string>();

/** Runs `fn` with hashing inside it counted against `owner` (an admin, or an address before login). */
export function asHashOwner<T>(owner: string, fn: () => T): T {
  return owners.run(owner, fn);
}

/** Work outside any request (the command line, seeding) shares one owner. */
export const currentHashOwner = (): string => owners.getStore() ?? 'process';

/** One hash per core: more at once only makes each slower, and Node's other work waits on the cores too. */
export const hashQueue = new FairQueue(Math.max(1, availableParallelism()));
