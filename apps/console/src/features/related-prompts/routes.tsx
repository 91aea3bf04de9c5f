import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardLoader } from '../../lib/guard-loader.ts';
import { lazyScreen } from '../../lib/lazy-route.ts';

export const relatedPromptsRoutes: RouteObject[] = [
  {
    path: paths.relatedPrompts.path,
    loader: guardLoader({ scope: 'site' }),
    ...lazyScreen(() => import('./related-prompts-page.tsx')),
  },
];
