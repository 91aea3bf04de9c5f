import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const relatedTagsRoutes: RouteObject[] = [
  {
    path: paths.relatedTags.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./related-tags-page.tsx')),
  },
];
