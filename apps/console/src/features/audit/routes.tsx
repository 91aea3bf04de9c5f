import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

/** /audit in the shell (spec 2 §6 `audit`): the organisation's owners only; others see restricted. */
export const auditRoutes: RouteObject[] = [
  {
    path: paths.audit.path,
    loader: guardLoader({
      scope: 'organization',
      accepts: (_url, context) => context.organization?.role === 'owner',
    }),
    ...lazyScreen(() => import('./audit-page.tsx')),
  },
];
