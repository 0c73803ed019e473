import type { Command, CommandContext } from './command';
import { isAvailable, isDestructive } from './command';
import type { MessageKey } from '../i18n/message-key';

export interface PaletteGroup {
  heading: MessageKey;
  commands: Command[];
}

/**
 * What the palette lists on a page: on the root page, recent commands first and then every
 * available command by group; on a nested page, the commands of that page.
 */
export function paletteGroups(
  all: readonly Command[],
  ctx: CommandContext,
  page: string | null,
  recentIds: readonly string[],
): PaletteGroup[] {
  const shown = all.filter((c) => !c.hideInPalette && isAvailable(c, ctx) && (c.page ?? null) === page);
  if (page !== null) return shown.length ? [{ heading: shown[0]!.group, commands: shown }] : [];
  const groups: PaletteGroup[] = [];
  // Enter on an empty search runs the first entry: a decision, or leaving a queue with its hand,
  // is never there (it stays in its own group below).
  const recent = recentIds
    .map((id) => shown.find((c) => c.id === id))
    .filter((c): c is Command => !!c && !isDestructive(c));
  if (recent.length) groups.push({ heading: 'palette.group.recent', commands: recent });
  for (const c of shown) {
    const group = groups.find((g) => g.heading === c.group && g.heading !== 'palette.group.recent');
    if (group) group.commands.push(c);
    else groups.push({ heading: c.group, commands: [c] });
  }
  return groups;
}
