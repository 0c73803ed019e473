import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { AdminInfo } from '#contract/api/auth';
import type { RegionNode } from '#contract/api/profile';
import { mediaUrl } from '../../api/media-url';
import { regionLabel, useRegions } from '../../api/regions';
import { formatDate } from '../../i18n/format';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';

/** /user/info: the logged-in admin as `/admins/info/get` describes them. Read-only. */
export default function UserInfoScreen() {
  const { t, locale } = useT();
  const { info } = useSnapshot(session);
  const { data: regions } = useRegions(locale);
  if (!info) return null;
  const none = t('common.none');
  const rows: readonly [MessageKey, ReactNode][] = [
    ['userInfo.username', info.username],
    ['userInfo.activeRole', t(`role.${info.role}`)],
    ['userInfo.roles', info.roles.map((r) => t(`role.${r}`)).join(' · ')],
    ['userInfo.job', info.jobName || none],
    ['userInfo.organization', info.organizationName || none],
    ['userInfo.location', info.location ? locationText(info, regions) : none],
    ['userInfo.email', info.email || none],
    ['userInfo.phone', info.phone || none],
    ['userInfo.registrationDate', formatDate(info.registrationDate, locale)],
    ['userInfo.accountId', info.accountId || none],
    ['userInfo.certification', t(info.certification ? 'userInfo.certified' : 'userInfo.notCertified')],
    ['userInfo.introduction', info.introduction || none],
    [
      'userInfo.website',
      info.personalWebsite ? (
        <a
          href={info.personalWebsite}
          rel="noreferrer noopener"
          target="_blank"
          className="text-primary hover:underline"
        >
          {info.personalWebsite}
        </a>
      ) : (
        none
      ),
    ],
  ];
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-wrap items-center gap-5 rounded-lg bg-surface p-6">
        <img src={mediaUrl(info.avatar)} alt="" className="size-16 rounded-full" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold text-fg">{info.name}</h1>
          <p className="text-[13px] text-fg-3">
            {info.jobName || t(`role.${info.role}`)} · {info.organizationName || none}
          </p>
        </div>
        <Link href="/user/setting" className="text-[13px] text-primary hover:underline">
          {t('userInfo.edit')}
        </Link>
      </section>
      <section className="rounded-lg bg-surface p-6">
        <h2 className="mb-4 text-[15px] font-medium text-fg">{t('userInfo.title')}</h2>
        <dl className="grid gap-x-8 gap-y-3 md:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-3 text-[13px]">
              <dt className="w-28 shrink-0 text-fg-3">{t(label)}</dt>
              <dd className="min-w-0 break-words text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/**
 * Named through the region tree in the reader's language, as the settings form names it (the
 * stored locationName is in the language of the last save). A value the tree does not know is
 * shown as the server stored it; nothing while the tree loads.
 */
function locationText(info: Pick<AdminInfo, 'location' | 'locationName'>, regions: readonly RegionNode[] | undefined) {
  if (!regions) return '';
  return regionLabel(regions, info.location) ?? (info.locationName || info.location);
}
