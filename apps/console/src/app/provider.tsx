import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';

// Loaded right after the first paint, outside the initial bundle: alerts keep queueing in the
// store meanwhile, and the small-device dialog is fetched only on a small device.
const AlertDock = lazy(async () => ({ default: (await import('../ui/alerts/alert-dock.tsx')).AlertDock }));
const SmallDeviceDialog = lazy(async () => ({
  default: (await import('../ui/small-device-dialog.tsx')).SmallDeviceDialog,
}));

interface AppProviderProps {
  children: ReactNode;
  smallDevice?: boolean;
  queryClient?: QueryClient;
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
          <AlertDock />
          {smallDevice && <SmallDeviceDialog initiallyOpen />}
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
