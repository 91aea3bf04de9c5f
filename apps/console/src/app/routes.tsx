import { PLATFORMS, type FeatureFlag } from '@playboard/domain';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { oldPaths, paths, SETUP_WIZARD_STEPS } from '../config/paths.ts';
import { login } from '../lib/auth.ts';
import { opensBillingRedirect, safeRedirect, type RouteAccess } from '../lib/guards.ts';
import { getCurrentOrganization } from '../lib/session.ts';
import { guardLoader } from '../lib/guard-loader.ts';
import { lazyRoute } from '../lib/lazy-route.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { FullPageSpinner } from './routes/full-page-spinner.tsx';
import { LoginPage } from './routes/login-page.tsx';
import { RouteError } from './routes/route-error.tsx';

type ScreenModule = { Component: ComponentType };

/** A lazy screen module (its own chunk) exporting `Component`. */
function screen(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: lazyRoute(async () => ({ Component: (await load()).Component })) };
}

const notAvailable = screen(() => import('./routes/not-available-page.tsx'));

/** A shell page whose screen arrives in a later issue: it opens behind its guards and shows its title. */
function laterPage(path: string, titleKey: string, access: RouteAccess): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, handle, loader: guardLoader(access), ...notAvailable };
}

const site: RouteAccess = { scope: 'site' };
const organization: RouteAccess = { scope: 'organization' };
const billing: RouteAccess = { scope: 'organization', permissions: ['BILLING'] };

const wizardSteps = new Set<string>([
  ...SETUP_WIZARD_STEPS.filter((step) => step !== 'plugin-download' && step !== 'connection'),
  ...PLATFORMS.map((platform) => `${platform.toLowerCase()}-connection`),
]);
const stepFlags: Partial<Record<string, FeatureFlag>> = { 'payment-details': 'PLAY_SETUP_PAYMENT_DETAILS' };

// The first steps open while the business vertical is still UNKNOWN: the wizard asks for it itself.
const stepsBeforeCompany = new Set(['plugin-download', 'create-organization']);

/** The guards of spec 1 §4 for a wizard step, then the company step before any later one. */
async function setupWizardStepLoader(args: LoaderFunctionArgs) {
  const step = args.params.step ?? 'plugin-download';
  if (step !== 'plugin-download' && !wizardSteps.has(step)) throw redirect(paths.setupWizard.getHref());
  await guardLoader({ scope: 'user', flag: stepFlags[step] })(args);
  const current = getCurrentOrganization();
  if (!current) return guardLoader({ ...organization, flag: stepFlags[step] })(args);
  if (current.businessVertical === 'UNKNOWN' && !stepsBeforeCompany.has(step)) {
    throw redirect(`${paths.setupWizard.getHref('create-organization')}${new URL(args.request.url).search}`);
  }
  return null;
}

const setupWizardScreen = screen(() => import('../features/setup-wizard/setup-wizard-page.tsx'));

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

/** Every route of spec 1 §2 with its guards (flag, login, blocked, permission) and the further redirects of §4. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: paths.login.path, loader: loginLoader, element: <LoginPage /> },
      {
        path: paths.signup.path,
        loader: guardLoader({ public: true }),
        ...screen(() => import('../features/signup/signup-page.tsx')),
      },
      {
        path: paths.signupExpiredLink.path,
        loader: guardLoader({ public: true }),
        ...screen(() => import('../features/signup/expired-link-page.tsx')),
      },
      {
        path: paths.signupUsedLink.path,
        loader: guardLoader({ public: true }),
        ...screen(() => import('../features/signup/used-link-page.tsx')),
      },
      {
        path: paths.resetPassword.path,
        loader: guardLoader({ public: true }),
        ...screen(() => import('../features/password-reset/reset-password-page.tsx')),
      },
      {
        path: paths.company.path,
        loader: guardLoader({ page: 'company' }),
        ...screen(() => import('../features/organizations/company-page.tsx')),
      },
      {
        path: paths.companies.path,
        loader: guardLoader({ page: 'companies' }),
        ...screen(() => import('../features/organizations/companies-page.tsx')),
      },
      {
        path: paths.locked.path,
        loader: guardLoader({ lockedPage: true }),
        ...screen(() => import('../features/access/locked-page.tsx')),
      },
      {
        path: paths.restricted.path,
        loader: guardLoader({ scope: 'user' }),
        ...screen(() => import('../features/access/restricted-page.tsx')),
      },
      ...Object.entries(oldPaths).map(([path, target]) => ({ path, ...redirectTo(target) })),
      {
        path: paths.home.path,
        lazy: lazyRoute(async () => ({
          Component: (await import('./layouts/shell-layout.tsx')).ShellLayout,
        })),
        children: [
          { index: true, ...redirectTo(paths.analytics.path) },
          {
            path: paths.analytics.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/analytics/analytics-page.tsx')),
          },
          {
            path: paths.analyticsProducts.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/analytics/products-page.tsx')),
          },
          {
            path: paths.analyticsRelatedPrompts.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/analytics/related-prompts-page.tsx')),
          },
          {
            path: paths.analyticsSearchesWithResults.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/analytics/searches-with-results-page.tsx')),
          },
          {
            path: paths.analyticsSearchesNoResults.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/analytics/searches-no-results-page.tsx')),
          },
          laterPage(paths.synonyms.path, 'pages.synonyms', site),
          {
            path: paths.customisation.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/customisation/customisation-page.tsx')),
          },
          laterPage(paths.filters.path, 'pages.filters', site),
          laterPage(paths.redirections.path, 'pages.redirections', site),
          laterPage(paths.resultsVisibility.path, 'pages.resultsVisibility', site),
          laterPage(paths.searchableFields.path, 'pages.searchableFields', site),
          {
            path: paths.synchronization.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/synchronization/synchronization-page.tsx')),
          },
          {
            path: paths.settings.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/settings/settings-page.tsx')),
          },
          {
            path: paths.settingsSite.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/settings/site-settings-page.tsx')),
          },
          {
            path: paths.settingsLayerActivation.path,
            loader: guardLoader(site),
            ...screen(() => import('../features/settings/layer-activation-page.tsx')),
          },
          laterPage(paths.businessRules.path, 'pages.businessRules', site),
          laterPage(paths.banners.path, 'pages.banners', site),
          laterPage(paths.featuredProducts.path, 'pages.featuredProducts', site),
          laterPage(paths.team.path, 'pages.team', organization),
          laterPage(paths.subscription.path, 'pages.subscription', billing),
          laterPage(paths.invoices.path, 'pages.invoices', billing),
          laterPage(paths.usage.path, 'pages.usage', { ...billing, flag: 'PLAY_USAGE' }),
          laterPage(paths.billingAddress.path, 'pages.billingAddress', { ...billing, allowBlocked: true }),
          laterPage(paths.redirection.path, 'pages.redirection', {
            ...billing,
            allowBlocked: true,
            accepts: opensBillingRedirect,
          }),
          { path: paths.setupWizard.path, loader: setupWizardStepLoader, ...setupWizardScreen },
          { path: `${paths.setupWizard.path}/:step`, loader: setupWizardStepLoader, ...setupWizardScreen },
          {
            path: paths.account.path,
            loader: guardLoader({ scope: 'user' }),
            ...screen(() => import('../features/account/account-page.tsx')),
          },
        ],
      },
      { path: '*', loader: () => redirect(paths.login.path), element: null },
    ],
  },
];
