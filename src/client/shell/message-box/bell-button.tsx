import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { MESSAGE_BOX_ATTR } from '../actions/open-message-box';

/** The bell with its unread badge, the same before and after its popover's code has arrived. */
export const BellButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { total: number }>(
  function BellButton({ total, ...rest }, ref) {
    const { t } = useT();
    return (
      <button
        ref={ref}
        type="button"
        {...{ [MESSAGE_BOX_ATTR]: '' }}
        aria-label={`${t('messageBox.title')}${total ? ` · ${t('messageBox.unreadCount', { count: total })}` : ''}`}
        className="relative grid size-8 place-items-center rounded-full border border-line text-fg-2 hover:border-primary/50 hover:text-primary data-[open]:text-primary"
        {...rest}
      >
        <Icon name="bell" size={17} />
        {total > 0 && (
          <span
            aria-hidden
            className="absolute -top-1 -right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white"
          >
            {total > 99 ? '99+' : total}
          </span>
        )}
      </button>
    );
  },
);
