import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

const site = guardLoader({ scope: 'site' });

export const analyticsRoutes: RouteObject[] = [
  { path: paths.analytics.path, loader: site, ...lazyScreen(() => import('./analytics-page.tsx')) },
  { path: paths.analyticsProducts.path, loader: site, ...lazyScreen(() => import('./products-page.tsx')) },
  {
    path: paths.analyticsRelatedPrompts.path,
    loader: site,
    ...lazyScreen(() => import('./related-prompts-page.tsx')),
  },
  {
    path: paths.analyticsSearchesWithResults.path,
    loader: site,
    ...lazyScreen(() => import('./searches-with-results-page.tsx')),
  },
  {
    path: paths.analyticsSearchesNoResults.path,
    loader: site,
    ...lazyScreen(() => import('./searches-no-results-page.tsx')),
  },
];
