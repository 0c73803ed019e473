import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/message-key';
import { isAvailable, shortcutsOf, type Command } from '../commands/command';
import { useRegistry } from '../commands/registry';
import { Keys } from '../commands/shortcut-keys';
import { overlays, setSheet } from '../state/overlays';
import { latestRoute } from '../state/route-listener';
import { session } from '../state/session';
import { settings } from '../state/settings';

/** `?`: every shortcut that works here, grouped as in the palette, generated from the registry. */
export function ShortcutSheet() {
  const { t } = useT();
  const { sheet } = useSnapshot(overlays);
  const { singleKeyShortcuts } = useSnapshot(settings);
  useSnapshot(session);
  const commands = useRegistry();
  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  const groups = new Map<MessageKey, Command[]>();
  for (const c of commands) {
    if (shortcutsOf(c).length === 0 || !isAvailable(c, ctx)) continue;
    groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  }
  return (
    <Dialog open={sheet} onClose={() => setSheet(false)} className="relative z-[60]">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[8vh]">
        {/* The sheet holds no control: the panel itself takes focus, so the keyboard scrolls a long sheet (WCAG 2.1.1). */}
        <DialogPanel
          tabIndex={0}
          className="max-h-[84vh] w-full max-w-[720px] overflow-y-auto rounded-xl border border-line bg-raised p-6 shadow-2xl"
        >
          <DialogTitle className="text-base font-semibold text-fg">{t('sheet.title')}</DialogTitle>
          <Description className="mt-1 text-[13px] text-fg-3">{t('sheet.description')}</Description>
          {!singleKeyShortcuts && (
            <p className="mt-3 rounded-md bg-warning/10 px-3 py-2 text-xs text-fg-2">{t('sheet.singleKeysOff')}</p>
          )}
          <div className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {[...groups].map(([group, list]) => (
              <section key={group}>
                <h3 className="mb-2 text-xs font-medium tracking-wide text-fg-3 uppercase">{t(group)}</h3>
                <dl className="flex flex-col gap-1.5">
                  {list.map((c) => (
                    <div key={c.id} className="flex items-center justify-between gap-3 text-[13px]">
                      <dt className="text-fg-2">{t(c.title, c.titleParams)}</dt>
                      <dd className="flex shrink-0 gap-1.5">
                        {shortcutsOf(c).map((s) => (
                          <Keys key={s} shortcut={s} />
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
