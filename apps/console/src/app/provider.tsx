import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { alertStore } from '../ui/alerts/alert-store.ts';

// Outside the initial bundle: the dock (and its HTML sanitiser) is fetched when the first alert is
// raised, which waits in the store meanwhile; the small-device dialog only on a small device.
const AlertDock = lazy(async () => ({ default: (await import('../ui/alerts/alert-dock.tsx')).AlertDock }));
const SmallDeviceDialog = lazy(async () => ({
  default: (await import('../ui/small-device-dialog.tsx')).SmallDeviceDialog,
}));

interface AppProviderProps {
  children: ReactNode;
  smallDevice?: boolean;
  queryClient?: QueryClient;
}

function hasAlerts(): boolean {
  return alertStore.getSnapshot().length > 0;
}

/** Mounts the dock while there is something to show. */
function AlertDockHost() {
  return useSyncExternalStore(alertStore.subscribe, hasAlerts) ? <AlertDock /> : null;
}

/** Everything a screen relies on: server state, translations, the alert dock, the small-device dialog. */
export function AppProvider({
  children,
  smallDevice = false,
  queryClient = defaultQueryClient,
}: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <AlertDockHost />
          {smallDevice && <SmallDeviceDialog initiallyOpen />}
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
