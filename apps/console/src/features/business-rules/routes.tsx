import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const businessRulesRoutes: RouteObject[] = [
  {
    path: paths.businessRules.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./business-rules-page.tsx')),
  },
  {
    path: paths.explain.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./explain-page.tsx')),
  },
];
