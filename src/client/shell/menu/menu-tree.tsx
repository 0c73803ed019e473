import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { isMessageKey } from '../../i18n/i18n';
import type { MenuNode } from '../../state/server-menu';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { Icon, isIconName } from '../../ui/icons';
import { useMenuTree } from './use-menu-tree';
import { LiveCount, QUEUE_OF_ROUTE } from '../../live/live-count';
import { rememberMenuFrame } from '../guard/console-frame';

function Label({ node }: { node: MenuNode }) {
  const { t } = useT();
  return <>{isMessageKey(node.meta.locale) ? t(node.meta.locale) : node.name}</>;
}

/**
 * The server menu as collapsible sections; each entry shows its `g` shortcut from the registry.
 * `collapsed` shows section icons only (the seed spec's menuCollapse).
 */
export function MenuTree({
  current,
  collapsed = false,
  onNavigate,
}: {
  current: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  const tree = useMenuTree();
  const owner = tree.find((s) => s.children.some((c) => c.name === current))?.name;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(owner ? [owner] : []));
  // The section of the screen on display opens when the screen changes (state that follows a prop).
  if (owner && !open.has(owner)) setOpen(new Set([...open, owner]));
  useEffect(() => {
    if (tree.length) rememberMenuFrame(tree.map((s) => (isMessageKey(s.meta.locale) ? t(s.meta.locale) : s.name)));
  }, [tree, t]);

  if (tree.length === 0) return <p className="px-4 py-3 text-xs text-fg-3">{t('menu.empty')}</p>;
  return (
    <ul className="flex flex-col gap-0.5 p-2">
      {tree.map((section) => {
        const expanded = open.has(section.name) && !collapsed;
        const active = section.name === owner;
        return (
          <li key={section.name}>
            <button
              type="button"
              aria-expanded={expanded}
              title={
                collapsed ? (isMessageKey(section.meta.locale) ? t(section.meta.locale) : section.name) : undefined
              }
              onClick={() =>
                setOpen((o) => {
                  const n = new Set(o);
                  if (n.has(section.name)) n.delete(section.name);
                  else n.add(section.name);
                  return n;
                })
              }
              className={`flex h-9 w-full items-center gap-2.5 rounded-md px-3 text-left text-[13px] hover:bg-fill ${active ? 'text-primary' : 'text-fg'}`}
            >
              {isIconName(section.meta.icon) && <Icon name={section.meta.icon} size={16} className="shrink-0" />}
              {!collapsed && (
                <>
                  <span className="flex-1 truncate">
                    <Label node={section} />
                  </span>
                  <Icon name={expanded ? 'chevron-down' : 'chevron-right'} size={14} className="text-fg-3" />
                </>
              )}
            </button>
            {expanded && (
              <ul className="mt-0.5 flex flex-col gap-0.5">
                {section.children.map((item) => (
                  <li key={item.name}>
                    <Link
                      href={item.path}
                      onClick={onNavigate}
                      aria-current={item.name === current ? 'page' : undefined}
                      className={`group flex h-9 items-center gap-2 rounded-md pr-2 pl-9 text-[13px] ${
                        item.name === current
                          ? 'bg-primary-soft font-medium text-primary'
                          : 'text-fg-2 hover:bg-fill hover:text-fg'
                      }`}
                    >
                      <span className="flex-1 truncate">
                        <Label node={item} />
                      </span>
                      {QUEUE_OF_ROUTE[item.name] && (
                        <span className="shrink-0 group-hover:hidden">
                          <LiveCount queue={QUEUE_OF_ROUTE[item.name]!} />
                        </span>
                      )}
                      {/* Shown on hover (in the count's place) and for a current entry without a count:
                          the label, a count and the keys together do not fit the menu's width. */}
                      <span
                        className={`hidden shrink-0 group-hover:block ${QUEUE_OF_ROUTE[item.name] ? '' : 'group-aria-[current=page]:block'}`}
                      >
                        <CommandKeys id={`goto.${item.name}`} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
