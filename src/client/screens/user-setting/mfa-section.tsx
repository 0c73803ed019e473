import { lazy, Suspense, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../api/api-error';
import { secondFactorAsked } from '../../api/call-error';
import { useT } from '../../i18n/use-t';
import { loadInfo } from '../../state/session';
import { showToast } from '../../state/toasts';
import { StepUpCancelled, useStepUp } from '../../step-up/use-step-up';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { confirmMfa, disableMfa, enrollMfa, useMfaStatus } from './mfa-api';
import { RecoveryCodes } from './recovery-codes';

const MfaQr = lazy(() => import('./mfa-qr'));

type Enrolment = { secret: string; otpauthUri: string };

/** The second factor: its state, enrolment (QR, manual key, a code to confirm) and turning it off. */
export function MfaSection() {
  const { t } = useT();
  const { data, mutate } = useMfaStatus();
  const stepUp = useStepUp();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** Runs a call behind the step-up; the server's refusal is toasted, a wrong code goes under the field. */
  async function act(send: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await stepUp.run(send);
    } catch (err) {
      if (secondFactorAsked(err)) setError(t('userSetting.mfa.codeWrong'));
      else if (err instanceof ApiCallError) showToast('error', err.message);
      else if (!(err instanceof StepUpCancelled)) throw err;
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    act(async () => {
      setEnrolment(await enrollMfa());
      setCode('');
    });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('userSetting.mfa.codeFormat'));
    await act(async () => {
      const reply = await confirmMfa(code.trim());
      setEnrolment(null);
      setCode('');
      setRecoveryCodes(reply.recoveryCodes);
      if (reply.endedSessions > 0)
        showToast('info', t('userSetting.mfa.otherSessionsEnded', { count: reply.endedSessions }));
      // Lifts the enrolment gate, if this admin was held to it.
      await Promise.all([mutate(), loadInfo()]);
    });
  }

  async function disable(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t('userSetting.mfa.codeRequired'));
    await act(async () => {
      await disableMfa(code.trim());
      setCode('');
      showToast('success', t('userSetting.mfa.disabled'));
      await Promise.all([mutate(), loadInfo()]);
    });
  }

  if (!data) return null;
  const codeField = (label: string) => (
    <TextField
      label={label}
      autoComplete="one-time-code"
      value={code}
      onChange={(e) => setCode(e.target.value)}
      error={error}
    />
  );
  return (
    <div className="flex flex-col gap-3 text-[13px] text-fg-2">
      <p>
        {data.enabled ? t('userSetting.mfa.on', { count: data.recoveryCodesLeft }) : t('userSetting.mfa.off')}
        {data.required && !data.enabled && ` ${t('userSetting.mfa.required')}`}
      </p>
      {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
      {!data.enabled && !enrolment && (
        <Button variant="primary" className="self-start" onClick={() => void start()} disabled={busy}>
          {t('userSetting.mfa.setUp')}
        </Button>
      )}
      {enrolment && (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3">
          <p>{t('userSetting.mfa.scan')}</p>
          <Suspense fallback={<div className="size-48 rounded-md bg-fill" />}>
            <MfaQr value={enrolment.otpauthUri} label={t('userSetting.mfa.qrLabel')} />
          </Suspense>
          <p>
            {t('userSetting.mfa.manualKey')}{' '}
            <code className="font-mono text-fg select-all" data-testid="mfa-secret">
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          {codeField(t('userSetting.mfa.confirmCode'))}
          <Button type="submit" variant="primary" className="self-start" disabled={busy}>
            {t('userSetting.mfa.confirm')}
          </Button>
        </form>
      )}
      {data.enabled && !recoveryCodes && (
        <form onSubmit={disable} noValidate className="flex flex-col gap-3">
          {codeField(t('userSetting.mfa.disableCode'))}
          <Button type="submit" className="self-start" disabled={busy}>
            {t('userSetting.mfa.disable')}
          </Button>
        </form>
      )}
      {stepUp.prompt}
    </div>
  );
}
