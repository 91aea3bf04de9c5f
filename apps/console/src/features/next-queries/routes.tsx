import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const nextQueriesRoutes: RouteObject[] = [
  {
    path: paths.nextQueries.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./next-queries-page.tsx')),
  },
];
