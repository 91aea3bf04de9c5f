import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { AlertDock } from '../ui/alerts/alert-dock.tsx';
import { SmallDeviceDialog } from '../ui/small-device-dialog.tsx';

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
        <AlertDock />
        <SmallDeviceDialog initiallyOpen={smallDevice} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
