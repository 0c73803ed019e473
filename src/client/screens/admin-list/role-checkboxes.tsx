import { ROLES, type Role } from '#contract/roles';
import { useT } from '../../i18n/use-t';

/** The roles an admin holds, as a group of checkboxes with one message for the group. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error: string | undefined;
}) {
  const { t } = useT();
  return (
    <fieldset aria-describedby={error ? 'role-checkboxes-msg' : undefined}>
      <legend className="mb-1 text-[13px] text-fg-2">{t('admins.field.roles')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ROLES.map((role) => (
          <label key={role} className="flex items-center gap-1.5 text-sm text-fg">
            <input
              type="checkbox"
              className="accent-primary"
              checked={value.includes(role)}
              onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
            />
            {t(`role.${role}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id="role-checkboxes-msg" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
