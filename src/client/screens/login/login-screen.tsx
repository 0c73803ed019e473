import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { prefetchConsoleWhenIdle } from '../../shell/guard/prefetch-shell';
import { LocaleButtons } from '../../ui/locale-buttons';
import { LoginBanner } from './login-banner';
import { LoginForm } from './login-form';

/** /login: the banner with three slogans beside the form. Loaded with the entry chunk. */
export function LoginScreen({ search }: { search: string }) {
  const { t } = useT();
  useEffect(() => {
    prefetchConsoleWhenIdle();
  }, []);
  return (
    <div className="flex min-h-full bg-surface">
      <LoginBanner />
      <main className="relative flex flex-1 flex-col">
        <header className="flex items-center justify-between px-6 py-5">
          <span className="flex items-center gap-2 text-base font-semibold text-fg">
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded-md bg-primary text-[13px] font-bold text-white"
            >
              B
            </span>
            {t('app.name')}
          </span>
          <LocaleButtons />
        </header>
        <div className="flex flex-1 items-center justify-center px-6 pb-16">
          <LoginForm search={search} />
        </div>
      </main>
    </div>
  );
}
