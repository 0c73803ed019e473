import { describe, expect, it } from 'vitest';
import { applyChange, inverseSteps, type Changeable } from '#client/screens/moderation/queue/change-rows';
import { createUndoStack } from '#client/screens/moderation/queue/undo-stack';

const row = (id: number, fields: Omit<Changeable, 'id'>): Changeable => ({ id, ...fields });

describe("undo's inverse steps", () => {
  it('puts each row back to its own earlier value, at the version the change left', () => {
    const before = [
      row(1, { version: 3, auditStatus: 'PENDING' }),
      row(2, { version: 5, auditStatus: 'REJECTED' }),
      row(3, { version: 1, auditStatus: 'PENDING' }),
    ];
    const change = { kind: 'audit', value: 'APPROVED' } as const;
    const after = before.map((r) => ({ ...applyChange(r, change), version: (r.version ?? 0) + 1 }));
    expect(inverseSteps(change, before, after)).toEqual([
      { kind: 'self', change: { kind: 'audit', value: 'PENDING' }, ids: [1, 3], versions: { '1': 4, '3': 2 } },
      { kind: 'self', change: { kind: 'audit', value: 'REJECTED' }, ids: [2], versions: { '2': 6 } },
    ]);
  });

  it('reopens a finished report and re-enables the target that Shift+d disabled', () => {
    const target = { type: 'moment', id: 70, version: 2, enabled: true } as const;
    const before = [row(9, { version: 1, status: 'OPEN', result: null, target })];
    const change = { kind: 'finish', result: 'VALID', disableTarget: true } as const;
    const after = [
      { ...applyChange(before[0]!, change), version: 2, target: { ...target, version: 3, enabled: false } },
    ];
    expect(after[0]).toMatchObject({ status: 'FINISHED', result: 'VALID' });
    expect(inverseSteps(change, before, after)).toEqual([
      { kind: 'self', change: { kind: 'reopen' }, ids: [9], versions: { '9': 2 } },
      { kind: 'moment', change: { kind: 'enabled', value: true }, ids: [70], versions: { '70': 3 } },
    ]);
  });

  it('leaves out rows the server did not change and targets that were already disabled', () => {
    const target = { type: 'moment', id: 71, version: 2, enabled: false } as const;
    const before = [row(10, { version: 1, status: 'OPEN', target }), row(11, { version: 1, enabled: true })];
    const finish = { kind: 'finish', result: 'VALID', disableTarget: true } as const;
    expect(inverseSteps(finish, before, [{ ...before[0]!, version: 2 }])).toEqual([
      { kind: 'self', change: { kind: 'reopen' }, ids: [10], versions: { '10': 2 } },
    ]);
    expect(inverseSteps({ kind: 'enabled', value: false }, before, [])).toEqual([]);
    expect(inverseSteps({ kind: 'reopen' }, before, [{ ...before[0]!, version: 2 }])).toEqual([]);
  });

  it('keeps a bounded history and gives back the newest first', () => {
    const stack = createUndoStack(3);
    for (const id of [1, 2, 3, 4]) stack.push({ ids: [id], steps: Promise.resolve([]) });
    expect(stack.size).toBe(3);
    expect(stack.pop()?.ids).toEqual([4]);
    expect(stack.pop()?.ids).toEqual([3]);
    expect(stack.pop()?.ids).toEqual([2]);
    expect(stack.pop()).toBeUndefined();
    expect(createUndoStack().size).toBe(0);
  });
});
