import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const filtersRoutes: RouteObject[] = [
  {
    path: paths.filters.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./filters-page.tsx')),
  },
  {
    path: paths.facetsByContext.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./facet-contexts-page.tsx')),
  },
];
