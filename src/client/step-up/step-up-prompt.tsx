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
  // With a second factor on, the server asks for its code too (a 40101 once the password is right).
  const [otpAsked, setOtpAsked] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!password) {
      setError(t('ops.stepUp.required'));
      return;
    }
    if (otpAsked && !otp.trim()) {
      setOtpError(t('ops.stepUp.otpRequired'));
      return;
    }
    setBusy(true);
    try {
      // A wrong password (42200) or code (40101) belongs under its field, not in a toast.
      await callHandled(
        '/admins/reauth',
        { password, ...(otpAsked ? { otp: otp.trim() } : {}) },
        (err) => err.code === ErrorCode.BUSINESS_RULE || err.code === ErrorCode.SECOND_FACTOR_REQUIRED,
      );
      onDone();
    } catch (err) {
      setError(undefined);
      setOtpError(undefined);
      if (err instanceof ApiCallError && err.code === ErrorCode.BUSINESS_RULE) setError(t('ops.stepUp.wrong'));
      if (err instanceof ApiCallError && err.code === ErrorCode.SECOND_FACTOR_REQUIRED) {
        if (otpAsked) setOtpError(t('ops.stepUp.otpWrong'));
        setOtpAsked(true);
      }
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
      {otpAsked && (
        <TextField
          label={t('ops.stepUp.otp')}
          autoComplete="one-time-code"
          autoFocus
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          error={otpError}
        />
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {t('ops.stepUp.submit')}
        </Button>
      </div>
    </form>
  );
}
