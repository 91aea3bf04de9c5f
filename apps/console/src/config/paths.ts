import type { BillingRedirectAction, ConfigRevisionKind, LockReason } from '@playboard/domain';

/**
 * Every console route, declared once (spec 1 §2). Links are built with `getHref`, never by hand.
 * `path` is absolute so the router and links share one source of truth.
 */

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

  analytics: fixed('/analytics'),
  analyticsProducts: fixed('/analytics/products'),
  analyticsRelatedPrompts: fixed('/analytics/related-prompts'),
  analyticsSearchesWithResults: fixed('/analytics/searches-with-results'),
  analyticsSearchesNoResults: fixed('/analytics/searches-no-results'),
  synonyms: fixed('/synonyms'),
  customisation: fixed('/customisation'),
  filters: fixed('/filters'),
  redirections: fixed('/redirections'),
  resultsVisibility: fixed('/results-visibility'),
  searchableFields: fixed('/searchable-fields'),
  synchronization: fixed('/synchronization'),
  settings: fixed('/settings'),
  settingsSite: fixed('/settings/site'),
  settingsLayerActivation: fixed('/settings/layer-activation'),
  account: fixed('/account'),
  team: fixed('/team'),
  /** The organisation's audit log (spec 2 §6 `audit`), for its owners. */
  audit: fixed('/audit'),
  /** Users and roles administration (spec 2 §2), for the platform's operators. */
  users: fixed('/users'),
  roles: fixed('/roles'),
  guestInvite: fixed('/guests/new'),
  /** The platform's own audit log (users and roles administration), for its operators. */
  platformAudit: fixed('/platform-audit'),
  businessRules: fixed('/business-rules'),
  /** Explain a search (its query) or a browse page (its field and value). */
  explain: {
    path: '/business-rules/explain',
    getHref: (subject?: string | { browseField: string; browseValue: string }) =>
      withQuery('/business-rules/explain', typeof subject === 'object' ? subject : { q: subject }),
  },
  banners: fixed('/banners'),
  subscription: fixed('/subscription'),
  invoices: fixed('/invoices'),
  usage: fixed('/usage'),
  featuredProducts: fixed('/featured-products'),

  history: {
    path: '/history',
    getHref: (filter: HistoryFilter = {}) => withQuery('/history', { ...filter }),
  },

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
  billingAddress: fixed('/billing-address'),
} as const;

/** Paths the spec renamed; the old ones keep working. */
export const oldPaths = {
  '/analytics/query-results': paths.analyticsSearchesWithResults.path,
  '/analytics/query-no-results': paths.analyticsSearchesNoResults.path,
  '/setup-search': paths.settingsLayerActivation.path,
} as const;
