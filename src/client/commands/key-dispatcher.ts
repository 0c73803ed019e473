import { isAvailable, shortcutsOf, type Command, type CommandContext } from './command';
import { activatesOnKey, insideModal, isEditable } from './editable';
import { chordOfEvent, isSingleKey, parseShortcut, sameChord, type Chord } from './shortcut';

export interface DispatcherOptions {
  commands(): readonly Command[];
  context(): CommandContext;
  /** The settings switch; off means only shortcuts with Ctrl/⌘/Alt fire. */
  singleKeysEnabled(): boolean;
  /** Told when a key matches several commands; none of them ran. */
  onConflict?(keys: string, ids: readonly string[]): void;
  onRun?(command: Command): void;
  /** Runs the command its keys chose (the console's keeps the next keys for a page it opens). */
  run?(command: Command, ctx: CommandContext): void;
  /**
   * A deciding command's key: whether it may decide `target` (see decision-gate.ts). Refused,
   * the key is used up and nothing runs.
   */
  mayDecide?(target: string | null, e: KeyEventLike): boolean;
  /** How long the first key of a sequence (`g`, `*`) waits for the second. */
  sequenceTimeoutMs?: number;
  now?(): number;
}

export type KeyEventLike = Pick<
  KeyboardEvent,
  | 'key'
  | 'ctrlKey'
  | 'metaKey'
  | 'altKey'
  | 'shiftKey'
  | 'repeat'
  | 'isComposing'
  | 'keyCode'
  | 'target'
  | 'defaultPrevented'
  | 'preventDefault'
> & {
  /** When it went down (live keys); a kept key replayed once what it belongs to is there has none. */
  timeStamp?: number;
  replayed?: boolean;
};

interface Binding {
  command: Command;
  chords: Chord[];
  text: string;
}

/**
 * The one key dispatcher. It returns early for handled events and IME composition (as cmdk
 * does), keeps single keys out of inputs, modifiers and modals, waits for the second key of a
 * sequence, and runs a command only when exactly one matches — a conflict runs nothing.
 */
export function createKeyDispatcher(options: DispatcherOptions) {
  const timeout = options.sequenceTimeoutMs ?? 1000;
  const now = options.now ?? (() => Date.now());
  let pending: Chord[] = [];
  let pendingAt = 0;

  const parsed = new Map<string, Chord[]>();
  function chordsOf(text: string): Chord[] {
    let chords = parsed.get(text);
    if (!chords) parsed.set(text, (chords = parseShortcut(text)));
    return chords;
  }

  /**
   * The bindings whose keys begin with `typed`. Whether a command applies (its role, screen and
   * condition, some of which read the page) is asked only of those, once per key press.
   */
  function matching(
    typed: Chord[],
    singleAllowed: boolean,
    inInput: boolean,
    applies: (command: Command) => boolean,
  ): { exact: Binding[]; longer: Binding[] } {
    const exact: Binding[] = [];
    const longer: Binding[] = [];
    for (const command of options.commands()) {
      for (const text of shortcutsOf(command)) {
        const chords = chordsOf(text);
        if (chords.length < typed.length || !typed.every((c, i) => sameChord(c, chords[i]!))) continue;
        const single = isSingleKey(chords);
        if (single && !singleAllowed) continue;
        if (inInput && (single || !command.allowInInput)) continue;
        if (!applies(command)) continue;
        (chords.length === typed.length ? exact : longer).push({ command, chords, text });
      }
    }
    return { exact, longer };
  }

  function handleKeyDown(e: KeyEventLike): void {
    if (e.defaultPrevented || e.isComposing || e.keyCode === 229) return;
    if (['shift', 'control', 'alt', 'meta', 'capslock'].includes(e.key.toLowerCase())) return;
    const chord = chordOfEvent(e);
    const withModifier = chord.mod || chord.alt;
    const inInput = isEditable(e.target);
    if (!withModifier && activatesOnKey(e.target, e.key)) return;
    const singleAllowed = options.singleKeysEnabled() && !withModifier && !inInput && !insideModal(e.target);
    if (pending.length && now() - pendingAt > timeout) pending = [];
    const ctx = options.context();
    const answers = new Map<Command, boolean>();
    const applies = (command: Command) => {
      let yes = answers.get(command);
      if (yes === undefined) answers.set(command, (yes = isAvailable(command, ctx)));
      return yes;
    };

    let typed = [...pending, chord];
    let found = matching(typed, singleAllowed, inInput, applies);
    if (pending.length && found.exact.length === 0 && found.longer.length === 0) {
      // Not a continuation: start over with this key alone (`g` then `j` is just `j`).
      typed = [chord];
      found = matching(typed, singleAllowed, inInput, applies);
    }
    pending = [];

    if (found.longer.length > 0) {
      if (found.exact.length > 0) warn(found.exact.concat(found.longer));
      pending = typed;
      pendingAt = now();
      e.preventDefault();
      return;
    }
    const ids = [...new Set(found.exact.map((b) => b.command.id))];
    if (ids.length === 0) return;
    e.preventDefault();
    if (ids.length > 1) {
      warn(found.exact);
      return;
    }
    const { command } = found.exact[0]!;
    if (e.repeat && !command.repeatable) return;
    if (command.decides && options.mayDecide && !options.mayDecide(command.decides(), e)) return;
    options.onRun?.(command);
    if (options.run) options.run(command, options.context());
    else void command.run(options.context());
  }

  function warn(bindingsHit: Binding[]): void {
    const keys = bindingsHit[0]?.text ?? '';
    const ids = [...new Set(bindingsHit.map((b) => b.command.id))];
    if (options.onConflict) options.onConflict(keys, ids);
    else console.warn(`[keys] "${keys}" matches ${ids.join(', ')}; none ran. Give one of them another key.`);
  }

  return {
    handleKeyDown,
    /** Forget a half-typed sequence (e.g. when the window loses focus). */
    reset(): void {
      pending = [];
    },
    /** Whether the first key of a sequence is waiting for the next. */
    isPending(): boolean {
      return pending.length > 0;
    },
  };
}
