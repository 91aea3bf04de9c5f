// What the signed-in person may do, read from their access token's policies (spec 2 §6), decided
// the way the server decides it: on a site, the policies for its instance (or every instance); on
// the platform's users and roles administration, the policies for every instance. A screen whose
// node is NONE is hidden from the navigation and its route shows the restricted page; a READ-only
// tuning screen shows without its save, create and delete buttons.
import {
  accessLevelOf,
  ALL_INSTANCES,
  instanceAccessLevel,
  platformAccessLevel,
  policySchema,
  type AccessLevel,
  type PermissionNode,
  type Policy,
} from '@playboard/domain';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { paths, screens } from '../config/paths.ts';
import { getUser } from './auth.ts';
import { useSelection, type Site } from './session.ts';

const claimsSchema = z.object({ policies: z.array(policySchema) });

/**
 * The policies of the signed-in person's access token; undefined without a token, or for a token
 * the console cannot read (an opaque one, or one without policies): the server decides alone then.
 */
export function tokenPolicies(): Policy[] | undefined {
  const token = getUser()?.access_token;
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = claimsSchema.safeParse(
      JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))),
    );
    return parsed.success ? parsed.data.policies : undefined;
  } catch {
    return undefined;
  }
}

/** The screen (by its path or a sub-path of it) and the node it acts on; undefined for the others. */
export function screenOf(
  pathname: string,
): { node: PermissionNode; platform: boolean; organization: boolean } | undefined {
  const match = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const found = screens
    .filter(({ path, screen }) => screen.node !== undefined && match(path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const node = found?.screen.node;
  if (!found || node === undefined) return undefined;
  return {
    node,
    platform: found.screen.area === 'platform',
    organization: found.screen.area === 'organization',
  };
}

/**
 * The level the policies give on the screen at `pathname` for `site`: WRITE for a screen that
 * names no node; without readable policies, NONE on the platform's screens and WRITE on the others
 * (the server refuses what the person may not do).
 */
export function screenLevel(
  policies: readonly Policy[] | undefined,
  pathname: string,
  site: Site | undefined,
): AccessLevel {
  const screen = screenOf(pathname);
  if (!screen) return 'WRITE';
  if (!policies) return screen.platform ? 'NONE' : 'WRITE';
  if (screen.platform) return platformAccessLevel(policies, screen.node);
  if (screen.organization) return accessLevelOf(policies, screen.node);
  return siteLevel(policies, screen.node, site);
}

/** The level the policies give on `node` for `site` (every site's when there is none). */
function siteLevel(policies: readonly Policy[], node: PermissionNode, site: Site | undefined): AccessLevel {
  if (!site) return accessLevelOf(policies, node);
  // A site created after the token was issued is named by none of its policies: the server then
  // decides on the membership (tenancy's memberPolicies), and so the console leaves it to it.
  const named = policies.some(
    (policy) => policy.instances.includes(ALL_INSTANCES) || policy.instances.includes(site.instance),
  );
  return named ? instanceAccessLevel(policies, node, site.instance) : 'WRITE';
}

/**
 * Where the console opens: the first site screen the policies leave above NONE for `site` (analytics
 * for whoever reads it), so a guest given the synonyms alone lands on them; analytics when none is;
 * the users screen for a platform operator without a shop.
 */
export function homeScreen(policies: readonly Policy[] | undefined, site: Site | undefined): string {
  // An operator without a shop of their own has the platform to run, not a company to set up first.
  if (!site && screenLevel(policies, paths.users.path, site) !== 'NONE') return paths.users.path;
  const opens = ({ path, screen }: (typeof screens)[number]) =>
    screen.node !== undefined && screen.area === undefined && screenLevel(policies, path, site) !== 'NONE';
  return screens.find(opens)?.path ?? paths.analytics.path;
}

/** The level on the current screen for the current site. */
export function useScreenLevel(): AccessLevel {
  const { pathname } = useLocation();
  const { site } = useSelection();
  return screenLevel(tokenPolicies(), pathname, site);
}

/**
 * The level on another node than the screen's for the current site, for a part of a screen that
 * acts on it (the popular searches' rules, `play.blacklist`); WRITE without readable policies.
 */
export function useNodeLevel(node: PermissionNode): AccessLevel {
  const { site } = useSelection();
  const policies = tokenPolicies();
  return policies ? siteLevel(policies, node, site) : 'WRITE';
}

/** Whether the current screen may change anything: false on a READ-only screen. */
export function useCanWrite(): boolean {
  return useScreenLevel() === 'WRITE';
}
