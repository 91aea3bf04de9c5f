import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

// Users and roles administration (spec 2 §2): signed-in platform operators only; the guard sends
// anyone whose policies give NONE on userRoleManagement for every instance to the restricted page.
export const usersRoutes: RouteObject[] = [
  {
    path: paths.users.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./users-page.tsx')),
  },
  {
    path: paths.roles.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./roles-page.tsx')),
  },
  {
    path: paths.guestInvite.path,
    loader: guardLoader({ scope: 'user' }),
    ...lazyScreen(() => import('./guest-invite-page.tsx')),
  },
];
