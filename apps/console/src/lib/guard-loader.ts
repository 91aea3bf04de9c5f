import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getSetupQueryOptions } from '../api/get-setup.ts';
import { paths } from '../config/paths.ts';
import { screenLevel, tokenPolicies } from './access.ts';
import { loadGuardSubscription } from '../api/get-subscription.ts';
import { isAuthenticated } from './auth.ts';
import { isFlagEnabled } from './flags.ts';
import { resolveRedirect, type RouteAccess } from './guards.ts';
import { queryClient } from './query-client.ts';
import {
  ensureSessionLoaded,
  getCurrentOrganization,
  getCurrentSite,
  getSession,
  type Site,
} from './session.ts';

const indexedSites = new Set<string>();

/** spec 1 §4: the setup status is fetched when engines exist and the site is not indexed; DONE means indexed. */
async function isSiteIndexed(site: Site | undefined): Promise<boolean> {
  if (!site) return false;
  if (site.isIndexed || indexedSites.has(site.uuid)) return true;
  if (site.engines.length === 0) return false;
  try {
    // Asked anew each time (a guard waits for it: one try), and shared with the wizard's status step.
    const setup = await queryClient.fetchQuery({
      ...getSetupQueryOptions(site.uuid),
      staleTime: 0,
      retry: false,
    });
    if (setup.status === 'DONE') indexedSites.add(site.uuid);
    return setup.status === 'DONE';
  } catch {
    return false;
  }
}

/** A route loader that opens the route or redirects, per the guards of `access`. */
export function guardLoader(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const authenticated = isAuthenticated();
    if (authenticated && !access.public) {
      try {
        await ensureSessionLoaded();
      } catch (error) {
        // The screens show their own errors; the guards decide with what is known.
        console.warn('Session could not be loaded', error);
      }
    }
    const site = getCurrentSite();
    const organization = getCurrentOrganization();
    const [siteIndexed, subscription] = await Promise.all([
      access.scope === 'site' ? isSiteIndexed(site) : false,
      // spec 1 §4: with BILLING the organisation's subscription is loaded (cached per organisation).
      authenticated && !access.public ? loadGuardSubscription(queryClient, organization) : null,
    ]);
    const target = resolveRedirect(access, {
      url,
      authenticated,
      isFlagEnabled,
      profile: getSession().profile,
      organization,
      site,
      siteIndexed,
      subscription,
    });
    if (target !== null && target !== `${url.pathname}${url.search}`) throw redirect(target);
    // spec 2 §6: a screen whose node the token's policies leave at NONE shows the restricted page.
    if (target === null && !access.public && screenLevel(tokenPolicies(), url.pathname, site) === 'NONE') {
      throw redirect(paths.restricted.path);
    }
    return null;
  };
}
