import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { isFullscreen, toggleFullscreen } from '../actions/fullscreen';
import { IconButton } from './icon-button';

export function FullscreenButton() {
  const { t } = useT();
  const [full, setFull] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setFull(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return (
    <IconButton
      label={t(full ? 'navbar.fullscreen.exit' : 'navbar.fullscreen.enter')}
      onClick={() => void toggleFullscreen()}
    >
      <Icon name={full ? 'shrink' : 'expand'} size={16} />
    </IconButton>
  );
}
