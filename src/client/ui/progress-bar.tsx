import { useStoreValue } from '../state/use-store-value';
import { progress } from '../state/progress';
import { useT } from '../i18n/use-t';

/** A thin bar at the top while the guard decides; it fills and fades when done. */
export function ProgressBar() {
  const active = useStoreValue(progress, (s) => s.active);
  const run = useStoreValue(progress, (s) => s.run);
  const { t } = useT();
  if (run === 0) return null;
  return (
    <div
      key={run}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-busy={active}
      data-state={active ? 'running' : 'done'}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[100] h-0.5 bg-primary transition-opacity duration-300 ${
        active ? 'bo-progress' : 'opacity-0'
      }`}
    />
  );
}
