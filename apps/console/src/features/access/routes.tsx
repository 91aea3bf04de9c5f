import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const accessRoutes: RouteObject[] = [
  {
    path: paths.locked.path,
    loader: guardLoader({ lockedPage: true }),
    ...lazyScreen(() => import('./locked-page.tsx')),
  },
  {
    path: paths.restricted.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./restricted-page.tsx')),
  },
];
