import type { RegionNode } from '#contract/api/profile';
import { useT } from '../../i18n/use-t';
import { SelectField } from '../../ui/select-field';
import { useRegions } from './profile-api';

/** Nodes from the root to `id` (empty when not found). */
function pathTo(nodes: readonly RegionNode[], id: string): RegionNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = pathTo(n.children, id);
    if (below.length) return [n, ...below];
  }
  return [];
}

/** The location as cascading selects over the region tree; the value is the deepest chosen id. */
export function RegionPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t, locale } = useT();
  const { data } = useRegions(locale);
  if (!data) return <p className="text-[13px] text-fg-3">{t('userSetting.profile.loadingRegions')}</p>;
  const path = pathTo(data, value);
  const levels: { options: readonly RegionNode[]; chosen: string; parent: string }[] = [
    { options: data, chosen: path[0]?.id ?? '', parent: '' },
  ];
  path.forEach((node, i) => {
    if (node.children.length) levels.push({ options: node.children, chosen: path[i + 1]?.id ?? '', parent: node.id });
  });
  return (
    <fieldset>
      <legend className="mb-1 text-[13px] text-fg-2">{t('userSetting.profile.location')}</legend>
      <div className="flex flex-wrap gap-2">
        {levels.map((level, i) => (
          <SelectField
            key={`${i}-${level.parent}`}
            className="min-w-36 flex-1"
            label={t('userSetting.profile.regionLevel', { level: i + 1 })}
            value={level.chosen}
            // Clearing a level falls back to its parent (or to no location at the top).
            onChange={(id) => onChange(id || level.parent)}
            options={[
              { value: '', label: t('userSetting.profile.regionAny') },
              ...level.options.map((n) => ({ value: n.id, label: n.name })),
            ]}
          />
        ))}
      </div>
    </fieldset>
  );
}
