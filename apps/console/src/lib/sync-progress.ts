import type { SyncProgressEvent, SyncView } from '@playboard/domain';
import { useEffect, useRef } from 'react';
import { onRealtime } from './realtime.ts';

function isEventFor(payload: unknown, siteId: string): payload is SyncProgressEvent {
  if (typeof payload !== 'object' || payload === null) return false;
  const event = payload as Partial<SyncProgressEvent>;
  return event.siteId === siteId && typeof event.sync === 'object' && event.sync !== null;
}

/** How often screens that show a running sync ask again, in case realtime events do not arrive. */
export const SYNC_POLL_MS = 5000;

/** Calls `onSync` with every `sync:progress` event about the site, for as long as the component lives. */
export function useSyncProgress(siteId: string | undefined, onSync: (sync: SyncView) => void): void {
  const handler = useRef(onSync);
  useEffect(() => {
    handler.current = onSync;
  });
  useEffect(() => {
    if (!siteId) return undefined;
    return onRealtime('sync:progress', (payload) => {
      if (isEventFor(payload, siteId)) handler.current(payload.sync);
    });
  }, [siteId]);
}
