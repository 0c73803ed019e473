import { useT } from '../i18n/use-t';

export function Footer() {
  const { t } = useT();
  return (
    <footer className="flex flex-wrap items-center justify-center gap-x-3 px-5 py-4 text-xs text-fg-3">
      <span>{t('footer.text')}</span>
      <span aria-hidden>·</span>
      <span>{t('footer.keys')}</span>
    </footer>
  );
}
