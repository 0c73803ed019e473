import { useState, type FormEvent } from 'react';
import { adminUserFields } from '#contract/api/admin-users';
import type { Role } from '#contract/roles';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/password-policy';
import { useT } from '../../i18n/use-t';
import { validationField } from '../../api/call-error';
import { Modal, ModalCancel } from '../../ui/modal';
import { draftChanged } from '../../ui/draft-changed';
import { fieldRule, ruleText } from '../../i18n/rule-text';
import { useStepUp } from '../../step-up/use-step-up';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { adminWrite, useRefreshAdmins } from './admin-users-api';
import { RoleCheckboxes } from './role-checkboxes';

type Field = 'username' | 'name' | 'email' | 'phone' | 'password';
type Errors = Partial<Record<Field | 'roles', string>>;

const START: { v: Record<Field, string>; roles: Role[] } = {
  v: { username: '', name: '', email: '', phone: '', password: '' },
  roles: ['BACKEND_SUPPORT_AGENT'],
};

/** A new admin with an initial password, which they must change at their first login. */
export function AdminCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const refresh = useRefreshAdmins();
  const stepUp = useStepUp();
  const [v, setV] = useState(START.v);
  const [roles, setRoles] = useState(START.roles);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function check(): Errors {
    const e: Errors = {};
    const u = fieldRule(adminUserFields.username, v.username);
    if (u) e.username = u;
    for (const f of ['name', 'email', 'phone'] as const) {
      // Optional on create: an empty name is left out, the others allow ''.
      const rule = f === 'name' && !v.name.trim() ? undefined : fieldRule(adminUserFields[f], v[f]);
      if (rule) e[f] = rule;
    }
    if (v.password.length < PASSWORD_MIN || v.password.length > PASSWORD_MAX)
      e.password = t('admins.form.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX });
    const r = fieldRule(adminUserFields.roles, roles);
    if (r) e.roles = r;
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const body = {
      username: v.username.trim(),
      password: v.password,
      roles,
      ...(v.name.trim() ? { name: v.name.trim() } : {}),
      ...(v.email.trim() ? { email: v.email.trim() } : {}),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    };
    try {
      const admin = await stepUp.run(() => adminWrite('/admins/admin/create', body));
      showToast('success', t('admins.form.created', { username: admin.username }));
      void refresh();
      onClose();
    } catch (err) {
      const invalid = validationField(err);
      if (invalid) setErrors({ [invalid.field]: ruleText(invalid.rule) });
      setBusy(false);
    }
  }

  const field = (f: Field, extra: Record<string, string> = {}) => (
    <TextField
      label={t(`admins.field.${f}`)}
      value={v[f]}
      onChange={(e) => setV((x) => ({ ...x, [f]: e.target.value }))}
      error={errors[f]}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Modal
      open
      title={t('admins.cmd.create')}
      onClose={onClose}
      discard={draftChanged({ v, roles }, START) ? t('admins.form.discardNew') : null}
    >
      {stepUp.prompt ?? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {field('username')}
          {field('name')}
          {field('email', { type: 'email' })}
          {field('phone')}
          {field('password', { type: 'password', autoComplete: 'new-password' })}
          <p className="-mt-1 text-xs text-fg-3">{t('admins.form.mustChange')}</p>
          <RoleCheckboxes value={roles} onChange={setRoles} error={errors.roles} />
          <div className="mt-2 flex justify-end gap-2">
            <ModalCancel />
            <Button type="submit" variant="primary" disabled={busy}>
              {t('admins.form.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
