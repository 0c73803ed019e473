import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { prefsOf, setDensity, tablePrefs, type Density } from './table-prefs';

const DENSITIES: readonly Density[] = ['compact', 'comfortable'];

/** Two radio buttons: compact rows for triage on a laptop, comfortable for reading. */
export function DensitySwitch({ tableId }: { tableId: string }) {
  const { t } = useT();
  const snap = useSnapshot(tablePrefs);
  const density = (snap[tableId] ?? prefsOf(tableId)).density;
  return (
    <div
      role="radiogroup"
      aria-label={t('list.density')}
      className="inline-flex h-8 overflow-hidden rounded-md border border-line"
    >
      {DENSITIES.map((d) => (
        <button
          key={d}
          type="button"
          role="radio"
          aria-checked={density === d}
          onClick={() => setDensity(tableId, d)}
          className={`px-2.5 text-[12px] ${density === d ? 'bg-primary-soft text-primary' : 'bg-surface text-fg-2 hover:text-fg'}`}
        >
          {t(`list.density.${d}`)}
        </button>
      ))}
    </div>
  );
}
