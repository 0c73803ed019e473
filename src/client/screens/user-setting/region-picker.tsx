import type { RegionNode } from '#contract/api/profile';
import { regionTrail, useRegions } from '../../api/regions';
import { useT } from '../../i18n/use-t';
import { SelectField } from '../../ui/select-field';

/**
 * The location as cascading selects over the region tree; the value is the deepest chosen id.
 * A stored value the tree does not know (written before the tree, or by another client) is
 * offered as it is and stays chosen until the user picks another: shown as "not set", it would
 * read as lost, and a save would seem to keep nothing.
 */
export function RegionPicker({
  value,
  savedName,
  onChange,
}: {
  value: string;
  /** The server's name of the stored value, shown for a value the tree does not know. */
  savedName: string;
  onChange: (id: string) => void;
}) {
  const { t, locale } = useT();
  const { data } = useRegions(locale);
  if (!data) return <p className="text-[13px] text-fg-3">{t('userSetting.profile.loadingRegions')}</p>;
  const path = regionTrail(data, value);
  const unknown = value !== '' && path.length === 0;
  const levels: { options: readonly { value: string; label: string }[]; chosen: string; parent: string }[] = [
    {
      options: [
        ...data.map(option),
        ...(unknown ? [{ value, label: t('userSetting.profile.regionUnknown', { name: savedName || value }) }] : []),
      ],
      chosen: unknown ? value : (path[0]?.id ?? ''),
      parent: '',
    },
  ];
  path.forEach((node, i) => {
    if (node.children.length)
      levels.push({ options: node.children.map(option), chosen: path[i + 1]?.id ?? '', parent: node.id });
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
            options={[{ value: '', label: t('userSetting.profile.regionAny') }, ...level.options]}
          />
        ))}
      </div>
    </fieldset>
  );
}

const option = (n: RegionNode) => ({ value: n.id, label: n.name });
