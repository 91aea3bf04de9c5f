import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { opensBillingRedirect, type RouteAccess } from '../../lib/guards.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

const billing: RouteAccess = { scope: 'organization', permissions: ['BILLING'] };

/** spec 1 §2: the billing screens need BILLING; /billing-address and /redirection open while blocked. */
export const billingRoutes: RouteObject[] = [
  {
    path: paths.subscription.path,
    // spec 1 §2: needs a subscription, else restricted.
    loader: guardLoader({ ...billing, accepts: (_url, context) => context.subscription !== null }),
    ...lazyScreen(() => import('./subscription-page.tsx')),
  },
  {
    path: paths.invoices.path,
    loader: guardLoader(billing),
    ...lazyScreen(() => import('./invoices-page.tsx')),
  },
  {
    path: paths.usage.path,
    loader: guardLoader({ ...billing, flag: 'PLAY_USAGE' }),
    ...lazyScreen(() => import('./usage-page.tsx')),
  },
  {
    path: paths.billingAddress.path,
    loader: guardLoader({ ...billing, allowBlocked: true }),
    ...lazyScreen(() => import('./billing-address-page.tsx')),
  },
  {
    path: paths.redirection.path,
    loader: guardLoader({ ...billing, allowBlocked: true, accepts: opensBillingRedirect }),
    ...lazyScreen(() => import('./redirection-page.tsx')),
  },
];
