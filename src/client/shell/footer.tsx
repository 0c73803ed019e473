import { useT } from '../i18n/use-t';

export function Footer() {
  const { t } = useT();
  return (
    <footer className="flex shrink-0 flex-wrap items-center justify-center gap-x-3 border-t border-line px-5 py-2 text-xs text-fg-3">
      <span>{t('footer.text')}</span>
      <span aria-hidden>·</span>
      <span>{t('footer.keys')}</span>
    </footer>
  );
}
