import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '#contract/password-policy';
import { ErrorCode } from '#contract/error-codes';
import { ApiCallError } from '../../api/api-error';
import { callHandled } from '../../api/call-handled';
import { validationField } from '../../api/call-error';
import { loadInfo } from '../../state/session';
import { showToast } from '../../state/toasts';
import { useT } from '../../i18n/use-t';
import type { Translate } from '../../i18n/message-key';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

type Field = 'current' | 'next' | 'confirm';

/** The form's field each body field of `/admins/password/change` is typed in. */
const FIELD_OF: Readonly<Record<string, Field>> = { oldPassword: 'current', newPassword: 'next' };

/**
 * A refusal this form says under its field, in the user's language: the wrong current password
 * (a 42200, whose msg is the server's English) and a 40000 on either password.
 */
function refusalUnderField(err: unknown, t: Translate): Partial<Record<Field, string>> | null {
  if (err instanceof ApiCallError && err.code === ErrorCode.BUSINESS_RULE)
    return { current: t('userSetting.password.wrongCurrent') };
  const invalid = validationField(err);
  const field = invalid && FIELD_OF[invalid.field];
  return field ? { [field]: invalid.rule } : null;
}

export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useT();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.current) found.current = t('userSetting.password.required');
    if (values.next.length < PASSWORD_MIN) found.next = t('userSetting.password.tooShort', { min: PASSWORD_MIN });
    if (values.confirm !== values.next) found.confirm = t('userSetting.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await callHandled(
        '/admins/password/change',
        { oldPassword: values.current, newPassword: values.next },
        (err) => refusalUnderField(err, t) !== null,
      );
      setValues({ current: '', next: '', confirm: '' });
      showToast('success', t('userSetting.password.done'));
      // Clears `mustChangePassword`, which lifts the guard's redirect here.
      await loadInfo();
    } catch (err) {
      // Any other failure has been toasted.
      const underField = refusalUnderField(err, t);
      if (underField) setErrors(underField);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-sm flex-col gap-4">
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={t('userSetting.password.current')}
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
        error={errors.current}
      />
      <TextField
        label={t('userSetting.password.new')}
        type="password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        error={errors.next}
        hint={t('userSetting.password.rules', { min: PASSWORD_MIN })}
      />
      <TextField
        label={t('userSetting.password.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
      />
      <Button type="submit" variant="primary" disabled={saving} className="self-start">
        {saving ? t('userSetting.password.saving') : t('userSetting.password.submit')}
      </Button>
    </form>
  );
}
