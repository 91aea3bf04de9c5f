import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const customisationRoutes: RouteObject[] = [
  {
    path: paths.customisation.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./customisation-page.tsx')),
  },
];
