import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const passwordResetRoutes: RouteObject[] = [
  {
    path: paths.resetPassword.path,
    loader: guardLoader({ public: true }),
    ...lazyScreen(() => import('./reset-password-page.tsx')),
  },
];
