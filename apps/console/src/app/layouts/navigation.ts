import { TEAM_ROLES, type FeatureFlag, type OrganizationPermission } from '@playboard/domain';
import { paths } from '../../config/paths.ts';

export interface NavigationItem {
  href: string;
  titleKey: string;
  /** Hidden unless the organisation has these permissions. */
  permissions?: readonly OrganizationPermission[];
  /** Hidden unless the member's role in the organisation is one of these. */
  roles?: readonly string[];
  /** Hidden while this flag is off. */
  flag?: FeatureFlag;
  /** Active only on this exact path (a parent of other items). */
  end?: boolean;
}

export interface NavigationGroup {
  labelKey: string;
  items: readonly NavigationItem[];
  /**
   * Every screen of the group works on the current site, and its route sends to the setup wizard
   * while there is none: before a shop is connected the entries show disabled, saying so.
   */
  needsSite?: boolean;
}

const billing = ['BILLING'] as const;

/** The left navigation: the spec's areas (spec 1 §2) grouped the way merchants work. */
export const navigation: readonly NavigationGroup[] = [
  {
    labelKey: 'nav.analytics',
    needsSite: true,
    items: [
      { href: paths.analytics.getHref(), titleKey: 'pages.analytics', end: true },
      { href: paths.analyticsSearchesWithResults.getHref(), titleKey: 'pages.analyticsSearchesWithResults' },
      { href: paths.analyticsSearchesNoResults.getHref(), titleKey: 'pages.analyticsSearchesNoResults' },
      { href: paths.analyticsProducts.getHref(), titleKey: 'pages.analyticsProducts' },
      { href: paths.analyticsRelatedPrompts.getHref(), titleKey: 'pages.analyticsRelatedPrompts' },
    ],
  },
  {
    labelKey: 'nav.searchTuning',
    needsSite: true,
    items: [
      { href: paths.synonyms.getHref(), titleKey: 'pages.synonyms' },
      { href: paths.redirections.getHref(), titleKey: 'pages.redirections' },
      { href: paths.businessRules.getHref(), titleKey: 'pages.businessRules' },
      { href: paths.banners.getHref(), titleKey: 'pages.banners' },
      { href: paths.featuredProducts.getHref(), titleKey: 'pages.featuredProducts' },
      { href: paths.filters.getHref(), titleKey: 'pages.filters' },
      { href: paths.searchableFields.getHref(), titleKey: 'pages.searchableFields' },
      { href: paths.resultsVisibility.getHref(), titleKey: 'pages.resultsVisibility' },
    ],
  },
  {
    labelKey: 'nav.shop',
    needsSite: true,
    items: [
      { href: paths.synchronization.getHref(), titleKey: 'pages.synchronization' },
      { href: paths.customisation.getHref(), titleKey: 'pages.customisation' },
      { href: paths.settings.getHref(), titleKey: 'pages.settings' },
      { href: paths.history.getHref(), titleKey: 'pages.history' },
    ],
  },
  {
    labelKey: 'nav.organization',
    items: [
      { href: paths.team.getHref(), titleKey: 'pages.team', roles: TEAM_ROLES },
      { href: paths.audit.getHref(), titleKey: 'pages.audit', roles: ['owner'] },
      { href: paths.subscription.getHref(), titleKey: 'pages.subscription', permissions: billing },
      { href: paths.invoices.getHref(), titleKey: 'pages.invoices', permissions: billing },
      { href: paths.usage.getHref(), titleKey: 'pages.usage', permissions: billing, flag: 'PLAY_USAGE' },
      { href: paths.billingAddress.getHref(), titleKey: 'pages.billingAddress', permissions: billing },
    ],
  },
  {
    // Users and roles administration (spec 2 §2): shown to the platform's operators only.
    labelKey: 'nav.platform',
    items: [
      { href: paths.users.getHref(), titleKey: 'pages.users' },
      { href: paths.roles.getHref(), titleKey: 'pages.roles' },
      { href: paths.guestInvite.getHref(), titleKey: 'pages.guestInvite' },
      { href: paths.platformAudit.getHref(), titleKey: 'pages.platformAudit' },
    ],
  },
];
