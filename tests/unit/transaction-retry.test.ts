import { describe, expect, it } from 'vitest';
import { ATTEMPTS, retrying } from '#server/services/core/transaction';

/** An error as the drivers raise it for a transaction PostgreSQL aborted. */
const lost = (code: string) => Object.assign(new Error(`aborted (${code})`), { code });

describe('a transaction that lost a race', () => {
  it('runs again after a pause that grows with each loss, until it wins', async () => {
    const pauses: number[] = [];
    let runs = 0;
    const result = await retrying(
      async () => {
        runs += 1;
        if (runs < 4) throw lost(runs % 2 ? '40P01' : '40001');
        return 'written';
      },
      async (n) => {
        pauses.push(n);
      },
    );
    expect(result).toBe('written');
    expect(runs).toBe(4);
    expect(pauses).toEqual([1, 2, 3]);
  });

  it(`gives up after ${ATTEMPTS} losses with the last error, and never retries other errors`, async () => {
    let runs = 0;
    await expect(
      retrying(
        async () => {
          runs += 1;
          throw lost('40P01');
        },
        async () => undefined,
      ),
    ).rejects.toThrow('aborted (40P01)');
    expect(runs).toBe(ATTEMPTS);

    runs = 0;
    await expect(
      retrying(
        async () => {
          runs += 1;
          throw lost('23505');
        },
        async () => undefined,
      ),
    ).rejects.toThrow('aborted (23505)');
    expect(runs).toBe(1);
  });

  it('finds the code on a wrapped cause, as drizzle wraps the driver error', async () => {
    let runs = 0;
    await retrying(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('query failed', { cause: lost('40P01') });
      },
      async () => undefined,
    );
    expect(runs).toBe(2);
  });
});
