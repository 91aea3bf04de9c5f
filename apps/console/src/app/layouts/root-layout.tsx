import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { isAuthenticated } from '../../lib/auth.ts';

/** spec 1 §2: a page view is tracked after each navigation (signed-in users only: the endpoint needs a session). */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isAuthenticated()) return;
    api.post('/account/v1/page-views', { path: pathname }).catch((error: unknown) => {
      console.warn('Page view not recorded', error);
    });
  }, [pathname]);
}

export function RootLayout() {
  usePageViews();
  return <Outlet />;
}
