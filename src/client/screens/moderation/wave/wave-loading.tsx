import { useT } from '#client/i18n/use-t';

/** While the wave is read (or the view's chunk loads): said in words, no spinner. */
export function WaveLoading() {
  const { t } = useT();
  return (
    <p className="flex-1 rounded-xl border border-dashed border-line bg-surface p-10 text-center text-[14px] text-fg-3">
      {t('wave.view.loading')}
    </p>
  );
}
