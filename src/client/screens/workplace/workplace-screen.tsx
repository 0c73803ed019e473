import { useSnapshot } from 'valtio';
import { mediaUrl } from '../../api/media-url';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';
import { settingsOnly } from '../../state/settings-only';
import { ErrorState } from '../../stats/panel';
import { TimeZoneNote } from '../../stats/time-zone-note';
import { Announcements } from './announcements';
import { CategoryChart } from './category-chart';
import { ContentChart } from './content-chart';
import { FigureCards } from './figure-cards';
import { HelpCard } from './help-card';
import { PopularPanel } from './popular-panel';
import { QuickOperations } from './quick-operations';
import { RecentPages } from './recent-pages';
import { TodoCard } from './todo-card';
import { useWorkplace } from './use-workplace';

/**
 * The default landing page, for every role. Each panel loads its own endpoint, so a slow one
 * does not hold the others; the figures the role may not see never arrive (the server omits them).
 */
export default function WorkplaceScreen() {
  const { info } = useSnapshot(session);
  if (!info) return null;
  // The server refuses everything but user settings until the password change or MFA enrolment is done.
  if (settingsOnly(info)) return <Welcome />;
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex min-w-0 flex-col gap-4">
        <Welcome />
        <ContentChart />
        <PopularPanel />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <TodoCard enabled />
        <QuickOperations />
        <RecentPages />
        <CategoryChart />
        <WorkplaceAnnouncements />
        <HelpCard />
      </div>
    </div>
  );
}

function Welcome() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  const { data, error, mutate } = useWorkplace(!settingsOnly(info));
  if (!info) return null;
  return (
    <section className="flex flex-col gap-4 rounded-lg bg-surface p-5">
      <div className="flex flex-wrap items-center gap-4">
        <img src={mediaUrl(info.avatar)} alt="" className="size-12 rounded-full" />
        <div className="min-w-0 flex-1">
          <h1 className="text-lg font-semibold text-fg">{t('workplace.welcome', { name: data?.name ?? info.name })}</h1>
          <p className="text-[13px] text-fg-3">{t('workplace.actingAs', { role: t(`role.${info.role}`) })}</p>
        </div>
        {/* A line of its own: beside the name, a zone named longer than the one guessed would wrap it. */}
        <TimeZoneNote timeZone={data?.timeZone} className="basis-full" />
      </div>
      {error && !data ? <ErrorState onRetry={() => void mutate()} /> : <FigureCards reply={data} role={info.role} />}
    </section>
  );
}

function WorkplaceAnnouncements() {
  const { data } = useWorkplace(true);
  return <Announcements list={data?.announcements} />;
}
