import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

// The configuration service's screen (spec 2 §3, §7): the platform's operators only; the guard sends
// anyone whose policies give NONE on instanceManagement for every instance to the restricted page.
export const configurationRoutes: RouteObject[] = [
  {
    path: paths.configuration.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./configuration-page.tsx')),
  },
];
