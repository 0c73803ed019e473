import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Suspense, useState, type RefCallback } from 'react';
import type { NotificationType } from '#contract/entities';
import { MessagePanel } from '../overlay-chunks';
import { BellButton } from './bell-button';

/** The bell's popover once its code has arrived (message-box.tsx draws the bell until then). */
export function MessageBoxPopover({
  className,
  unread,
  enabled,
  handoff,
}: {
  className: string;
  unread: Record<NotificationType, number>;
  enabled: boolean;
  handoff: RefCallback<HTMLElement>;
}) {
  const [tab, setTab] = useState(0);
  return (
    <Popover className={className}>
      <PopoverButton as={BellButton} ref={handoff} total={unread.message + unread.notice + unread.todo} />
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-[360px] rounded-lg border border-line bg-raised shadow-xl [--anchor-gap:8px]"
      >
        {/* Its chunk comes with the first opening, or once the console is idle (warm-chunks.ts). */}
        <Suspense fallback={null}>
          <MessagePanel tab={tab} onTab={setTab} unread={unread} enabled={enabled} />
        </Suspense>
      </PopoverPanel>
    </Popover>
  );
}
