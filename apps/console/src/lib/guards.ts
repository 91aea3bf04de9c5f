import {
  canOpenBillingRedirect,
  GUEST_ROLE,
  type FeatureFlag,
  type OrganizationPermission,
  type SubscriptionResponse,
} from '@playboard/domain';
import { paths } from '../config/paths.ts';
import type { CurrentOrganization, Profile, Site } from './session.ts';

/** What a route needs before it opens (spec 1 §2, §4). */
export interface RouteAccess {
  /** Not protected: an authenticated user goes to the `redirect` query value, else home. */
  public?: boolean;
  /** A route whose flag is off sends to /. */
  flag?: FeatureFlag;
  /** Opens while the organisation is blocked (/redirection, /billing-address). */
  allowBlocked?: boolean;
  /** The /locked page itself: only for a blocked organisation. */
  lockedPage?: boolean;
  permissions?: readonly OrganizationPermission[];
  /**
   * What must be chosen: `user` needs nothing more than a session, `organization` a current
   * organisation with a known business vertical, `site` also a current, indexed site.
   */
  scope?: 'user' | 'organization' | 'site';
  /** The /company and /companies pages carry their own redirects. */
  page?: 'company' | 'companies';
  /** Extra condition (e.g. /redirection's action and subscription); failing it means restricted. */
  accepts?: (url: URL, context: GuardContext) => boolean;
}

export interface GuardContext {
  url: URL;
  authenticated: boolean;
  isFlagEnabled: (flag: FeatureFlag) => boolean;
  /** Null when signed out or when the profile could not be loaded. */
  profile: Profile | null;
  organization: CurrentOrganization | null;
  site: Site | undefined;
  /** The current site is indexed (its `isIndexed`, or its setup status is DONE). */
  siteIndexed: boolean;
  /** The current organisation's subscription; null without BILLING or when it could not be loaded. */
  subscription: SubscriptionResponse | null;
}

/** A same-site path from a `redirect` query value, never another origin. */
export function safeRedirect(value: string | null): string | undefined {
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

function loginHref(url: URL): string {
  const requested = `${url.pathname}${url.search}${url.hash}`;
  return paths.login.getHref(requested === paths.home.path ? undefined : requested);
}

/**
 * /redirection (spec 1 §2) opens with BILLING and action=BILLING_PORTAL, or action=SET_PAYMENT_DETAILS
 * while the subscription is on trial without payment details; anything else is restricted.
 */
export function opensBillingRedirect(url: URL, { organization, subscription }: GuardContext): boolean {
  const hasBilling = organization?.permissions.some((permission) => permission.key === 'BILLING') ?? false;
  return canOpenBillingRedirect(url.searchParams.get('action'), subscription ?? undefined, hasBilling);
}

/**
 * Where a route sends the user instead of opening, or null to open it. Runs the guards in the
 * spec's order: flag, login, blocked organisation, permission; then the further redirects.
 */
export function resolveRedirect(access: RouteAccess, context: GuardContext): string | null {
  const { url, authenticated, profile, organization, site } = context;

  if (access.flag && !context.isFlagEnabled(access.flag)) return paths.home.path;

  if (access.public) {
    return authenticated ? (safeRedirect(url.searchParams.get('redirect')) ?? paths.home.path) : null;
  }
  if (!authenticated) return loginHref(url);
  // The profile failed to load (ignored at start-up): nothing more is known to decide on.
  if (!profile) return null;

  const blocked = organization?.status === 'BLOCKED';
  if (access.lockedPage) return blocked ? null : paths.home.path;
  // The subscription (with BILLING) names the lock reason, which the locked page explains.
  if (blocked && !access.allowBlocked)
    return paths.locked.getHref(context.subscription?.lockReason ?? undefined);

  // Without a chosen organisation there is nothing to check yet: the redirects below pick one first.
  const granted = new Set(organization?.permissions.map((permission) => permission.key));
  if (organization && access.permissions?.some((permission) => !granted.has(permission))) {
    return paths.restricted.path;
  }
  if (access.accepts && !access.accepts(url, context)) return paths.restricted.path;

  const organizations = profile.organizations;
  // A guest works on the sites they were given: the organisation itself is its members' to edit.
  const guest = organization?.role === GUEST_ROLE;
  if (access.page === 'companies') return organizations.length === 1 ? paths.home.path : null;
  if (access.page === 'company') {
    return organization && (guest || organization.businessVertical !== 'UNKNOWN') ? paths.home.path : null;
  }

  const scope = access.scope ?? 'user';
  if (scope === 'user') return null;
  if (!organization) return organizations.length === 0 ? paths.company.path : paths.companies.path;
  if (guest && scope === 'organization') return paths.restricted.path;
  if (organization.businessVertical === 'UNKNOWN' && !guest) return paths.company.path;

  if (scope === 'organization') return null;
  if (!site) return paths.setupWizard.path;
  if (!context.siteIndexed) return paths.setupWizard.getHref('status');
  return null;
}
