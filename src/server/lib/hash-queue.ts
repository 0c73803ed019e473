import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';

/** Who a piece of work is for, outermost first: ['untrusted', 'user:root', 'ip:10.0.0.1'], or ['admin:7']. */
export type HashOwner = string | readonly string[];

interface Node {
  key: string;
  parent: Node | null;
  /** At most this many pieces of work under this node run at once. */
  cap: number;
  running: number;
  waiting: number;
  /** Children in the order they get their next turn; Map keeps insertion order. */
  children: Map<string, Node>;
  /** Work waiting at this node itself (a leaf). */
  starts: (() => void)[];
}

const node = (key: string, parent: Node | null, cap: number): Node => ({
  key,
  parent,
  cap,
  running: 0,
  waiting: 0,
  children: new Map(),
  starts: [],
});

/**
 * Runs slow work (password hashing) at most `limit` at a time, sharing the slots out in turn
 * between owners, level by level: between the top-level owners first, then between the owners
 * within each, and so on; a leaf (one caller) runs one piece at a time. A flood from one owner
 * then queues behind itself, and a flood spread over many sources that share an outer owner
 * (all logins from sources not known for their username) queues behind itself too: anyone else
 * waits for at most one piece of work to finish, not for the flood. `caps` bounds top-level
 * owners further (e.g. untrusted logins to all cores but one).
 */
export class FairQueue {
  private readonly root: Node;

  constructor(
    limit: number,
    private readonly caps: Readonly<Record<string, number>> = {},
    /** Top-level owners that start nothing while one of the owners this names has work running or waiting. */
    private readonly yields: Readonly<Record<string, (owner: string) => boolean>> = {},
  ) {
    this.root = node('', null, limit);
  }

  async run<T>(owner: HashOwner, work: () => Promise<T>): Promise<T> {
    const leaf = await this.turn(typeof owner === 'string' ? [owner] : owner);
    try {
      return await work();
    } finally {
      for (let n: Node | null = leaf; n; n = n.parent) n.running--;
      this.behindOthers(leaf);
      this.dispatch();
    }
  }

  /** How many pieces of work wait, for tests and metrics. */
  get queued(): number {
    return this.root.waiting;
  }

  private turn(path: readonly string[]): Promise<Node> {
    let at = this.root;
    path.forEach((key, depth) => {
      let next = at.children.get(key);
      if (!next) {
        const leaf = depth === path.length - 1;
        next = node(key, at, leaf ? 1 : depth === 0 ? (this.caps[key] ?? this.root.cap) : this.root.cap);
        at.children.set(key, next);
      }
      at = next;
    });
    const leaf = at;
    return new Promise((resolve) => {
      leaf.starts.push(() => resolve(leaf));
      for (let n: Node | null = leaf; n; n = n.parent) n.waiting++;
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.root.running < this.root.cap) {
      const leaf = this.pick(this.root);
      if (!leaf) return;
      const start = leaf.starts.shift()!;
      for (let n: Node | null = leaf; n; n = n.parent) {
        n.waiting--;
        n.running++;
      }
      start();
    }
  }

  /** The next leaf to run under `from`: the first of its children, in their order, that has work it may start. */
  private pick(from: Node): Node | null {
    if (from.starts.length > 0) return from;
    for (const child of from.children.values()) {
      if (child.waiting === 0 || child.running >= child.cap) continue;
      if (from === this.root && this.yielding(child.key)) continue;
      const leaf = this.pick(child);
      if (leaf) return leaf;
    }
    return null;
  }

  private yielding(key: string): boolean {
    const to = this.yields[key];
    if (!to) return false;
    for (const other of this.root.children.values()) {
      if (other.key !== key && to(other.key) && (other.running > 0 || other.waiting > 0)) return true;
    }
    return false;
  }

  /**
   * An owner that just had a turn goes behind everyone already waiting, at every level; one with
   * nothing running or waiting is forgotten, so that it queues at the back when it returns.
   */
  private behindOthers(from: Node) {
    for (let n: Node | null = from; n?.parent; n = n.parent) {
      n.parent.children.delete(n.key);
      if (n.running > 0 || n.waiting > 0) n.parent.children.set(n.key, n);
    }
  }
}

const owners = new AsyncLocalStorage<HashOwner>();

/** Runs `fn` with hashing inside it counted against `owner` (an admin, or a login's place in the queue). */
export function asHashOwner<T>(owner: HashOwner, fn: () => T): T {
  return owners.run(owner, fn);
}

/** Work outside any request (the command line, seeding) shares one owner. */
export const currentHashOwner = (): HashOwner => owners.getStore() ?? 'process';

/** Logins from sources not known for their username share one top-level owner. */
export const UNTRUSTED = 'untrusted';

const cores = Math.max(1, availableParallelism());

/** Where a login from a known device or source hashes: a place of its own per username. */
export const trustedLogin = (username: string) => `user:${username}`;

/**
 * One hash per core: more at once only makes each slower, and Node's other work waits on the
 * cores too. Untrusted logins together get all cores but one (on a machine with more than one),
 * so a flood of them always leaves a core to everyone else (admins at work, logins from known
 * devices and sources), and they start nothing new while a known device's or source's login is
 * hashing or waiting, which then has the cores to itself but for a hash already under way.
 */
export const hashQueue = new FairQueue(
  cores,
  { [UNTRUSTED]: Math.max(1, cores - 1) },
  { [UNTRUSTED]: (owner) => owner.startsWith('user:') },
);
