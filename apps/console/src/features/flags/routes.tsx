import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

// The feature flags of spec 1 §6: the platform's operators only; the guard sends anyone whose
// policies give NONE on instanceManagement for every instance to the restricted page.
export const flagsRoutes: RouteObject[] = [
  {
    path: paths.flags.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./flags-page.tsx')),
  },
];
