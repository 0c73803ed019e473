import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { isMessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import type { MenuNode } from '../../state/server-menu';
import { Icon, isIconName } from '../../ui/icons';

/** A menu entry's name: its dictionary key when it has one, else the server's name. */
export function useMenuLabel(): (node: MenuNode) => string {
  const { t } = useT();
  return (node) => (isMessageKey(node.meta.locale) ? t(node.meta.locale) : node.name);
}

/** A top menu section's button, the same before and after the dropdowns' code has arrived. */
export const TopMenuButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { section: MenuNode }
>(function TopMenuButton({ section, ...rest }, ref) {
  const label = useMenuLabel();
  return (
    <button
      ref={ref}
      type="button"
      className="flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] text-fg-2 hover:bg-fill hover:text-fg data-[open]:text-primary"
      {...rest}
    >
      {isIconName(section.meta.icon) && <Icon name={section.meta.icon} size={15} />}
      {label(section)}
      <Icon name="chevron-down" size={13} />
    </button>
  );
});
