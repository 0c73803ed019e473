import { VELOCITY_MAX_MINUTES } from '#contract/rules/rule-kinds';
import { useT } from '../../i18n/use-t';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import type { RuleDraft } from './rule-draft';

type NumberField = 'velocityItems' | 'velocityMinutes' | 'duplicateItems' | 'duplicateMinutes';

/**
 * Conditions on rates, counted in the write path as items arrive: the items past N in the window
 * are acted on, the first N are not. Each is a count and a window, both or neither.
 */
export function VelocityFields({
  draft,
  change,
  errors,
}: {
  draft: RuleDraft;
  change: <F extends NumberField | 'velocityAllKinds'>(field: F, value: RuleDraft[F]) => void;
  errors: Partial<Record<keyof RuleDraft, string | undefined>>;
}) {
  const { t } = useT();
  const field = (name: NumberField, max: number) => (
    <TextField
      label={t(`rules.field.${name}`)}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={draft[name]}
      onChange={(e) => change(name, e.target.value)}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="rounded-md border border-line px-3 pt-1 pb-3">
      <legend className="px-1 text-[13px] text-fg-2">{t('rules.velocity.legend')}</legend>
      <p className="mb-2 text-xs text-fg-3">{t('rules.velocity.hint')}</p>
      <div className="grid grid-cols-2 items-end gap-3">
        {field('velocityItems', 10_000)}
        {field('velocityMinutes', VELOCITY_MAX_MINUTES)}
        {field('duplicateItems', 10_000)}
        {field('duplicateMinutes', VELOCITY_MAX_MINUTES)}
      </div>
      <div className="mt-2">
        <Switch
          label={t('rules.field.velocityAllKinds')}
          checked={draft.velocityAllKinds}
          onChange={(v) => change('velocityAllKinds', v)}
        />
      </div>
    </fieldset>
  );
}
