import { useT } from '../../i18n/use-t';
import { TextField } from '../../ui/text-field';
import type { RuleDraft } from './rule-draft';

type NumberField = 'authorMaxAgeDays' | 'authorMaxApproved' | 'authorRejectWindow' | 'authorRejectPercent';

/** Conditions on who posts: each one given must hold; with kind "Author only" they stand alone. */
export function AuthorFields({
  draft,
  change,
  errors,
}: {
  draft: RuleDraft;
  change: (field: NumberField, value: string) => void;
  errors: Partial<Record<keyof RuleDraft, string | undefined>>;
}) {
  const { t } = useT();
  const field = (name: NumberField, min: number, max: number) => (
    <TextField
      label={t(`rules.field.${name}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft[name]}
      onChange={(e) => change(name, e.target.value)}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="rounded-md border border-line px-3 pt-1 pb-3">
      <legend className="px-1 text-[13px] text-fg-2">{t('rules.author.legend')}</legend>
      <p className="mb-2 text-xs text-fg-3">{t('rules.author.hint')}</p>
      <div className="grid grid-cols-2 items-end gap-3">
        {field('authorMaxAgeDays', 1, 3650)}
        {field('authorMaxApproved', 1, 100_000)}
        {field('authorRejectWindow', 5, 100)}
        {field('authorRejectPercent', 1, 99)}
      </div>
    </fieldset>
  );
}
