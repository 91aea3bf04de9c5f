import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const accountRoutes: RouteObject[] = [
  {
    path: paths.account.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./account-page.tsx')),
  },
];

/**
 * /email-change/:token outside the shell and without guards: the link e-mailed to a new address
 * opens whether its owner is signed in or not.
 */
export const emailChangeRoutes: RouteObject[] = [
  { path: paths.emailChange.path, ...lazyScreen(() => import('./email-change-page.tsx')) },
];
