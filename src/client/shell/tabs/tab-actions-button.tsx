import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';

/** The tab bar's "…" button, the same before and after its menu's code has arrived. */
export const TabActionsButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function TabActionsButton(props, ref) {
    const { t } = useT();
    return (
      <button
        ref={ref}
        type="button"
        aria-label={t('tabs.actions')}
        className="grid size-7 place-items-center rounded text-fg-3 hover:bg-fill hover:text-fg"
        {...props}
      >
        <Icon name="more" size={16} />
      </button>
    );
  },
);
