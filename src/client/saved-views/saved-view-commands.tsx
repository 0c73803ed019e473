import { useEffect } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { AREA_ROLES } from '#contract/access';
import type { ApiReply } from '#contract/api';
import { call } from '../api/fetcher';
import type { Command } from '../commands/command';
import { registerCommands } from '../commands/registry';
import type { MessageKey } from '../i18n/message-key';
import { t } from '../i18n/i18n';
import { useT } from '../i18n/use-t';
import { routeByName } from '../routes';
import { go } from '../shell/actions/go';
import { openPalette, overlays } from '../state/overlays';
import { viewPath } from './view-link';
import { viewsKey } from './views-api';

const GROUP: MessageKey = 'views.group';

/**
 * The palette's "Open view…" page: one command per view the caller may see. The views are read
 * when the palette first opens (or were already, by a list's views menu), not at every page load.
 */
export function SavedViewCommands() {
  const { locale } = useT();
  const { palette } = useSnapshot(overlays);
  const views = useSWR<ApiReply<'/admins/views/list'>, Error>(viewsKey, () => call('/admins/views/list', {}), {
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
  const { data, isLoading, error, mutate } = views;
  useEffect(() => {
    if (palette && !data && !isLoading && !error) void mutate();
  }, [palette, data, isLoading, error, mutate]);

  useEffect(
    () =>
      registerCommands([
        {
          id: 'views.open',
          title: 'views.cmd.open',
          group: GROUP,
          keywords: ['view', 'saved view', 'filters', '视图'],
          when: { roles: AREA_ROLES.self },
          opens: 'views',
          run: () => openPalette('views'),
        },
      ]),
    [],
  );

  useEffect(() => {
    const commands = (data?.list ?? []).flatMap((v): Command[] => {
      const route = routeByName(v.list);
      const path = viewPath(v);
      if (!route || !path) return [];
      const list = t(route.locale as MessageKey);
      return [
        {
          id: `views.open.${v.id}`,
          title: 'views.cmd.openOne',
          titleParams: { list, name: v.name },
          group: GROUP,
          page: 'views',
          keywords: [v.name, v.ownerName, v.list],
          run: () => go(path),
        },
      ];
    });
    return registerCommands(commands);
    // `locale`: the titles name the list in the language in use.
  }, [data, locale]);
  return null;
}
