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
