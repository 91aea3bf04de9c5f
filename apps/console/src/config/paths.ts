import {
  TEAM_ROLES,
  type BillingRedirectAction,
  type ConfigRevisionKind,
  type FeatureFlag,
  type LockReason,
  type OrganizationPermission,
  type PermissionNode,
} from '@playboard/domain';

/**
 * Every console route, declared once (spec 1 §2). Links are built with `getHref`, never by hand.
 * `path` is absolute so the router and links share one source of truth. A screen of the shell also
 * says here what it acts on and where the navigation lists it: `lib/access.ts` and
 * `app/layouts/navigation.ts` derive from these entries, in this order.
 */

/** The left navigation's groups (spec 1 §2's areas, grouped the way merchants work). */
export type NavigationGroupKey = 'analytics' | 'searchTuning' | 'shop' | 'organization' | 'platform';

/** A screen's entry in the left navigation: its group and title, and what hides it. */
export interface NavigationEntry {
  group: NavigationGroupKey;
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

export interface ScreenEntry {
  /**
   * The permission node the screen acts on (spec 2 §6; the server's routes declare the same): a
   * screen whose node gives NONE is hidden and its route shows the restricted page, a READ-only
   * one hides its save, create and delete buttons. A screen without one is open to every member.
   */
  node?: PermissionNode;
  /**
   * `organization`: a screen of the organisation, decided on every policy; `platform`: the
   * platform's users and roles administration, for its operators (every instance's policies).
   */
  area?: 'organization' | 'platform';
  /** Its entry in the left navigation. */
  nav?: NavigationEntry;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fixed<const P extends string>(path: P) {
  return { path, getHref: () => path };
}

function screen<const P extends string>(path: P, entry: ScreenEntry) {
  return { path, getHref: () => path, screen: entry };
}

const billing = ['BILLING'] as const;

export const SETUP_WIZARD_STEPS = [
  'plugin-download',
  'create-organization',
  'payment-details',
  'connection',
  'status',
] as const;
export type SetupWizardStep = (typeof SETUP_WIZARD_STEPS)[number];

/** What the History screen shows: a kind, one entity of it, a time range (ISO datetimes, to exclusive). */
export interface HistoryFilter {
  kind?: ConfigRevisionKind;
  entityId?: string;
  from?: string;
  to?: string;
}

export const paths = {
  home: fixed('/'),

  analytics: screen('/analytics', {
    node: 'insights.overall',
    nav: { group: 'analytics', titleKey: 'pages.analytics', end: true },
  }),
  analyticsSearchesWithResults: screen('/analytics/searches-with-results', {
    node: 'insights.queries',
    nav: { group: 'analytics', titleKey: 'pages.analyticsSearchesWithResults' },
  }),
  analyticsSearchesNoResults: screen('/analytics/searches-no-results', {
    node: 'insights.queries',
    nav: { group: 'analytics', titleKey: 'pages.analyticsSearchesNoResults' },
  }),
  analyticsProducts: screen('/analytics/products', {
    node: 'insights.overall',
    nav: { group: 'analytics', titleKey: 'pages.analyticsProducts' },
  }),
  analyticsRelatedPrompts: screen('/analytics/related-prompts', {
    node: 'insights.relatedPromptsAnalytics',
    nav: { group: 'analytics', titleKey: 'pages.analyticsRelatedPrompts' },
  }),

  synonyms: screen('/synonyms', {
    node: 'play.synonym',
    nav: { group: 'searchTuning', titleKey: 'pages.synonyms' },
  }),
  redirections: screen('/redirections', {
    node: 'play.redirection',
    nav: { group: 'searchTuning', titleKey: 'pages.redirections' },
  }),
  businessRules: screen('/business-rules', {
    node: 'play.equalize',
    nav: { group: 'searchTuning', titleKey: 'pages.businessRules' },
  }),
  /** Explain a search (its query) or a browse page (its field and value), a part of business rules. */
  explain: {
    path: '/business-rules/explain',
    getHref: (subject?: string | { browseField: string; browseValue: string }) =>
      withQuery('/business-rules/explain', typeof subject === 'object' ? subject : { q: subject }),
  },
  banners: screen('/banners', {
    node: 'play.promotion',
    nav: { group: 'searchTuning', titleKey: 'pages.banners' },
  }),
  featuredProducts: screen('/featured-products', {
    node: 'play.configuration',
    nav: { group: 'searchTuning', titleKey: 'pages.featuredProducts' },
  }),
  /** What the layer suggests after a search (spec 2 §3, §7); `edit` opens one, `new` a new one. */
  relatedPrompts: {
    path: '/related-prompts',
    getHref: (edit?: string) => withQuery('/related-prompts', { edit }),
    screen: {
      node: 'play.relatedPrompts',
      nav: { group: 'searchTuning', titleKey: 'pages.relatedPrompts' },
    } satisfies ScreenEntry,
  },
  filters: screen('/filters', {
    node: 'play.facets',
    nav: { group: 'searchTuning', titleKey: 'pages.filters' },
  }),
  /** Other filters for some searches or pages (facet configurations with pivots); `edit` opens one, `new` a new one. */
  facetsByContext: {
    path: '/facets-by-context',
    getHref: (edit?: string) => withQuery('/facets-by-context', { edit }),
    screen: {
      node: 'play.facets',
      nav: { group: 'searchTuning', titleKey: 'pages.facetsByContext' },
    } satisfies ScreenEntry,
  },
  /** The popular searches learned from the site's own searches, and the rules that learn them (issue 34). */
  popularSearches: screen('/popular-searches', {
    node: 'play.nextQueries',
    nav: { group: 'searchTuning', titleKey: 'pages.popularSearches' },
  }),
  /** What the storefront suggests after a search: the merchant's next queries and the learned ones (issue 34). */
  nextQueries: screen('/next-queries', {
    node: 'play.nextQueries',
    nav: { group: 'searchTuning', titleKey: 'pages.nextQueries' },
  }),
  /** The tags the storefront offers to narrow a search: the merchant's and the catalogue's (issue 34). */
  relatedTags: screen('/related-tags', {
    node: 'play.relatedTags',
    nav: { group: 'searchTuning', titleKey: 'pages.relatedTags' },
  }),
  searchableFields: screen('/searchable-fields', {
    node: 'play.configuration',
    nav: { group: 'searchTuning', titleKey: 'pages.searchableFields' },
  }),
  resultsVisibility: screen('/results-visibility', {
    node: 'play.configuration',
    nav: { group: 'searchTuning', titleKey: 'pages.resultsVisibility' },
  }),

  synchronization: screen('/synchronization', {
    node: 'instanceManagement',
    nav: { group: 'shop', titleKey: 'pages.synchronization' },
  }),
  customisation: screen('/customisation', {
    node: 'play.configuration',
    nav: { group: 'shop', titleKey: 'pages.customisation' },
  }),
  settings: screen('/settings', {
    node: 'instanceManagement',
    nav: { group: 'shop', titleKey: 'pages.settings' },
  }),
  settingsSite: fixed('/settings/site'),
  settingsLayerActivation: fixed('/settings/layer-activation'),
  history: {
    path: '/history',
    getHref: (filter: HistoryFilter = {}) => withQuery('/history', { ...filter }),
    screen: { nav: { group: 'shop', titleKey: 'pages.history' } } satisfies ScreenEntry,
  },

  team: screen('/team', {
    node: 'account',
    area: 'organization',
    nav: { group: 'organization', titleKey: 'pages.team', roles: TEAM_ROLES },
  }),
  /** The organisation's audit log (spec 2 §6 `audit`), for its owners. */
  audit: screen('/audit', {
    node: 'audit',
    area: 'organization',
    nav: { group: 'organization', titleKey: 'pages.audit', roles: ['owner'] },
  }),
  subscription: screen('/subscription', {
    nav: { group: 'organization', titleKey: 'pages.subscription', permissions: billing },
  }),
  invoices: screen('/invoices', {
    nav: { group: 'organization', titleKey: 'pages.invoices', permissions: billing },
  }),
  usage: screen('/usage', {
    nav: { group: 'organization', titleKey: 'pages.usage', permissions: billing, flag: 'PLAY_USAGE' },
  }),
  billingAddress: screen('/billing-address', {
    nav: { group: 'organization', titleKey: 'pages.billingAddress', permissions: billing },
  }),

  /** Users and roles administration (spec 2 §2), for the platform's operators. */
  users: screen('/users', {
    node: 'userRoleManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.users' },
  }),
  roles: screen('/roles', {
    node: 'userRoleManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.roles' },
  }),
  guestInvite: screen('/guests/new', {
    node: 'userRoleManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.guestInvite' },
  }),
  /** The platform's own audit log (users and roles administration), for its operators. */
  platformAudit: screen('/platform-audit', {
    node: 'userRoleManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.platformAudit' },
  }),

  /** The configuration service (spec 2 §3, §7): each instance's search, tracking and layer settings, for operators. */
  configuration: screen('/configuration', {
    node: 'instanceManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.configuration' },
  }),
  /** The feature flags of spec 1 §6: off, on for everyone or for chosen sites, for operators. */
  flags: screen('/flags', {
    node: 'instanceManagement',
    area: 'platform',
    nav: { group: 'platform', titleKey: 'pages.flags' },
  }),

  account: fixed('/account'),

  redirection: {
    path: '/redirection',
    getHref: (action?: BillingRedirectAction) => withQuery('/redirection', { action }),
  },
  login: {
    path: '/login',
    getHref: (redirect?: string) => withQuery('/login', { redirect }),
  },
  signup: fixed('/signup'),
  signupExpiredLink: {
    path: '/signup/expired-link',
    getHref: (token?: string) => withQuery('/signup/expired-link', { token }),
  },
  signupUsedLink: fixed('/signup/used-link'),
  invitation: {
    path: '/invitations/:token',
    getHref: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  },
  emailChange: {
    path: '/email-change/:token',
    getHref: (token: string) => `/email-change/${encodeURIComponent(token)}`,
  },
  company: fixed('/company'),
  companies: fixed('/companies'),
  setupWizard: {
    path: '/setup-wizard',
    getHref: (step?: SetupWizardStep, product?: string) => {
      if (!step || step === 'plugin-download') return '/setup-wizard';
      if (step === 'connection') return `/setup-wizard/${product ?? 'custom'}-connection`;
      return `/setup-wizard/${step}`;
    },
  },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  locked: {
    path: '/locked',
    getHref: (reason?: LockReason) => withQuery('/locked', { reason }),
  },
  restricted: fixed('/restricted'),
} as const;

/** The shell's screens that declare what they act on or where the navigation lists them, in order. */
export const screens: readonly { path: string; screen: ScreenEntry }[] = Object.values(paths).filter(
  (entry): entry is Extract<(typeof paths)[keyof typeof paths], { screen: ScreenEntry }> => 'screen' in entry,
);

/** Paths the spec renamed; the old ones keep working. */
export const oldPaths = {
  '/analytics/query-results': paths.analyticsSearchesWithResults.path,
  '/analytics/query-no-results': paths.analyticsSearchesNoResults.path,
  '/setup-search': paths.settingsLayerActivation.path,
} as const;
