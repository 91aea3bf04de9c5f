import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const popularSearchesRoutes: RouteObject[] = [
  {
    path: paths.popularSearches.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./popular-searches-page.tsx')),
  },
];
