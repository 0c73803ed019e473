import { useState, type FormEvent } from 'react';
import { ErrorCode } from '#contract/error-codes';
import { ApiCallError } from '../api/api-error';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { callHandled } from '../api/call-handled';

/** The password re-entry of a step-up, shown inside the dialog that needs it. */
export function StepUpPrompt({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!password) {
      setError(t('ops.stepUp.required'));
      return;
    }
    setBusy(true);
    try {
      // A wrong password is a 42200; it belongs under the field, not in a toast.
      await callHandled('/admins/reauth', { password }, (err) => err.code === ErrorCode.BUSINESS_RULE);
      onDone();
    } catch (err) {
      if (err instanceof ApiCallError && err.code === ErrorCode.BUSINESS_RULE) setError(t('ops.stepUp.wrong'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('ops.stepUp.title')}>
      <h3 className="text-sm font-medium text-fg">{t('ops.stepUp.title')}</h3>
      <p className="text-[13px] text-fg-2">{t('ops.stepUp.why')}</p>
      <TextField
        label={t('ops.stepUp.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('ops.stepUp.submit')}
        </Button>
      </div>
    </form>
  );
}
