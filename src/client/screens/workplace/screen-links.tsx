import { Link } from 'wouter';
import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../palette/shortcut-keys';
import { useMenuTree } from '../../shell/menu/use-menu-tree';
import { Icon, isIconName } from '../../ui/icons';

/** The menu as a grid of cards: every screen the role may open, with its `g` chord. */
export function ScreenLinks() {
  const { t } = useT();
  const tree = useMenuTree();
  const label = (locale: string, name: string) => (isMessageKey(locale) ? t(locale) : name);
  return (
    <section className="rounded-lg bg-surface p-5">
      <h2 className="mb-4 text-[15px] font-medium text-fg">{t('workplace.yourScreens')}</h2>
      <div className="gap-4 sm:columns-2 2xl:columns-3">
        {tree.map((section) => (
          <div key={section.name} className="mb-4 break-inside-avoid rounded-md border border-line p-3">
            <h3 className="mb-2 flex items-center gap-2 text-[13px] font-medium text-fg-2">
              {isIconName(section.meta.icon) && <Icon name={section.meta.icon} size={15} />}
              {label(section.meta.locale, section.name)}
            </h3>
            <ul className="flex flex-col">
              {section.children.map((item) => (
                <li key={item.name}>
                  <Link href={item.path} className="flex items-center justify-between rounded px-2 py-1.5 text-[13px] text-fg hover:bg-fill hover:text-primary">
                    {label(item.meta.locale, item.name)}
                    <CommandKeys id={`goto.${item.name}`} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
