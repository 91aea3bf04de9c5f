import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

/**
 * /audit in the shell (spec 2 §6 `audit`): the organisation's owners only; others see restricted.
 * /platform-audit: the platform's own log, for its operators.
 */
export const auditRoutes: RouteObject[] = [
  {
    path: paths.audit.path,
    loader: guardLoader({
      scope: 'organization',
      accepts: (_url, context) => context.organization?.role === 'owner',
    }),
    ...lazyScreen(() => import('./audit-page.tsx')),
  },
  {
    // The platform's screens are its operators' (lib/access.ts): others see the restricted page.
    path: paths.platformAudit.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./platform-audit-page.tsx')),
  },
];
