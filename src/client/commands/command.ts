import type { Role } from '#contract/roles';
import type { MessageKey, MessageParams } from '../i18n/message-key';

/** What a command can see when the registry asks whether it applies and when it runs. */
export interface CommandContext {
  role: Role | null;
  /** Route name of the screen on display (null on pages outside the shell). */
  screen: string | null;
}

/**
 * One user action, declared once. The palette lists it, the key dispatcher fires it, buttons
 * show its shortcut and the `?` sheet documents it — all from this object.
 */
export interface Command {
  id: string;
  title: MessageKey;
  titleParams?: MessageParams;
  /** Palette group and `?` sheet section. */
  group: MessageKey;
  /** Extra words the palette matches (English names, paths), whatever the language. */
  keywords?: readonly string[];
  /**
   * Words the palette matches in the console's language, as dictionary keys (a screen's menu
   * section), below any match of its title or keywords: "user center" stays User center's.
   */
  keywordKeys?: readonly MessageKey[];
  /** One shortcut or several equivalent ones (`['j', 'arrowdown']`). */
  shortcut?: string | readonly string[];
  when?: {
    roles?: readonly Role[];
    /** Only while this screen (route name) is on display: queue keys are scoped this way. */
    screen?: string;
  };
  /** A live condition, e.g. "an item is focused"; false hides it and its keys do nothing. */
  enabled?: (ctx: CommandContext) => boolean;
  /** Modifier shortcuts only: fire even while typing in an input (Ctrl/⌘+K does). */
  allowInInput?: boolean;
  /** Keep firing while the key is held (j/k); others ignore auto-repeat. */
  repeatable?: boolean;
  /** Shown only on this nested palette page (e.g. `language`); still reachable by its keys. */
  page?: string;
  /** Choosing it in the palette opens this nested page instead of running. */
  opens?: string;
  /**
   * A decision (approve, reject, warn, ban…): what it would decide now, as the screen draws it
   * (see decision-gate.ts). Its keys act only on that, seen before they went down; the palette
   * ranks it below what only moves.
   */
  decides?: () => string | null;
  /** Undoes work without deciding (leaving a queue hands the items back): ranked like a decision. */
  destructive?: boolean;
  /** Not listed in the palette (plain movement keys such as j/k clutter it). */
  hideInPalette?: boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
}

export function shortcutsOf(command: Command): readonly string[] {
  if (!command.shortcut) return [];
  return typeof command.shortcut === 'string' ? [command.shortcut] : command.shortcut;
}

/** Whether a command applies now: role, screen scope and its own condition. */
export function isAvailable(command: Command, ctx: CommandContext): boolean {
  const when = command.when;
  if (when?.roles && (!ctx.role || !when.roles.includes(ctx.role))) return false;
  if (when?.screen !== undefined && when.screen !== ctx.screen) return false;
  return command.enabled ? command.enabled(ctx) : true;
}

/** Whether the palette ranks it last and keeps it off the top of Recent. */
export function isDestructive(command: Command): boolean {
  return command.destructive === true || command.decides !== undefined;
}
