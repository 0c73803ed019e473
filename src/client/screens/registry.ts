import { preload } from 'swr';
import './moderation/open-queue-commands';
import { contentDataKey, getContentData } from './workplace/use-content-data';
import { getWorkplace, workplaceKey } from './workplace/use-workplace';

/** The screens' chunks (screen-chunks.ts). A route of src/contract/routes.ts without an entry there
 * shows the "not available in this build" page, never made-up data. */
export { SCREENS, preloadScreen } from './screen-chunks';

/** What a screen shows first, asked for before its chunk has rendered (SWR hands it to the screen's hook). */
const FIRST_DATA: Readonly<Record<string, () => Promise<unknown>[]>> = {
  Workplace: () => [preload(workplaceKey, getWorkplace), preload(contentDataKey, getContentData)],
};

/** Starts loading what a screen shows first; the screen's hooks take the replies when it renders. */
export function prefetchScreenData(name: string): void {
  for (const request of FIRST_DATA[name]?.() ?? [])
    request.catch(() => {
      // The screen's hook reports a failure when it takes the reply.
    });
}
