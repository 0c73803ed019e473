import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { tabs } from '../../state/tabs';
import { Icon } from '../../ui/icons';
import { runTabAction } from '../actions/tab-actions';
import { DeferredDropdown } from '../dropdowns/deferred-dropdown';
import { TabActionsButton } from './tab-actions-button';
import { useTabOverflow } from './use-tab-overflow';

const SCROLL_BUTTON =
  'grid size-6 shrink-0 place-items-center rounded-sm text-fg-3 hover:bg-fill hover:text-fg focus-visible:outline-2 focus-visible:outline-primary';
// The strip's own scrollbar is hidden: the buttons, the wheel, a swipe and the focus scroll it.
const NO_SCROLLBAR = '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
const FADE = 'pointer-events-none absolute inset-y-0 w-6 from-surface to-transparent';

/** Visited pages; the workplace tab is fixed. The menu at the end acts on the tab on display. */
export function TabBar({ current }: { current: string }) {
  const { t } = useT();
  const { tagList } = useSnapshot(tabs);
  const index = tagList.findIndex((tag) => tag.name === current);
  const title = (key: string) => (isMessageKey(key) ? t(key) : key);
  const { attach, before, after, scroll } = useTabOverflow(`${current}|${tagList.map((tag) => tag.name).join(',')}`);
  return (
    <div className="sticky top-0 z-20 flex h-10 shrink-0 items-center gap-1 border-b border-line bg-surface px-5">
      {before && (
        <button type="button" aria-label={t('tabs.scrollStart')} onClick={() => scroll(-1)} className={SCROLL_BUTTON}>
          <Icon name="chevron-right" size={13} className="rotate-180" />
        </button>
      )}
      <div className="relative flex min-w-0 flex-1 items-center">
        <nav
          ref={attach}
          aria-label={t('tabs.label')}
          className={`flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto overscroll-x-contain ${NO_SCROLLBAR}`}
        >
          {tagList.map((tag, i) => {
            const active = tag.name === current;
            return (
              <span
                key={tag.name}
                className={`group flex h-7 shrink-0 items-center rounded border text-xs ${
                  active
                    ? 'border-primary/40 bg-primary-soft text-primary'
                    : 'border-line bg-surface text-fg-2 hover:text-fg'
                }`}
              >
                <Link
                  href={tag.fullPath}
                  aria-current={active ? 'page' : undefined}
                  className={`leading-7 ${i > 0 ? 'pr-1 pl-2.5' : 'px-2.5'}`}
                >
                  {title(tag.title)}
                </Link>
                {i > 0 && (
                  <button
                    type="button"
                    aria-label={t('tabs.closeTab', { title: title(tag.title) })}
                    onClick={() => runTabAction('current', i)}
                    className="mr-0.5 grid size-6 place-items-center rounded-sm text-fg-3 hover:bg-fill hover:text-fg"
                  >
                    <Icon name="x" size={11} />
                  </button>
                )}
              </span>
            );
          })}
        </nav>
        {before && <span aria-hidden className={`${FADE} left-0 bg-gradient-to-r`} />}
        {after && <span aria-hidden className={`${FADE} right-0 bg-gradient-to-l`} />}
      </div>
      {after && (
        <button type="button" aria-label={t('tabs.scrollEnd')} onClick={() => scroll(1)} className={SCROLL_BUTTON}>
          <Icon name="chevron-right" size={13} />
        </button>
      )}
      {index >= 0 && (
        <DeferredDropdown kind="menu" button={TabActionsButton} buttonProps={{}}>
          {(d, handoff) => <d.TabActionsDropdown index={index} handoff={handoff} />}
        </DeferredDropdown>
      )}
    </div>
  );
}
