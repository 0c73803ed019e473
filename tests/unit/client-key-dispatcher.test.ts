import { describe, expect, it, vi } from 'vitest';
import type { Command, CommandContext } from '#client/commands/command';
import { createKeyDispatcher } from '#client/commands/key-dispatcher';

type Init = Partial<{
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  isComposing: boolean;
  keyCode: number;
  target: EventTarget | null;
}>;

function key(init: Init) {
  let prevented = false;
  return {
    key: 'a',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    repeat: false,
    isComposing: false,
    keyCode: 0,
    target: null,
    ...init,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
}

/** A fake input element: the dispatcher only asks its tag, type and closest(). */
const input = {
  tagName: 'INPUT',
  type: 'text',
  isContentEditable: false,
  closest: () => null,
} as unknown as EventTarget;
const checkbox = {
  tagName: 'INPUT',
  type: 'checkbox',
  isContentEditable: false,
  closest: () => null,
} as unknown as EventTarget;
const inModal = {
  tagName: 'BUTTON',
  isContentEditable: false,
  closest: (s: string) => (s.includes('aria-modal') ? {} : null),
} as unknown as EventTarget;

function setup(
  commands: Command[],
  options: { ctx?: Partial<CommandContext>; single?: boolean; now?: () => number } = {},
) {
  const onConflict = vi.fn();
  const dispatcher = createKeyDispatcher({
    commands: () => commands,
    context: () => ({ role: 'ADMIN_ROOT', screen: 'Workplace', ...options.ctx }),
    singleKeysEnabled: () => options.single ?? true,
    onConflict,
    ...(options.now ? { now: options.now } : {}),
  });
  return { dispatcher, onConflict };
}

const cmd = (
  id: string,
  shortcut: string | string[],
  extra: Partial<Command> = {},
): Command & { run: ReturnType<typeof vi.fn> } =>
  ({ id, title: 'cmd.logout', group: 'palette.group.help', shortcut, run: vi.fn(), ...extra }) as Command & {
    run: ReturnType<typeof vi.fn>;
  };

describe('key dispatcher', () => {
  it('asks whether a command applies only when its keys match, once a key press (a condition may read the page)', () => {
    const filterCheck = vi.fn(() => true);
    const goCheck = vi.fn(() => true);
    const approveCheck = vi.fn(() => true);
    const focusFilter = cmd('filter', '/', { enabled: filterCheck });
    const goOrders = cmd('go.orders', 'g o', { enabled: goCheck });
    const approve = cmd('approve', ['a', 'shift+a'], { enabled: approveCheck });
    const { dispatcher } = setup([focusFilter, goOrders, approve]);
    dispatcher.handleKeyDown(key({ key: 'a' }));
    expect(approve.run).toHaveBeenCalledTimes(1);
    expect(approveCheck).toHaveBeenCalledTimes(1);
    expect(filterCheck).not.toHaveBeenCalled();
    expect(goCheck).not.toHaveBeenCalled();
    dispatcher.handleKeyDown(key({ key: 'g' }));
    dispatcher.handleKeyDown(key({ key: 'o' }));
    expect(goOrders.run).toHaveBeenCalledTimes(1);
    expect(filterCheck).not.toHaveBeenCalled();
  });

  it('runs a single-key command and marks the event handled', () => {
    const help = cmd('help', '?');
    const { dispatcher } = setup([help]);
    const e = key({ key: '?', shiftKey: true });
    dispatcher.handleKeyDown(e);
    expect(help.run).toHaveBeenCalledTimes(1);
    expect(e.defaultPrevented).toBe(true);
  });

  it('never fires single keys in inputs, with Ctrl/Meta/Alt held, or during IME composition', () => {
    const next = cmd('next', 'j');
    const { dispatcher } = setup([next]);
    dispatcher.handleKeyDown(key({ key: 'j', target: input }));
    dispatcher.handleKeyDown(key({ key: 'j', ctrlKey: true }));
    dispatcher.handleKeyDown(key({ key: 'j', metaKey: true }));
    dispatcher.handleKeyDown(key({ key: 'j', altKey: true }));
    dispatcher.handleKeyDown(key({ key: 'j', isComposing: true }));
    dispatcher.handleKeyDown(key({ key: 'Process', keyCode: 229 }));
    dispatcher.handleKeyDown(key({ key: 'j', target: inModal }));
    expect(next.run).not.toHaveBeenCalled();
    dispatcher.handleKeyDown(key({ key: 'j', target: checkbox }));
    expect(next.run).toHaveBeenCalledTimes(1);
  });

  it('fires modifier shortcuts in inputs only when the command allows it', () => {
    const palette = cmd('palette', 'mod+k', { allowInInput: true });
    const undo = cmd('undo', 'mod+z');
    const { dispatcher } = setup([palette, undo]);
    dispatcher.handleKeyDown(key({ key: 'k', ctrlKey: true, target: input }));
    dispatcher.handleKeyDown(key({ key: 'k', metaKey: true }));
    dispatcher.handleKeyDown(key({ key: 'z', ctrlKey: true, target: input }));
    expect(palette.run).toHaveBeenCalledTimes(2);
    expect(undo.run).not.toHaveBeenCalled();
  });

  it('ignores single keys when they are switched off, but still runs modifier shortcuts', () => {
    const next = cmd('next', 'j');
    const palette = cmd('palette', 'mod+k');
    const { dispatcher } = setup([next, palette], { single: false });
    dispatcher.handleKeyDown(key({ key: 'j' }));
    dispatcher.handleKeyDown(key({ key: 'k', ctrlKey: true }));
    expect(next.run).not.toHaveBeenCalled();
    expect(palette.run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing and reports a conflict when two commands share a key', () => {
    const a = cmd('a', 'e');
    const b = cmd('b', 'e');
    const { dispatcher, onConflict } = setup([a, b]);
    dispatcher.handleKeyDown(key({ key: 'e' }));
    expect(a.run).not.toHaveBeenCalled();
    expect(b.run).not.toHaveBeenCalled();
    expect(onConflict).toHaveBeenCalledWith('e', ['a', 'b']);
  });

  it('waits for the second key of a sequence and gives up after the timeout', () => {
    let clock = 0;
    const accounts = cmd('accounts', 'g a');
    const all = cmd('all', '* a');
    const approve = cmd('approve', 'a');
    const { dispatcher } = setup([accounts, all, approve], { now: () => clock });
    dispatcher.handleKeyDown(key({ key: 'g' }));
    expect(dispatcher.isPending()).toBe(true);
    dispatcher.handleKeyDown(key({ key: 'a' }));
    expect(accounts.run).toHaveBeenCalledTimes(1);
    expect(approve.run).not.toHaveBeenCalled();
    dispatcher.handleKeyDown(key({ key: '*', shiftKey: true }));
    dispatcher.handleKeyDown(key({ key: 'a' }));
    expect(all.run).toHaveBeenCalledTimes(1);
    dispatcher.handleKeyDown(key({ key: 'g' }));
    clock += 2000;
    dispatcher.handleKeyDown(key({ key: 'a' }));
    expect(accounts.run).toHaveBeenCalledTimes(1);
    expect(approve.run).toHaveBeenCalledTimes(1);
  });

  it('treats a key that does not continue a sequence as a fresh key', () => {
    const accounts = cmd('accounts', 'g a');
    const next = cmd('next', 'j');
    const { dispatcher } = setup([accounts, next]);
    dispatcher.handleKeyDown(key({ key: 'g' }));
    dispatcher.handleKeyDown(key({ key: 'j' }));
    expect(next.run).toHaveBeenCalledTimes(1);
    expect(dispatcher.isPending()).toBe(false);
  });

  it('tells Shift+J from j and accepts any of several shortcuts', () => {
    const next = cmd('next', ['j', 'arrowdown'], { repeatable: true });
    const extend = cmd('extend', 'shift+j');
    const { dispatcher } = setup([next, extend]);
    dispatcher.handleKeyDown(key({ key: 'J', shiftKey: true }));
    dispatcher.handleKeyDown(key({ key: 'ArrowDown' }));
    dispatcher.handleKeyDown(key({ key: 'j', repeat: true }));
    expect(extend.run).toHaveBeenCalledTimes(1);
    expect(next.run).toHaveBeenCalledTimes(2);
  });

  it('ignores auto-repeat unless the command is repeatable', () => {
    const approve = cmd('approve', 'a');
    const { dispatcher } = setup([approve]);
    dispatcher.handleKeyDown(key({ key: 'a', repeat: true }));
    expect(approve.run).not.toHaveBeenCalled();
  });

  it('honours `when`: the role and the screen a command is scoped to', () => {
    const channels = cmd('channels', 'g h', { when: { roles: ['ADMIN_ROOT'] } });
    const queueNext = cmd('queue.next', 'j', { when: { screen: 'MomentList' } });
    const { dispatcher } = setup([channels, queueNext], { ctx: { role: 'PROMOTE', screen: 'Workplace' } });
    dispatcher.handleKeyDown(key({ key: 'g' }));
    dispatcher.handleKeyDown(key({ key: 'h' }));
    dispatcher.handleKeyDown(key({ key: 'j' }));
    expect(channels.run).not.toHaveBeenCalled();
    expect(queueNext.run).not.toHaveBeenCalled();

    const scoped = setup([queueNext], { ctx: { screen: 'MomentList' } });
    scoped.dispatcher.handleKeyDown(key({ key: 'j' }));
    expect(queueNext.run).toHaveBeenCalledTimes(1);
  });

  it('leaves events that something else already handled alone', () => {
    const help = cmd('help', '?');
    const { dispatcher } = setup([help]);
    const e = key({ key: '?' });
    e.preventDefault();
    dispatcher.handleKeyDown(e);
    expect(help.run).not.toHaveBeenCalled();
  });
});
