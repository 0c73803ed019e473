import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '#client/commands/command';
import { allCommands, commandById, registerCommands } from '#client/commands/registry';

const command = (id: string, title: Command['title'] = 'cmd.logout'): Command => ({
  id,
  title,
  group: 'palette.group.view',
  run: () => undefined,
});

const cleanups: (() => void)[] = [];
const register = (...commands: Command[]) => cleanups.push(registerCommands(commands));
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('the command registry', () => {
  it('stacks a command registered again under the same id; unregistering brings the earlier one back', () => {
    const first = command('queue.next');
    const second = command('queue.next');
    register(first);
    const dropSecond = registerCommands([second]);
    expect(commandById('queue.next')).toBe(second);
    expect(allCommands().filter((c) => c.id === 'queue.next')).toEqual([second]);
    dropSecond();
    expect(commandById('queue.next')).toBe(first);
  });

  it('removes the one it registered even when a later one was unregistered first or out of order', () => {
    const a = command('x.same');
    const b = command('x.same');
    const c = command('x.same');
    const dropA = registerCommands([a]);
    const dropB = registerCommands([b]);
    register(c);
    dropB();
    expect(commandById('x.same')).toBe(c);
    dropA();
    expect(commandById('x.same')).toBe(c);
  });

  it('forgets an id once its last command is gone, and lists commands in registration order', () => {
    const drop = registerCommands([command('y.one'), command('y.two')]);
    expect(
      allCommands()
        .map((c) => c.id)
        .filter((id) => id.startsWith('y.')),
    ).toEqual(['y.one', 'y.two']);
    const listed = allCommands();
    expect(allCommands()).toBe(listed);
    drop();
    expect(commandById('y.one')).toBeUndefined();
    expect(allCommands().some((c) => c.id.startsWith('y.'))).toBe(false);
  });
});
