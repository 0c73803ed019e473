import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { createLiveConnection, type OpenEventSource } from './live-connection';
import { onLiveEvent } from './live-store';

/**
 * Keeps the tab's one event stream open while the shell is mounted (it unmounts at logout), and
 * turns events into re-reads: the message box on `notifications`, everything on `resync`.
 */
export function useLiveStream(open?: OpenEventSource): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const connection = createLiveConnection(open);
    const offs = [
      onLiveEvent('notifications', () => {
        void mutate((key) => Array.isArray(key) && key[0] === '/admins/notifications/list');
      }),
      onLiveEvent('resync', () => {
        void mutate(() => true);
      }),
    ];
    connection.start();
    return () => {
      for (const off of offs) off();
      connection.stop();
    };
  }, [mutate, open]);
}
