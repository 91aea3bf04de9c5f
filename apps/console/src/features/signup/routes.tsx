import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const signupRoutes: RouteObject[] = [
  {
    path: paths.signup.path,
    loader: guardLoader({ public: true }),
    ...lazyScreen(() => import('./signup-page.tsx')),
  },
  {
    path: paths.signupExpiredLink.path,
    loader: guardLoader({ public: true }),
    ...lazyScreen(() => import('./expired-link-page.tsx')),
  },
  {
    path: paths.signupUsedLink.path,
    loader: guardLoader({ public: true }),
    ...lazyScreen(() => import('./used-link-page.tsx')),
  },
];
