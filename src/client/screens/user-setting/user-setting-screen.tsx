import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { ChangePasswordForm } from './change-password-form';

/**
 * /user/setting: change your own password. Profile editing has no endpoint yet, so the profile
 * is shown read-only with a plain statement rather than a form that cannot save.
 */
export default function UserSettingScreen() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="rounded-lg bg-surface p-6">
        <h1 className="mb-4 text-[15px] font-medium text-fg">{t('userSetting.password.title')}</h1>
        <ChangePasswordForm username={info.username} />
      </section>
      <section className="rounded-lg bg-surface p-6">
        <h2 className="mb-3 text-[15px] font-medium text-fg">{t('userSetting.profile.title')}</h2>
        <p className="text-[13px] text-fg-3">{t('userSetting.profile.unavailable')}</p>
      </section>
    </div>
  );
}
