import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkReply } from '#contract/api/moderation-bulk';

/**
 * Every write of the queue's `z` is tracked (`writer.settled()`), the one that shows a report's
 * target again included, so a top-up lease waits for it and does not count the item as waiting.
 */
type Reply = BulkReply<Record<string, unknown> & { id: number }>;
const pending: { kind: string; resolve: (r: Reply) => void }[] = [];
vi.mock('#client/ui/after-paint', () => ({ afterPaint: () => Promise.resolve() }));
vi.mock('#client/screens/moderation/api/update-endpoints', () => ({
  writeChange: (kind: string) => new Promise<Reply>((resolve) => pending.push({ kind, resolve })),
}));

const { createWriter } = await import('#client/screens/moderation/queue/writer');
const { createWorkState } = await import('#client/screens/moderation/queue/work-store');
const { createCursor } = await import('#client/screens/moderation/queue/cursor');

const reply = (updated: Reply['updated']): Reply => ({
  updated,
  current: [],
  unchanged: [],
  conflicts: [],
  missing: [],
});
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  pending.length = 0;
});

describe('the undo of a report finished with its target disabled', () => {
  it('is a tracked write, the target step included', async () => {
    type Row = {
      id: number;
      version: number;
      status: string;
      target: { type: 'moment'; id: number; enabled: boolean; version: number };
    };
    const state = createWorkState<Row>();
    state.rows = [
      { id: 1, version: 1, status: 'PENDING', target: { type: 'moment', id: 9, enabled: true, version: 4 } },
    ];
    state.focused = 1;
    const cursor = createCursor(state, () => undefined);
    const def = { kind: 'report' } as unknown as Parameters<typeof createWriter<Row>>[0];
    const writer = createWriter<Row>(def, state, cursor);

    writer.act('status', { kind: 'finish', result: 'VALID', disableTarget: true }, state.rows);
    await flush();
    pending
      .shift()!
      .resolve(
        reply([
          { id: 1, version: 2, status: 'FINISHED', target: { type: 'moment', id: 9, enabled: false, version: 5 } },
        ]),
      );
    await writer.settled();

    const undo = writer.undo();
    await undo;
    await flush();
    expect(pending.map((p) => p.kind).sort()).toEqual(['moment', 'report']);
    let settled = false;
    void writer.settled().then(() => (settled = true));
    pending.find((p) => p.kind === 'report')!.resolve(reply([{ id: 1, version: 3, status: 'PENDING' }]));
    await flush();
    expect(settled).toBe(false);
    pending.find((p) => p.kind === 'moment')!.resolve(reply([{ id: 9, version: 6, enabled: true }]));
    await flush();
    expect(settled).toBe(true);
  });
});
