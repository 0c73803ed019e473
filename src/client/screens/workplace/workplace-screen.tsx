import { useSnapshot } from 'valtio';
import { mediaUrl } from '../../api/media-url';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { ScreenLinks } from './screen-links';
import { KeyboardCard } from './keyboard-card';
import { TodoCard } from './todo-card';

/**
 * The default landing page. It shows only what is real today: who you are, the screens your
 * role may open, your todo notifications and the keys. Figures arrive with their endpoint.
 */
export default function WorkplaceScreen() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  if (!info) return null;
  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_320px]">
      <div className="flex min-w-0 flex-col gap-4">
        <section className="flex items-center gap-4 rounded-lg bg-surface p-5">
          <img src={mediaUrl(info.avatar)} alt="" className="size-12 rounded-full" />
          <div>
            <h1 className="text-lg font-semibold text-fg">{t('workplace.welcome', { name: info.name })}</h1>
            <p className="text-[13px] text-fg-3">{t('workplace.actingAs', { role: t(`role.${info.role}`) })}</p>
          </div>
        </section>
        <ScreenLinks />
      </div>
      <div className="flex flex-col gap-4">
        <TodoCard enabled={!info.mustChangePassword} />
        <KeyboardCard />
      </div>
    </div>
  );
}
