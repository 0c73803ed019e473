import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { IconButton } from './icon-button';

/** The globe, the same before and after the language menu's code has arrived. */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function LanguageButton(props, ref) {
    const { t } = useT();
    return (
      <IconButton ref={ref} label={t('navbar.language')} {...props}>
        <Icon name="globe" size={17} />
      </IconButton>
    );
  },
);
