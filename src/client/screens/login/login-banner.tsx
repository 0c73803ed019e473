import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';

const SLOGANS: readonly { title: MessageKey; sub: MessageKey; keys: string }[] = [
  { title: 'login.banner.slogan1', sub: 'login.banner.subSlogan1', keys: 'j k a r' },
  { title: 'login.banner.slogan2', sub: 'login.banner.subSlogan2', keys: 'Ctrl K' },
  { title: 'login.banner.slogan3', sub: 'login.banner.subSlogan3', keys: 'z' },
];

/**
 * The banner's three slogans, all shown at once: a carousel would hide two of them and cost
 * the login page script it has no budget for.
 */
export function LoginBanner() {
  const { t } = useT();
  return (
    <aside className="hidden w-[42%] max-w-[620px] flex-col justify-center gap-9 bg-gradient-to-br from-[#0e42d2] to-[#165dff] px-14 text-white lg:flex">
      {SLOGANS.map((s) => (
        <section key={s.title} className="flex gap-5">
          <span aria-hidden className="flex h-10 min-w-24 shrink-0 items-center justify-center gap-1">
            {s.keys.split(' ').map((k) => (
              <kbd
                key={k}
                className="min-w-8 rounded-md border border-white/30 bg-white/10 px-1.5 py-1 text-center text-sm shadow-[0_2px_0_rgba(0,0,0,0.2)]"
              >
                {k}
              </kbd>
            ))}
          </span>
          <div>
            <h2 className="text-lg font-semibold">{t(s.title)}</h2>
            <p className="mt-1 text-sm text-white/80">{t(s.sub)}</p>
          </div>
        </section>
      ))}
    </aside>
  );
}
