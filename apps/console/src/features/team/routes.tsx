import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

/** /team in the shell: an organisation view (spec 1 §2). */
export const teamRoutes: RouteObject[] = [
  {
    path: paths.team.path,
    loader: guardLoader({ scope: 'organization' }),
    ...lazyScreen(() => import('./team-page.tsx')),
  },
];

/**
 * /invitations/:token outside the shell and without guards: the invitation e-mail's link opens for a
 * new person (sign-up) and for someone signed in or not (join).
 */
export const invitationRoutes: RouteObject[] = [
  { path: paths.invitation.path, ...lazyScreen(() => import('./invitation-page.tsx')) },
];
