import type { SubscriptionResponse } from '@playboard/domain';
import { vi } from 'vitest';
import { refreshProfile, type Profile, type ProfileOrganization, type Site } from '../lib/session.ts';
import { mockApi } from './mock-api.ts';

export function organizationFixture(
  uuid: string,
  overrides: Partial<ProfileOrganization> = {},
): ProfileOrganization {
  return {
    uuid,
    name: `Shop ${uuid}`,
    status: 'ACTIVE',
    businessVertical: 'PETS',
    role: 'owner',
    permissions: [{ key: 'BILLING' }],
    ...overrides,
  };
}

/** A connected, indexed site with one English engine; ids derive from `uuid`. */
export function siteFixture(uuid: string, overrides: Partial<Site> = {}): Site {
  return {
    uuid,
    organizationId: '00000000-0000-4000-8000-000000000001',
    name: uuid,
    url: `https://${uuid}.example`,
    platform: 'CUSTOM',
    instance: uuid,
    cssSelector: '',
    enabled: true,
    isIndexed: true,
    securityKey: `key-${uuid}`,
    environment: 'PRODUCTION',
    connection: { kind: 'module' },
    moduleVersion: '1.0.0',
    currency: 'EUR',
    timeZone: 'UTC',
    syncIntervalMinutes: 60,
    engines: [{ uuid: `${uuid}-engine`, language: 'en', default: true }],
    ...overrides,
  };
}

export function profileFixture(
  organizations: ProfileOrganization[],
  overrides: Partial<Profile> = {},
): Profile {
  return {
    id: 'u1',
    email: 'ada@shop.test',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    language: 'en',
    commercialCommunications: false,
    shopUrl: null,
    pendingEmail: null,
    organizations,
    ...overrides,
  };
}

/** `GET /main/v1/organizations/{id}` for an organisation without sites. */
export const organizationDetailReply = (organization: ProfileOrganization) => ({
  status: 200,
  body: { ...organization, sites: [] },
});

/** Loads this profile into the session, as the app does before mounting. */
export async function signedInWith(profile: Profile): Promise<void> {
  mockApi({
    'GET /account/v1/users': { status: 200, body: profile },
    ...Object.fromEntries(
      profile.organizations.map((org) => [
        `GET /main/v1/organizations/${org.uuid}`,
        organizationDetailReply(org),
      ]),
    ),
  });
  await refreshProfile();
  vi.restoreAllMocks();
}

/** A GET subscription answer: a Mini plan paid monthly by card, no trial, nothing pending, not locked. */
export function subscriptionFixture(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    status: 'ACTIVE',
    plan: { key: 'MINI' },
    price: { frequency: 'MONTHLY', amountCents: 4900, currency: 'EUR' },
    paymentDetailsSet: true,
    nextPriceApproved: true,
    currentPeriod: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
    paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    cancellation: null,
    lockReason: null,
    provider: 'EMBEDDED',
    externalBilling: false,
    ...overrides,
  };
}
