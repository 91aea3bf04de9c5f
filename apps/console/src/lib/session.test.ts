import { STORAGE_KEYS } from '@playboard/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDetail, Profile, Site } from './session.ts';
import { siteFixture } from '../testing/session-fixtures.ts';

function site(uuid: string, engines: Site['engines']): Site {
  return siteFixture(uuid, { engines });
}

const organizations: Record<string, OrganizationDetail> = {
  'org-1': {
    uuid: 'org-1',
    name: 'Acme',
    status: 'ACTIVE',
    businessVertical: 'RETAIL',
    permissions: [{ key: 'BILLING' }],
    sites: [
      site('site-a', [
        { uuid: 'engine-en', language: 'en', default: false },
        { uuid: 'engine-es', language: 'es', default: true },
      ]),
      site('site-b', [
        { uuid: 'engine-b1', language: 'en', default: false },
        { uuid: 'engine-b2', language: 'fr', default: false },
      ]),
    ],
  },
  'org-2': {
    uuid: 'org-2',
    name: 'Globex',
    status: 'ACTIVE',
    businessVertical: 'PETS',
    permissions: [],
    sites: [site('site-c', [{ uuid: 'engine-c', language: 'en', default: true }])],
  },
};

function profile(ids: string[]): Profile {
  return {
    id: 'user-1',
    email: 'ada@acme.example',
    name: 'Ada',
    firstName: 'Ada',
    lastName: '',
    language: 'en',
    commercialCommunications: false,
    shopUrl: null,
    pendingEmail: null,
    organizations: ids.map((id) => {
      const { sites: _sites, ...organization } = organizations[id]!;
      return { ...organization, role: 'owner' };
    }),
  };
}

let currentProfile: Profile;
const requests: string[] = [];

function respond(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

async function freshSession() {
  vi.resetModules();
  (await import('./i18n.ts')).initI18n('en');
  return import('./session.ts');
}

describe('session selection memory', () => {
  beforeEach(() => {
    requests.length = 0;
    currentProfile = profile(['org-1', 'org-2']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        requests.push(path);
        if (path === '/account/v1/users') return respond(currentProfile);
        const id = /\/main\/v1\/organizations\/(.+)$/.exec(path)?.[1];
        return respond(organizations[id ?? '']);
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should remember the organisation, site and engine in local storage under the epb- prefix', async () => {
    const session = await freshSession();
    await session.refreshProfile();
    await session.selectOrganization('org-1');
    session.selectSite('site-b');
    session.selectEngine('engine-b2');
    expect(localStorage.getItem('epb-organization')).toBe('org-1');
    expect(localStorage.getItem(STORAGE_KEYS.site)).toBe('site-b');
    expect(localStorage.getItem(STORAGE_KEYS.engine)).toBe('engine-b2');

    const reopened = await freshSession();
    await reopened.refreshProfile();
    expect(reopened.getCurrentSite()?.uuid).toBe('site-b');
    expect(reopened.getCurrentEngine()?.uuid).toBe('engine-b2');
  });

  it('should choose the engine with the default flag, else the first', async () => {
    const session = await freshSession();
    await session.refreshProfile();
    await session.selectOrganization('org-1');
    expect(session.getCurrentEngine()?.uuid).toBe('engine-es');
    session.selectSite('site-b');
    expect(session.getCurrentEngine()?.uuid).toBe('engine-b1');
  });

  it('should clear the site when switching organisation and load the new organisation with its sites', async () => {
    const session = await freshSession();
    await session.refreshProfile();
    await session.selectOrganization('org-1');
    session.selectSite('site-b');
    requests.length = 0;

    await session.selectOrganization('org-2');
    expect(requests).toEqual(['/main/v1/organizations/org-2']);
    expect(session.getCurrentOrganization()?.sites.map((candidate) => candidate.uuid)).toEqual(['site-c']);
    expect(session.getCurrentSite()?.uuid).toBe('site-c');
    expect(localStorage.getItem(STORAGE_KEYS.site)).toBe('site-c');
  });

  it('should choose the only organisation of a user for them', async () => {
    currentProfile = profile(['org-2']);
    const session = await freshSession();
    await session.refreshProfile();
    expect(session.getCurrentOrganization()?.name).toBe('Globex');
  });

  it('should leave several organisations unchosen and forget one the user left', async () => {
    localStorage.setItem(STORAGE_KEYS.organization, 'org-9');
    const session = await freshSession();
    await session.refreshProfile();
    expect(session.getCurrentOrganization()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBeNull();
  });
});
