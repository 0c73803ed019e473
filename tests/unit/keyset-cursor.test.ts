import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, nextCursorOf } from '#server/db/keyset';

describe('keyset cursors', () => {
  it('round-trips the sort value and id', () => {
    const c = encodeCursor({ v: '2026-11-01T10:00:00.000Z', id: 42 });
    expect(decodeCursor(c)).toEqual({ v: '2026-11-01T10:00:00.000Z', id: 42 });
  });

  it('refuses a cursor it did not make with a 40000 naming the field', () => {
    for (const bad of [
      'nope',
      Buffer.from('{"id":"x","v":1}').toString('base64url'),
      Buffer.from('[]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow(/^cursor: /);
    }
  });

  it('gives no next cursor on a short page and the last row on a full one', () => {
    const rows = [
      { at: new Date('2026-01-01T00:00:00Z'), id: 1 },
      { at: new Date('2026-01-02T00:00:00Z'), id: 2 },
    ];
    expect(
      nextCursorOf(
        rows,
        3,
        (r) => r.at,
        (r) => r.id,
      ),
    ).toBeNull();
    const next = nextCursorOf(
      rows,
      2,
      (r) => r.at,
      (r) => r.id,
    );
    expect(decodeCursor(next!)).toEqual({ v: '2026-01-02T00:00:00.000Z', id: 2 });
  });
});
