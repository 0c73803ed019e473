import { useState, type FormEvent } from 'react';
import type { AdminInfo } from '#contract/api/auth';
import { profileFields } from '#contract/api/profile';
import { useT } from '../../i18n/use-t';
import { validationField } from '../../api/call-error';
import { fieldRule, ruleText } from '../../i18n/rule-text';
import { session } from '../../state/session';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { updateProfile } from './profile-api';
import { RegionPicker } from './region-picker';

type TextName = 'name' | 'email' | 'phone' | 'jobName' | 'organizationName' | 'personalWebsite' | 'introduction';
type Field = TextName | 'location';
type Values = Record<Field, string>;
type ProfileInfo = Pick<AdminInfo, Field | 'locationName'>;

const valuesOf = (info: ProfileInfo): Values => ({
  name: info.name,
  email: info.email,
  phone: info.phone,
  jobName: info.jobName,
  organizationName: info.organizationName,
  personalWebsite: info.personalWebsite,
  introduction: info.introduction,
  location: info.location,
});

/** Your own profile; only changed fields are sent, each checked by the contract's rule first. */
export function ProfileForm({ info }: { info: ProfileInfo }) {
  const { t, locale } = useT();
  const [values, setValues] = useState(() => valuesOf(info));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (f: Field, v: string) => setValues((x) => ({ ...x, [f]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const before = valuesOf(info);
    const changed = (Object.keys(values) as Field[]).filter((f) => values[f].trim() !== before[f]);
    const found: Partial<Record<Field, string>> = {};
    for (const f of changed) {
      const rule = fieldRule(profileFields[f], values[f]);
      if (rule) found[f] = rule;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (changed.length === 0) {
      showToast('info', t('userSetting.profile.unchanged'));
      return;
    }
    setSaving(true);
    try {
      // The locale says which language the server writes locationName in.
      session.info = await updateProfile({ ...Object.fromEntries(changed.map((f) => [f, values[f].trim()])), locale });
      showToast('success', t('userSetting.profile.saved'));
    } catch (err) {
      const invalid = validationField(err);
      if (invalid) setErrors({ [invalid.field]: ruleText(invalid.rule) });
    } finally {
      setSaving(false);
    }
  }

  const field = (f: TextName, extra: Record<string, string> = {}) => (
    <TextField
      label={t(`userSetting.profile.${f}`)}
      value={values[f]}
      onChange={(e) => set(f, e.target.value)}
      error={errors[f]}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('phone', { autoComplete: 'tel' })}
        {field('jobName')}
        {field('organizationName')}
        {field('personalWebsite', { inputMode: 'url', placeholder: 'https://' })}
      </div>
      <RegionPicker value={values.location} savedName={info.locationName} onChange={(id) => set('location', id)} />
      {errors.location && <p className="text-xs text-danger">{errors.location}</p>}
      {field('introduction')}
      <Button type="submit" variant="primary" disabled={saving} className="self-start">
        {t(saving ? 'userSetting.profile.saving' : 'userSetting.profile.save')}
      </Button>
    </form>
  );
}
