import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const organizationsRoutes: RouteObject[] = [
  {
    path: paths.company.path,
    loader: guardLoader({ page: 'company' }),
    ...lazyScreen(() => import('./company-page.tsx')),
  },
  {
    path: paths.companies.path,
    loader: guardLoader({ page: 'companies' }),
    ...lazyScreen(() => import('./companies-page.tsx')),
  },
];
