import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { ChangePasswordForm } from './change-password-form';
import { MySessions } from './my-sessions';
import { MfaSection } from './mfa-section';
import { ProfileForm } from './profile-form';

/**
 * /user/setting: your profile (location from the region tree), your password, your second
 * factor and your sessions. While a password change is required, only the password form is offered: the server
 * refuses everything else until then.
 */
export default function UserSettingScreen() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) return null;
  const card = 'rounded-lg bg-surface p-6';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className={card}>
        <h1 className="mb-4 text-[15px] font-medium text-fg">{t('userSetting.password.title')}</h1>
        <ChangePasswordForm username={info.username} />
      </section>
      {!info.mustChangePassword && (
        <>
          <section className={card}>
            <h2 className="mb-4 text-[15px] font-medium text-fg">{t('userSetting.mfa.title')}</h2>
            <MfaSection />
          </section>
          <section className={card}>
            <h2 className="mb-4 text-[15px] font-medium text-fg">{t('userSetting.sessions.title')}</h2>
            <MySessions />
          </section>
          <section className={`${card} lg:col-span-2`}>
            <h2 className="mb-4 text-[15px] font-medium text-fg">{t('userSetting.profile.title')}</h2>
            <ProfileForm key={info.id} info={info} />
          </section>
        </>
      )}
    </div>
  );
}
