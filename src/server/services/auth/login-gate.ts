import { IP_MAX_FAILURES, PAIR_FREE_FAILURES } from './login-throttle';

/** Who tries: the username, the source, and the known-device nonce if a valid cookie came. */
export interface AttemptKeys {
  username: string;
  ip: string;
  device: string | null;
}

/**
 * What this process does with login attempts before the database counts them. The database is
 * the judge of every attempt (login-throttle.ts, on every replica alike); this keeps a flood from
 * starving everyone else on the way there:
 *
 * - Attempts in flight count as failures until they are settled, as they do in the database: a
 *   source (or known device) with as many attempts in flight at a username as cost nothing, or as
 *   many at any usernames as its limit, is refused here at once, without a database round or a hash.
 * - Counting is serialised per username, then per source, in memory: the database serialises it
 *   too (advisory locks), but a request waiting there holds a pooled connection, and a flood at
 *   one username held them all while everyone else's login waited for one. Attempts without a
 *   known-device cookie are counted a few at a time in all.
 */
export class LoginGate {
  private readonly inFlight = new Map<string, number>();
  private readonly tails = new Map<string, Promise<void>>();
  private countingUntrusted = 0;
  private readonly waitingUntrusted: (() => void)[] = [];

  /** `untrustedSlots`: attempts without a known-device cookie counted in the database at once, by this process. */
  constructor(private readonly untrustedSlots = 4) {}

  /** Seconds to wait when this attempt must be refused before anything else is done, else 0. */
  refusal(k: AttemptKeys): number {
    const over =
      (this.inFlight.get(ownKey(k)) ?? 0) >= PAIR_FREE_FAILURES ||
      (k.device === null && (this.inFlight.get(ipKey(k)) ?? 0) >= IP_MAX_FAILURES);
    return over ? 1 : 0;
  }

  /** Counts an attempt in flight until the returned function is called (once it is settled). */
  enter(k: AttemptKeys): () => void {
    const keys = k.device === null ? [ownKey(k), ipKey(k)] : [ownKey(k)];
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      for (const key of keys) {
        const n = (this.inFlight.get(key) ?? 1) - 1;
        if (n > 0) this.inFlight.set(key, n);
        else this.inFlight.delete(key);
      }
    };
  }

  /**
   * Runs `count` (the database's counting of one attempt) after those of the same username and
   * source before it; without a known-device cookie, also only while fewer than `untrustedSlots`
   * others are being counted, so that a flood spread over many usernames and sources holds that
   * many pooled connections at most, and a known device's login always finds one.
   */
  async serially<T>(k: AttemptKeys, count: () => Promise<T>): Promise<T> {
    const counted = k.device === null ? () => this.inUntrustedSlot(count) : count;
    return this.after(`u\0${k.username}`, () => this.after(ipKey(k), counted));
  }

  private async inUntrustedSlot<T>(fn: () => Promise<T>): Promise<T> {
    if (this.countingUntrusted >= this.untrustedSlots) {
      await new Promise<void>((resolve) => this.waitingUntrusted.push(resolve));
    } else {
      this.countingUntrusted++;
    }
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waitingUntrusted.shift();
      if (next) next();
      else this.countingUntrusted--;
    }
  }

  private async after<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    try {
      return await fn();
    } finally {
      done();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

const ownKey = (k: AttemptKeys) => (k.device !== null ? `d\0${k.device}` : `p\0${k.username}\0${k.ip}`);
const ipKey = (k: AttemptKeys) => `i\0${k.ip}`;

/** The process's gate: the database's counts are shared by every replica, these are not. */
export const loginGate = new LoginGate();
