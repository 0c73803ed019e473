import { useState, type FormEvent } from 'react';
import { ROLES, type Role } from '#contract/roles';
import { API_TOKEN_DEFAULT_DAYS } from '#contract/api-token-lifetimes';
import { useT } from '../../i18n/use-t';
import { Modal, ModalCancel } from '../../ui/modal';
import { draftChanged } from '../../ui/draft-changed';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/select-field';
import { useStepUp } from '../../step-up/use-step-up';
import { createApiToken, useRefreshApiTokens } from './api-tokens-api';
import { TokenSecret } from './token-secret';

const EXPIRY_DAYS = ['7', '30', '90', '365'] as const;

const START: { name: string; role: Role; days: string } = {
  name: '',
  role: 'PROMOTE',
  days: String(API_TOKEN_DEFAULT_DAYS),
};

/** Name, role and lifetime; then the secret, shown this once. Making a token is a step-up action. */
export function TokenCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshApiTokens();
  const stepUp = useStepUp();
  const [name, setName] = useState(START.name);
  const [role, setRole] = useState(START.role);
  const [days, setDays] = useState(START.days);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // Once the secret shows, the token exists: closing then drops nothing the admin typed, but an
  // uncopied secret is lost for good (only its hash is kept).
  const unsaved = secret === null && draftChanged({ name, role, days }, START);
  const secretAtRisk = secret !== null && !copied;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's rule (1–64 characters once trimmed), without shipping zod to this screen.
    const bad = name.trim().length < 1 || name.trim().length > 64;
    setError(bad ? t('apiTokens.form.nameRule') : undefined);
    if (bad) return;
    setBusy(true);
    try {
      const reply = await stepUp.run(() => createApiToken({ name: name.trim(), role, expiresInDays: Number(days) }));
      setSecret(reply.secret);
      void refresh();
    } catch {
      // Toasted, or the step-up was cancelled.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('apiTokens.create.title')}
      onClose={onClose}
      wide
      discard={
        secretAtRisk
          ? {
              question: t('apiTokens.secret.closeQuestion'),
              why: t('apiTokens.secret.closeWhy'),
              go: t('apiTokens.secret.closeGo'),
              keep: t('apiTokens.secret.closeKeep'),
            }
          : unsaved
            ? t('apiTokens.create.discard')
            : null
      }
    >
      {secret !== null ? (
        <div className="flex flex-col gap-4">
          <TokenSecret secret={secret} onCopied={() => setCopied(true)} />
          <div className="flex justify-end">
            <Button variant="primary" onClick={onClose}>
              {t('apiTokens.create.done')}
            </Button>
          </div>
        </div>
      ) : (
        (stepUp.prompt ?? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              label={t('apiTokens.field.name')}
              autoFocus
              value={name}
              maxLength={64}
              onChange={(e) => setName(e.target.value)}
              error={error}
              hint={t('apiTokens.form.nameHint')}
            />
            <SelectField
              label={t('apiTokens.field.role')}
              value={role}
              onChange={(v) => setRole(v as Role)}
              options={ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
            />
            <SelectField
              label={t('apiTokens.field.expiresIn')}
              value={days}
              onChange={setDays}
              options={EXPIRY_DAYS.map((d) => ({ value: d, label: t('apiTokens.form.days', { days: d }) }))}
            />
            <p className="text-xs text-fg-3">{t('apiTokens.form.stepUpNote')}</p>
            <div className="flex justify-end gap-2">
              <ModalCancel />
              <Button type="submit" variant="primary" disabled={busy}>
                {t('apiTokens.create.submit')}
              </Button>
            </div>
          </form>
        ))
      )}
    </Modal>
  );
}
