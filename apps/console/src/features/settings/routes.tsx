import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

const site = guardLoader({ scope: 'site' });

export const settingsRoutes: RouteObject[] = [
  { path: paths.settings.path, loader: site, ...lazyScreen(() => import('./settings-page.tsx')) },
  { path: paths.settingsSite.path, loader: site, ...lazyScreen(() => import('./site-settings-page.tsx')) },
  {
    path: paths.settingsLayerActivation.path,
    loader: site,
    ...lazyScreen(() => import('./layer-activation-page.tsx')),
  },
];
