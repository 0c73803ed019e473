import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { call } from '../../api/fetcher';
import { useT } from '../../i18n/use-t';
import { session } from '../../state/session';

/**
 * The OpenAPI document of the endpoints the active role may call, drawn by Swagger UI, which
 * loads in a chunk of its own only here.
 */
export function ReferencePanel() {
  const { t } = useT();
  const { info } = useSnapshot(session);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const role = info?.role;

  // Switching roles reloads the console, so the document is asked for once per visit.
  useEffect(() => {
    let current = true;
    void Promise.all([call('/admins/openapi.json', {}), import('./reference-view')])
      .then(async ([doc, view]) => {
        if (!current || !host.current) return;
        host.current.replaceChildren();
        await view.renderReference(host.current, doc);
        if (current) setState('ready');
      })
      .catch(() => {
        // The fetcher has toasted a refused call; a chunk that failed to load is said here.
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="flex flex-col gap-4 rounded-lg bg-surface p-6">
      <div>
        <h2 className="text-[15px] font-medium text-fg">{t('apiReference.title')}</h2>
        <p className="text-[13px] text-fg-3">{t('apiReference.intro', { role: role ? t(`role.${role}`) : '' })}</p>
        <p className="text-[13px] text-fg-3">{t('apiReference.download')}</p>
      </div>
      {/* Kept in place once the reference has come, so that nothing above it moves. */}
      <p role="status" className={`min-h-5 text-[13px] ${state === 'failed' ? 'text-danger' : 'text-fg-3'}`}>
        {state === 'loading' ? t('apiReference.loading') : state === 'failed' ? t('apiReference.failed') : ''}
      </p>
      {/*
        Swagger UI draws light colours of its own. In the dark theme its panel is inverted, hue kept
        (white ground to near black, dark words to light, the methods' colours their own; its code blocks,
        dark already, inverted back), rather than
        a bright white block in a dark console; a second copy of its stylesheet in dark colours would
        be for us to keep in step with each of its releases. Its "OAS 3.0" stamp is hidden: the
        document is 3.1, drawn as 3.0 (reference-document.ts).
      */}
      <div
        ref={host}
        data-testid="api-reference"
        className="rounded-md bg-white text-black [&_.version-stamp]:hidden! dark:hue-rotate-180 dark:invert-[0.9] dark:[&_pre]:hue-rotate-180 dark:[&_pre]:invert"
      />
    </section>
  );
}
