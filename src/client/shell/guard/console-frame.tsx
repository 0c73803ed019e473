import { useT } from '../../i18n/use-t';
import { settings } from '../../state/settings';
import { Footer } from '../footer';

const MENU_KEY = 'backoffice-menu-frame';
const SKELETON_ROWS = 7;

/** The menu's section names as last shown, so that the next frame draws them before the menu loads. */
export function rememberMenuFrame(labels: readonly string[]): void {
  try {
    localStorage.setItem(MENU_KEY, JSON.stringify(labels));
  } catch {
    // Storage blocked: the frame draws grey rows instead.
  }
}

function lastMenu(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(MENU_KEY) ?? 'null');
    return Array.isArray(stored) ? stored.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The console's frame, in the layout's sizes: navbar, side menu (the sections of the last session,
 * or grey rows), an empty page and the footer. Shown while the guard asks the server and while the console's chunk
 * loads, and drawn by the server for a reload, so that no step after login is a blank page.
 */
export function ConsoleFrame() {
  const { t } = useT();
  const labels = lastMenu();
  return (
    <div className="flex h-full flex-col" aria-busy="true" data-console-frame>
      <header className="flex h-[60px] shrink-0 items-center gap-2 border-b border-line bg-surface px-4 text-[15px] font-semibold text-fg">
        <span
          aria-hidden
          className="grid size-7 place-items-center rounded-md bg-primary text-[13px] font-bold text-white"
        >
          B
        </span>
        {t('app.name')}
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="hidden w-[220px] shrink-0 flex-col gap-0.5 border-r border-line bg-surface p-2 min-[992px]:flex">
          {labels.length
            ? labels.map((label) => (
                <span key={label} className="flex h-9 items-center px-3 pl-[38px] text-[13px] text-fg-3">
                  {label}
                </span>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <span key={i} className="my-1.5 h-6 rounded-md bg-fill" />
              ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col bg-bg">
          <div className="flex-1" />
          {settings.footer && <Footer />}
        </div>
      </div>
    </div>
  );
}
