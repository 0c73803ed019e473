import { proxy } from 'valtio/vanilla';
import { whenIdle } from '../ui/when-idle';

/** Recently run commands (palette shows them first) and recently visited pages. */
const COMMANDS_KEY = 'backoffice-recent-commands';
const MAX_COMMANDS = 5;
const MAX_PAGES = 8;

export interface RecentPage {
  name: string;
  title: string;
  fullPath: string;
}

function readIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMMANDS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX_COMMANDS) : [];
  } catch {
    return [];
  }
}

export const recent = proxy({ commandIds: readIds(), pages: [] as RecentPage[] });

export function recordCommand(id: string): void {
  if (recent.commandIds[0] === id) return;
  recent.commandIds = [id, ...recent.commandIds.filter((x) => x !== id)].slice(0, MAX_COMMANDS);
  try {
    localStorage.setItem(COMMANDS_KEY, JSON.stringify(recent.commandIds));
  } catch {
    // Storage blocked: recents last for this page.
  }
}

const runByKey: string[] = [];

/**
 * A command run by its key: recorded once the page is idle, not in the frame that shows what the
 * key did (the record is a write to storage, and the palette and the workplace read it).
 */
export function recordCommandSoon(id: string): void {
  if (runByKey.length === 0) whenIdle(() => runByKey.splice(0).forEach(recordCommand), 1000);
  runByKey.push(id);
}

export function recordPage(page: RecentPage): void {
  recent.pages = [page, ...recent.pages.filter((p) => p.name !== page.name)].slice(0, MAX_PAGES);
}

export function clearRecentPages(): void {
  recent.pages = [];
}
