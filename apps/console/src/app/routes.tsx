import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { oldPaths, paths } from '../config/paths.ts';
import { accessRoutes } from '../features/access/routes.tsx';
import { accountRoutes, emailChangeRoutes } from '../features/account/routes.tsx';
import { analyticsRoutes } from '../features/analytics/routes.tsx';
import { auditRoutes } from '../features/audit/routes.tsx';
import { configurationRoutes } from '../features/configuration/routes.tsx';
import { bannersRoutes } from '../features/banners/routes.tsx';
import { billingRoutes } from '../features/billing/routes.tsx';
import { businessRulesRoutes } from '../features/business-rules/routes.tsx';
import { customisationRoutes } from '../features/customisation/routes.tsx';
import { featuredProductsRoutes } from '../features/featured-products/routes.tsx';
import { filtersRoutes } from '../features/filters/routes.tsx';
import { flagsRoutes } from '../features/flags/routes.tsx';
import { historyRoutes } from '../features/history/routes.tsx';
import { organizationsRoutes } from '../features/organizations/routes.tsx';
import { passwordResetRoutes } from '../features/password-reset/routes.tsx';
import { nextQueriesRoutes } from '../features/next-queries/routes.tsx';
import { popularSearchesRoutes } from '../features/popular-searches/routes.tsx';
import { redirectionsRoutes } from '../features/redirections/routes.tsx';
import { relatedPromptsRoutes } from '../features/related-prompts/routes.tsx';
import { relatedTagsRoutes } from '../features/related-tags/routes.tsx';
import { resultsVisibilityRoutes } from '../features/results-visibility/routes.tsx';
import { searchableFieldsRoutes } from '../features/searchable-fields/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { setupWizardRoutes } from '../features/setup-wizard/routes.tsx';
import { signupRoutes } from '../features/signup/routes.tsx';
import { synchronizationRoutes } from '../features/synchronization/routes.tsx';
import { synonymsRoutes } from '../features/synonyms/routes.tsx';
import { invitationRoutes, teamRoutes } from '../features/team/routes.tsx';
import { usersRoutes } from '../features/users/routes.tsx';
import { homeScreen, tokenPolicies } from '../lib/access.ts';
import { login } from '../lib/auth.ts';
import { guardLoader } from '../lib/guard-loader.ts';
import { safeRedirect } from '../lib/guards.ts';
import { lazyRoute } from '../lib/lazy-route.ts';
import { getCurrentSite } from '../lib/session.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { FullPageSpinner } from './routes/full-page-spinner.tsx';
import { LoginPage } from './routes/login-page.tsx';
import { RouteError } from './routes/route-error.tsx';

async function loginLoader(args: LoaderFunctionArgs) {
  await guardLoader({ public: true })(args);
  const url = new URL(args.request.url);
  const returnTo = safeRedirect(url.searchParams.get('redirect')) ?? paths.home.path;
  await login(returnTo, { confirmed: url.searchParams.get('confirmed') === 'true' });
  return null;
}

/**
 * A route that only sends elsewhere, keeping the query. Its element is explicitly nothing: the
 * loader always redirects, and a leaf route without one makes React Router warn of an empty page.
 */
function redirectTo(target: string) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${target}${new URL(request.url).search}`),
    element: null,
  };
}

/** `/`: the first screen the person may open on the current site, once the session is known. */
async function homeLoader(args: LoaderFunctionArgs) {
  await guardLoader({ scope: 'user' })(args);
  return redirect(`${homeScreen(tokenPolicies(), getCurrentSite())}${new URL(args.request.url).search}`);
}

/**
 * Every route of spec 1 §2 with its guards (flag, login, blocked, permission) and the further redirects
 * of §4: each feature brings its own routes; the login, the shell and its pages to come live here.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: paths.login.path, loader: loginLoader, element: <LoginPage /> },
      ...signupRoutes,
      ...passwordResetRoutes,
      ...invitationRoutes,
      ...emailChangeRoutes,
      ...organizationsRoutes,
      ...accessRoutes,
      ...Object.entries(oldPaths).map(([path, target]) => ({ path, ...redirectTo(target) })),
      {
        path: paths.home.path,
        lazy: lazyRoute(async () => ({
          Component: (await import('./layouts/shell-layout.tsx')).ShellLayout,
        })),
        children: [
          { index: true, loader: homeLoader, element: null },
          ...analyticsRoutes,
          ...synonymsRoutes,
          ...customisationRoutes,
          ...filtersRoutes,
          ...popularSearchesRoutes,
          ...nextQueriesRoutes,
          ...relatedTagsRoutes,
          ...redirectionsRoutes,
          ...resultsVisibilityRoutes,
          ...searchableFieldsRoutes,
          ...synchronizationRoutes,
          ...settingsRoutes,
          ...historyRoutes,
          ...businessRulesRoutes,
          ...bannersRoutes,
          ...featuredProductsRoutes,
          ...relatedPromptsRoutes,
          ...teamRoutes,
          ...auditRoutes,
          ...billingRoutes,
          ...setupWizardRoutes,
          ...accountRoutes,
          ...usersRoutes,
          ...configurationRoutes,
          ...flagsRoutes,
        ],
      },
      { path: '*', loader: () => redirect(paths.login.path), element: null },
    ],
  },
];
