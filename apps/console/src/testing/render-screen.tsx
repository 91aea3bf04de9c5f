import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AlertDock } from '../ui/alerts/alert-dock.tsx';
import { alertStore } from '../ui/alerts/alert-store.ts';

interface RenderScreenOptions {
  /** The screen's route pattern, e.g. '/signup'. */
  path: string;
  /** The URL opened first; defaults to `path`. */
  url?: string;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Mounts one lazy route module's `Component` in a memory router with the app's query client (which
 * holds the session's profile and organisation; the setup empties it after each test), answering
 * at once without retries, and the alert dock. Any navigation away lands on a probe: read it with
 * `currentLocation()`.
 */
export function renderScreen(Screen: ComponentType, { path, url = path }: RenderScreenOptions) {
  for (const alert of alertStore.getSnapshot()) alertStore.dismiss(alert.id);
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AlertDock />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** The path and query the screen navigated to. */
export async function currentLocation(): Promise<string | null> {
  return (await screen.findByTestId('location')).textContent;
}
