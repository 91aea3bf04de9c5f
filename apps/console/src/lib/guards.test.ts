import { describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from '@playboard/domain';
import {
  opensBillingRedirect,
  resolveRedirect,
  safeRedirect,
  type GuardContext,
  type RouteAccess,
} from './guards.ts';
import type { CurrentOrganization, Site } from './session.ts';
import { profileFixture, siteFixture, subscriptionFixture } from '../testing/session-fixtures.ts';

function organization(overrides: Partial<CurrentOrganization> = {}): CurrentOrganization {
  return {
    uuid: 'org-1',
    name: 'Acme',
    status: 'ACTIVE',
    businessVertical: 'RETAIL',
    role: 'owner',
    permissions: [{ key: 'BILLING' }],
    sites: [],
    ...overrides,
  };
}

const site: Site = siteFixture('site-1', {
  name: 'Acme shop',
  url: 'https://acme.example',
  instance: 'acme',
  engines: [{ uuid: 'engine-1', language: 'en', default: true }],
});

function context(path: string, overrides: Partial<GuardContext> = {}): GuardContext {
  const current = organization({ sites: [site] });
  return {
    url: new URL(path, 'http://localhost'),
    authenticated: true,
    isFlagEnabled: () => false,
    profile: profileFixture([current]),
    organization: current,
    site,
    siteIndexed: true,
    subscription: null,
    ...overrides,
  };
}

const sitePage: RouteAccess = { scope: 'site' };

describe('resolveRedirect', () => {
  it('should open a site page for a signed-in user with an indexed site', () => {
    expect(resolveRedirect(sitePage, context('/synonyms'))).toBeNull();
  });

  it('should send a route whose flag is off to /, before anything else', () => {
    const access: RouteAccess = { scope: 'organization', flag: 'PLAY_USAGE', permissions: ['BILLING'] };
    expect(resolveRedirect(access, context('/usage', { authenticated: false }))).toBe('/');
    expect(
      resolveRedirect(access, context('/usage', { isFlagEnabled: (flag) => flag === 'PLAY_USAGE' })),
    ).toBeNull();
  });

  it('should send a signed-out user to login with the requested page to return to', () => {
    expect(resolveRedirect(sitePage, context('/synonyms?page=2', { authenticated: false }))).toBe(
      '/login?redirect=%2Fsynonyms%3Fpage%3D2',
    );
  });

  it('should send a signed-in user on a public page to the redirect query value, else home', () => {
    const access: RouteAccess = { public: true };
    expect(resolveRedirect(access, context('/signup?redirect=/team'))).toBe('/team');
    expect(resolveRedirect(access, context('/signup'))).toBe('/');
    expect(resolveRedirect(access, context('/signup?redirect=//evil.example'))).toBe('/');
    expect(resolveRedirect(access, context('/signup', { authenticated: false }))).toBeNull();
  });

  it('should send every page of a blocked organisation to /locked, except the allowed ones', () => {
    const blocked = organization({ status: 'BLOCKED', sites: [site] });
    const blockedContext = context('/synonyms', {
      organization: blocked,
      profile: profileFixture([blocked]),
    });
    expect(resolveRedirect(sitePage, blockedContext)).toBe('/locked');
    expect(
      resolveRedirect(
        { scope: 'organization', allowBlocked: true, permissions: ['BILLING'] },
        blockedContext,
      ),
    ).toBeNull();
    expect(resolveRedirect({ lockedPage: true }, blockedContext)).toBeNull();
  });

  it('should name the lock reason of the subscription (with BILLING) in the /locked link', () => {
    const blocked = organization({ status: 'BLOCKED', sites: [site] });
    const trialEnded = context('/synonyms', {
      organization: blocked,
      profile: profileFixture([blocked]),
      subscription: subscription({
        status: 'TRIAL_ENDED',
        paymentDetailsSet: false,
        lockReason: 'TRIAL_ENDED',
      }),
    });
    expect(resolveRedirect(sitePage, trialEnded)).toBe('/locked?reason=TRIAL_ENDED');
  });

  it('should send the locked page of an organisation that is not blocked home', () => {
    expect(resolveRedirect({ lockedPage: true }, context('/locked'))).toBe('/');
  });

  it('should check the blocked organisation before the permission', () => {
    const blocked = organization({ status: 'BLOCKED', permissions: [], sites: [site] });
    const access: RouteAccess = { scope: 'organization', permissions: ['BILLING'] };
    expect(
      resolveRedirect(
        access,
        context('/invoices', { organization: blocked, profile: profileFixture([blocked]) }),
      ),
    ).toBe('/locked');
  });

  it('should send a page that needs BILLING to /restricted when the organisation lacks it', () => {
    const member = organization({ permissions: [], sites: [site] });
    const access: RouteAccess = { scope: 'organization', permissions: ['BILLING'] };
    expect(
      resolveRedirect(
        access,
        context('/invoices', { organization: member, profile: profileFixture([member]) }),
      ),
    ).toBe('/restricted');
    expect(resolveRedirect(access, context('/invoices'))).toBeNull();
  });

  it('should send a page that rejects its query to /restricted', () => {
    const access: RouteAccess = {
      scope: 'organization',
      accepts: (url) => url.searchParams.get('action') === 'BILLING_PORTAL',
    };
    expect(resolveRedirect(access, context('/redirection?action=OTHER'))).toBe('/restricted');
    expect(resolveRedirect(access, context('/redirection?action=BILLING_PORTAL'))).toBeNull();
  });

  it('should send an organisation whose business vertical is UNKNOWN to create organisation', () => {
    const unknown = organization({ businessVertical: 'UNKNOWN', sites: [site] });
    expect(
      resolveRedirect(
        sitePage,
        context('/synonyms', { organization: unknown, profile: profileFixture([unknown]) }),
      ),
    ).toBe('/company');
  });

  it('should send /company home once the business vertical is known, and open it while UNKNOWN', () => {
    expect(resolveRedirect({ page: 'company' }, context('/company'))).toBe('/');
    const unknown = organization({ businessVertical: 'UNKNOWN' });
    expect(resolveRedirect({ page: 'company' }, context('/company', { organization: unknown }))).toBeNull();
  });

  it('should send /companies home for a user with a single organisation', () => {
    expect(resolveRedirect({ page: 'companies' }, context('/companies'))).toBe('/');
    const two = profileFixture([organization(), organization({ uuid: 'org-2' })]);
    expect(resolveRedirect({ page: 'companies' }, context('/companies', { profile: two }))).toBeNull();
  });

  it('should send a user with several organisations and none chosen to /companies', () => {
    const two = profileFixture([organization(), organization({ uuid: 'org-2' })]);
    expect(
      resolveRedirect(sitePage, context('/synonyms', { profile: two, organization: null, site: undefined })),
    ).toBe('/companies');
  });

  it('should send a user without any organisation to create one', () => {
    expect(
      resolveRedirect(
        sitePage,
        context('/synonyms', { profile: profileFixture([]), organization: null, site: undefined }),
      ),
    ).toBe('/company');
  });

  it('should send an organisation without a current site to the setup wizard', () => {
    expect(resolveRedirect(sitePage, context('/synonyms', { site: undefined }))).toBe('/setup-wizard');
    expect(resolveRedirect({ scope: 'organization' }, context('/team', { site: undefined }))).toBeNull();
  });

  it('should send a site that is not indexed to the wizard status step', () => {
    expect(resolveRedirect(sitePage, context('/synonyms', { siteIndexed: false }))).toBe(
      '/setup-wizard/status',
    );
  });

  it('should let a signed-in user through when the profile could not be loaded', () => {
    expect(resolveRedirect(sitePage, context('/synonyms', { profile: null, organization: null }))).toBeNull();
  });
});

function subscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return subscriptionFixture({ plan: { key: 'FREE' }, ...overrides });
}

const onTrialWithoutPaymentDetails = subscription({
  trial: { endsAt: '2026-12-22T10:00:00.000Z', daysLeft: 30 },
  paymentDetailsSet: false,
});

/** The access of the /redirection route (spec 1 §2): BILLING, open while blocked, its own condition. */
const redirection: RouteAccess = {
  scope: 'organization',
  permissions: ['BILLING'],
  allowBlocked: true,
  accepts: opensBillingRedirect,
};

describe('opensBillingRedirect', () => {
  const withoutBilling = organization({ permissions: [], sites: [site] });

  it.each([
    ['open BILLING_PORTAL with BILLING and no subscription', 'BILLING_PORTAL', {}, true],
    [
      'open BILLING_PORTAL with BILLING and a paid subscription',
      'BILLING_PORTAL',
      { subscription: subscription() },
      true,
    ],
    [
      'open SET_PAYMENT_DETAILS on trial without payment details',
      'SET_PAYMENT_DETAILS',
      { subscription: onTrialWithoutPaymentDetails },
      true,
    ],
    [
      'restrict SET_PAYMENT_DETAILS on trial with payment details set',
      'SET_PAYMENT_DETAILS',
      { subscription: subscription({ trial: onTrialWithoutPaymentDetails.trial }) },
      false,
    ],
    [
      'restrict SET_PAYMENT_DETAILS off trial without payment details',
      'SET_PAYMENT_DETAILS',
      { subscription: subscription({ paymentDetailsSet: false }) },
      false,
    ],
    [
      'restrict SET_PAYMENT_DETAILS when the subscription could not be loaded',
      'SET_PAYMENT_DETAILS',
      {},
      false,
    ],
    ['restrict an unknown action', 'CANCEL', { subscription: onTrialWithoutPaymentDetails }, false],
    ['restrict no action', null, { subscription: onTrialWithoutPaymentDetails }, false],
    [
      'restrict BILLING_PORTAL without BILLING',
      'BILLING_PORTAL',
      { organization: withoutBilling, profile: profileFixture([withoutBilling]) },
      false,
    ],
    [
      'restrict SET_PAYMENT_DETAILS without BILLING',
      'SET_PAYMENT_DETAILS',
      {
        organization: withoutBilling,
        profile: profileFixture([withoutBilling]),
        subscription: onTrialWithoutPaymentDetails,
      },
      false,
    ],
    [
      'restrict BILLING_PORTAL before an organisation is chosen',
      'BILLING_PORTAL',
      { organization: null },
      false,
    ],
  ] as const)('should %s', (_case, action, overrides: Partial<GuardContext>, opens) => {
    const url = action ? `/redirection?action=${action}` : '/redirection';
    expect(opensBillingRedirect(new URL(url, 'http://localhost'), context(url, overrides))).toBe(opens);
  });
});

describe('resolveRedirect for /redirection', () => {
  it('should open the billing portal action, even for a blocked organisation', () => {
    const blocked = organization({ status: 'BLOCKED', sites: [site] });
    expect(resolveRedirect(redirection, context('/redirection?action=BILLING_PORTAL'))).toBeNull();
    expect(
      resolveRedirect(
        redirection,
        context('/redirection?action=BILLING_PORTAL', {
          organization: blocked,
          profile: profileFixture([blocked]),
        }),
      ),
    ).toBeNull();
  });

  it('should open the payment details action only on trial without payment details', () => {
    const url = '/redirection?action=SET_PAYMENT_DETAILS';
    expect(
      resolveRedirect(redirection, context(url, { subscription: onTrialWithoutPaymentDetails })),
    ).toBeNull();
    expect(resolveRedirect(redirection, context(url, { subscription: subscription() }))).toBe('/restricted');
    expect(resolveRedirect(redirection, context(url))).toBe('/restricted');
  });

  it('should send an unknown action and a missing BILLING to /restricted', () => {
    const member = organization({ permissions: [], sites: [site] });
    expect(resolveRedirect(redirection, context('/redirection?action=OTHER'))).toBe('/restricted');
    expect(
      resolveRedirect(
        redirection,
        context('/redirection?action=BILLING_PORTAL', {
          organization: member,
          profile: profileFixture([member]),
        }),
      ),
    ).toBe('/restricted');
  });
});

describe('resolveRedirect for a guest (spec 2 §6: a site given through a role assignment or guest policy)', () => {
  const guest = organization({ role: 'guest', permissions: [], sites: [site] });
  const asGuest = (path: string, overrides: Partial<CurrentOrganization> = {}) => {
    const current = { ...guest, ...overrides };
    return context(path, { organization: current, profile: profileFixture([current]) });
  };

  it("should open the site's screens", () => {
    expect(resolveRedirect(sitePage, asGuest('/synonyms'))).toBeNull();
  });

  it("should show the restricted page on the organisation's own screens", () => {
    expect(resolveRedirect({ scope: 'organization' }, asGuest('/team'))).toBe('/restricted');
  });

  it('should not send a guest to describe an organisation whose business type is unknown', () => {
    expect(resolveRedirect(sitePage, asGuest('/synonyms', { businessVertical: 'UNKNOWN' }))).toBeNull();
    expect(resolveRedirect({ page: 'company' }, asGuest('/company', { businessVertical: 'UNKNOWN' }))).toBe(
      '/',
    );
  });
});

describe('safeRedirect', () => {
  it('should keep same-site paths only', () => {
    expect(safeRedirect('/analytics?range=7')).toBe('/analytics?range=7');
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
